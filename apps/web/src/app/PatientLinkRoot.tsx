import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { LinkAddressContext, patientLinkAt, type PatientLinkKind } from '../features/patient-links';
import { loadLinkPage } from '../features/patient-links/routes';
import { PublicProviders } from './PublicProviders';

const LazyPages: Record<PatientLinkKind, ComponentType> = {
  form: lazy(() => loadLinkPage('form').then((Page) => ({ default: Page }))),
  bucket: lazy(() => loadLinkPage('bucket').then((Page) => ({ default: Page }))),
};

interface PatientLinkRootProps {
  kind: PatientLinkKind;
  token: string;
  /** The page's code, fetched by main.tsx with this module. */
  Page: ComponentType;
}

/**
 * A patient link opened directly (/form-fill/{token}, /forms-fill/{token}): the public providers
 * and the link's page, without the router (issue 21: ~24 KB of the link's first load). A link
 * naming the other kind moves to its address in place; any other address loads the whole app.
 */
export function PatientLinkRoot({ kind, token, Page }: PatientLinkRootProps) {
  const [link, setLink] = useState({ kind, token });
  const address = useMemo(
    () => ({
      token: link.token,
      replace: (to: string) => {
        const next = patientLinkAt(to);
        if (!next) return window.location.replace(to);
        window.history.replaceState(null, '', to);
        setLink(next);
      },
    }),
    [link.token],
  );
  const Shown = link.kind === kind ? Page : LazyPages[link.kind];
  return (
    <PublicProviders>
      <LinkAddressContext.Provider value={address}>
        <Suspense
          fallback={
            <Center mih="60vh">
              <Loader aria-label="Loading" role="status" />
            </Center>
          }
        >
          <Shown key={`${link.kind}/${link.token}`} />
        </Suspense>
      </LinkAddressContext.Provider>
    </PublicProviders>
  );
}
