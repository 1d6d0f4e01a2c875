import { messages, verifyMessages, type VerifyResponse } from '@paperless/core';
import { useMutation } from '@tanstack/react-query';
import { getSession } from '../../lib/session';
import { ApiError, NETWORK_MESSAGE } from '../../lib/api-error';

/** Said when the server does not answer before the upload's own timeout (the page's alone). */
export const VERIFY_TIMEOUT_MESSAGE = 'The server did not answer in time. Please try again.';
/** A 20 MB file over a slow connection takes far longer than an answer. */
const VERIFY_TIMEOUT_MS = 120_000;

/** POST /api/documents/verify's answer, as core's schema gives it. */
export type VerifyResult = VerifyResponse;

/**
 * Sends the file's own bytes (not a form) with the session's token: the server hashes them as
 * they arrive and keeps nothing. The shared API client sends JSON only, hence this call.
 */
export async function verifyPdf(file: File, companyId?: number): Promise<VerifyResult> {
  const token = getSession()?.token;
  const query = companyId === undefined ? '' : `?company_id=${companyId}`;
  let response: Response;
  try {
    response = await fetch(`/api/documents/verify${query}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/pdf',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? VERIFY_TIMEOUT_MESSAGE : NETWORK_MESSAGE);
  }
  const body = (await response.json().catch(() => undefined)) as
    (Partial<VerifyResult> & { message?: string; errors?: Record<string, string[]> }) | undefined;
  if (!response.ok) {
    // A proxy's own limit answers 413 without our JSON.
    const fallback = response.status === 413 ? verifyMessages.tooLarge : messages.serverError;
    throw new ApiError(response.status, body?.message || fallback, body?.errors);
  }
  return body as VerifyResult;
}

export function useVerifyPdf() {
  return useMutation({ mutationFn: (file: File) => verifyPdf(file) });
}
