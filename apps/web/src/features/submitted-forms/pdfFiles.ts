import { messages, submissionMessages, type SubmittedFile } from '@paperless/core';
import { ApiError, API_TIMEOUT_MS, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../lib/api';
import { getSession } from '../auth/session';

/** Where a file is fetched from: the spec's download call, with the company for provider staff. */
export function downloadUrl(file: SubmittedFile, companyId: number | undefined): string {
  const query = new URLSearchParams({ url: file.url, pdf_name: file.pdf_name });
  if (companyId !== undefined) query.set('company_id', String(companyId));
  return `/api/forms/pdf/download?${query.toString()}`;
}

async function failureOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: string };
    return new ApiError(response.status, body.message || messages.serverError);
  } catch {
    return new ApiError(response.status, submissionMessages.downloadFailed);
  }
}

/**
 * A submitted form's PDF, fetched with the session's bearer token: a plain link or a new tab
 * cannot carry it. The shared API client reads JSON only, so the file call lives here, with the
 * same 10-second limit.
 */
export async function fetchPdf(file: SubmittedFile, companyId: number | undefined): Promise<Blob> {
  const token = getSession()?.token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const response = await fetch(downloadUrl(file, companyId), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    if (!response.ok) throw await failureOf(response);
    const blob = await response.blob();
    // Typed, so a new tab shows it in the browser's PDF viewer.
    return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, controller.signal.aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
}

/** Hands the file to the browser as a download under its stored name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; free the memory after.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
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
