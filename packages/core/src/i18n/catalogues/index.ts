import type { PatientLanguage } from '../languages.js';
import { es } from './es.js';

/**
 * A language's translations of the English source texts. `texts` is keyed by the English text
 * (translate.ts says why); `legal` holds what only a translation says (which version governs).
 */
export interface Catalogue {
  /** The locale numbers are written in ("10,000" in US Spanish too). */
  locale: string;
  texts: Readonly<Record<string, string>>;
  legal: { governingVersion: string };
}

export const CATALOGUES: { readonly [L in PatientLanguage]?: Catalogue } = { es };
