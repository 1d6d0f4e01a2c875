// The pages a patient opens from a link, in the practice's frame: filling a form or bucket (drafts,
// hand-off to another device), the e-mailed copy (routes.ts), and the address of a link (read
// before the router). The kiosk draws the fill pages too, so their loader is here as well.
export { FillLoading, FillPage, FillResult } from './FillScreens';
export { LinkAddressContext, patientLinkAt, type PatientLinkKind } from './linkAddress';
export { loadLinkPage } from './linkPages';
export type { FillMode } from './fillMode';
export { linkLanguageOf, usePublicLink } from './usePublicLink';
