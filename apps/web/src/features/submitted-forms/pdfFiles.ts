import { submissionMessages, type SubmittedFile } from '@paperless/core';
import { fetchFile } from '../../lib/fileDownload';

/** Where a file is fetched from: the spec's download call, with the company for provider staff. */
export function downloadUrl(file: SubmittedFile, companyId: number | undefined): string {
  const query = new URLSearchParams({ url: file.url, pdf_name: file.pdf_name });
  if (companyId !== undefined) query.set('company_id', String(companyId));
  return `/api/forms/pdf/download?${query.toString()}`;
}

/** A submitted form's PDF, fetched with the session's bearer token (lib/fileDownload). */
export async function fetchPdf(file: SubmittedFile, companyId: number | undefined): Promise<Blob> {
  const { blob } = await fetchFile(downloadUrl(file, companyId), {
    unreadable: submissionMessages.downloadFailed,
  });
  // Typed, so a new tab shows it in the browser's PDF viewer.
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/**
 * Opens the PDF in a new tab. The tab is opened at once, in the click, so no pop-up blocker
 * stops it, and is pointed at the file once its bytes have arrived.
 */
export async function openPdfInTab(
  file: SubmittedFile,
  companyId: number | undefined,
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchPdf(file, companyId);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    // The tab keeps its own copy once loaded; a minute is ample for a slow viewer.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
