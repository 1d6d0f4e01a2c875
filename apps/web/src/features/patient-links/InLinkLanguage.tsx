import type { ReactNode } from 'react';
import { PatientLanguageProvider } from '../patient-language';
import { FillLoading, FillPage } from './FillScreens';
import { linkLanguageOf, usePublicLink } from './usePublicLink';

/**
 * A link's page in the language its patient reads (issue 21): until that language is here, the
 * page's skeleton with the practice's frame, so English never flashes before Spanish.
 */
export function InLinkLanguage(props: {
  token: string;
  /** The skeleton's name (English; it is said in the page's language once known). */
  loadingLabel: string;
  children: ReactNode;
}) {
  const link = usePublicLink(props.token);
  return (
    <PatientLanguageProvider
      token={props.token}
      linkLanguage={linkLanguageOf(link)}
      fallback={
        <FillPage practice={link.data?.practice}>
          <FillLoading label={props.loadingLabel} />
        </FillPage>
      }
    >
      {props.children}
    </PatientLanguageProvider>
  );
}
