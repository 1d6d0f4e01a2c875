// Submitted forms: what patients sent, their PDFs and attachments, downloaded one by one or as a
// packet, on their own screen (routes.ts) and on a company's tab.
export { FILE_STATUS_TEXT, PdfStatus } from './PdfStatus';
export { usePacketDownload } from './packetDownload';
export { openPdfInTab } from './pdfFiles';
export { useFileActions } from './useFileActions';

/** A company's submitted forms tab, loaded when the tab is opened. */
export const loadCompanySubmittedFormsTab = () =>
  import('./CompanySubmittedFormsTab').then((m) => m.CompanySubmittedFormsTab);
