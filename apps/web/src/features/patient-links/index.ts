// The pages a patient opens from a link, in the practice's frame: filling a form or bucket (drafts,
// hand-off to another device), the e-mailed copy, and the address of a link (read before the router).
export { FillLoading, FillPage, FillResult } from './FillScreens';
export {
  LinkAddressContext,
  loadLinkPage,
  patientLinkAt,
  type PatientLinkKind,
} from './linkAddress';
export type { FillMode } from './fillMode';
export { linkLanguageOf, usePublicLink } from './usePublicLink';

/** The e-mailed copy's page, behind the patient's birth date: its own chunk. */
export const loadCopyPage = () => import('./CopyPage').then((m) => m.CopyPage);
/** Continuing on another device (the QR code's page), its own chunk. */
export const loadContinuePage = () => import('./ContinuePage').then((m) => m.ContinuePage);
