// Submitted forms: what patients sent, their PDFs and attachments, downloaded one by one or as a
// packet, on their own screen and on a company's tab.
export { FILE_STATUS_TEXT } from './FileRow';
export { usePacketDownload } from './packetDownload';
export { openPdfInTab } from './pdfFiles';
export { useFileActions } from './useFileActions';

/** The submitted forms screen, its own chunk: loaded when first opened. */
export const loadSubmittedFormsPage = () =>
  import('./SubmittedFormsPage').then((m) => m.SubmittedFormsPage);
/** A company's submitted forms tab, loaded when the tab is opened. */
export const loadCompanySubmittedFormsTab = () =>
  import('./CompanySubmittedFormsTab').then((m) => m.CompanySubmittedFormsTab);
