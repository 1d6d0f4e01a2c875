import { consentIsCurrent, type PublicLinkResponse } from '@paperless/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { SignatureConsentProvider, type SignatureConsent } from '../signature';
import { acceptLinkConsent } from './publicApi';
import { linkQueryKey } from './usePublicLink';

type LinkData = PublicLinkResponse['data'];

/**
 * Gives a link's signature fields its e-sign disclosure (issue 18): asked before the link's
 * first signature, then not again in this link. The server keeps the acceptance, so every form
 * of a bucket and a reload of the page find it accepted.
 */
export function LinkConsent(props: { token: string; link: LinkData; children: ReactNode }) {
  const { token, link } = props;
  const queryClient = useQueryClient();
  const consent = useMemo<SignatureConsent>(
    () => ({
      accepted: consentIsCurrent(link.consent),
      practiceName: link.practice.name,
      accept: async () => {
        const accepted = await acceptLinkConsent(token);
        queryClient.setQueryData<LinkData>(linkQueryKey(token), (old) =>
          old ? { ...old, consent: accepted } : old,
        );
      },
    }),
    [token, link, queryClient],
  );
  return <SignatureConsentProvider value={consent}>{props.children}</SignatureConsentProvider>;
}
