// The patient link's pages, for the app shell (index.ts is what other features use). The fill
// pages' loader is in both: the kiosk draws them too.
export { loadLinkPage } from './linkPages';

/** The e-mailed copy's page, behind the patient's birth date: its own chunk. */
export const loadCopyPage = () => import('./CopyPage').then((m) => m.CopyPage);
/** Continuing on another device (the QR code's page), its own chunk. */
export const loadContinuePage = () => import('./ContinuePage').then((m) => m.ContinuePage);
