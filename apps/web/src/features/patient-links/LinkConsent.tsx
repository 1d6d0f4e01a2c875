import { consentIsCurrent, type PublicLinkResponse } from '@paperless/core';
import { useMemo, type ReactNode } from 'react';
import { SignatureConsentProvider, type SignatureConsent } from '../signature';
import { acceptLinkConsent } from './publicApi';
import { updatePublicLink } from './usePublicLink';

type LinkData = PublicLinkResponse['data'];

/**
 * Gives a link's signature fields its e-sign disclosure (issue 18): asked before the link's
 * first signature, then not again in this link. The server keeps the acceptance, so every form
 * of a bucket and a reload of the page find it accepted.
 */
export function LinkConsent(props: { token: string; link: LinkData; children: ReactNode }) {
  const { token, link } = props;
  const consent = useMemo<SignatureConsent>(
    () => ({
      accepted: consentIsCurrent(link.consent),
      practiceName: link.practice.name,
      accept: async () => {
        const accepted = await acceptLinkConsent(token);
        updatePublicLink(token, (old) => ({ ...old, consent: accepted }));
      },
    }),
    [token, link],
  );
  return <SignatureConsentProvider value={consent}>{props.children}</SignatureConsentProvider>;
}
