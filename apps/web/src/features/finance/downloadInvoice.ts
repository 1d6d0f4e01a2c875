import { financeMessages, messages } from '@paperless/core';
import { ApiError, API_TIMEOUT_MS, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../lib/api';
import { getSession } from '../auth/session';

/** The file name the server gave (Content-Disposition), else a plain one. */
function fileNameOf(response: Response, invoiceId: number): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? `invoice-${invoiceId}.pdf`;
}

async function failureOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: string };
    return new ApiError(response.status, body.message || messages.serverError);
  } catch {
    return new ApiError(response.status, financeMessages.downloadFailed);
  }
}

/**
 * Fetches an invoice PDF with the session's bearer token (a plain link cannot carry it) and
 * hands it to the browser as a download. The shared API client reads JSON only, so the file
 * call lives here, with the same 10-second limit.
 */
export async function downloadInvoice(invoiceId: number): Promise<void> {
  const token = getSession()?.token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(`/api/invoices/${invoiceId}/download`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    if (!response.ok) throw await failureOf(response);
    blob = await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, controller.signal.aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, invoiceId);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; free the memory after.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
