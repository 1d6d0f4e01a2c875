import { messages } from '@paperless/core';
import { getSession } from './session';
import { ApiError, API_TIMEOUT_MS, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api';

export interface FetchedFile {
  blob: Blob;
  /** The name the server gave (Content-Disposition), if any. */
  fileName: string | undefined;
}

/**
 * A file from the API, fetched with the session's bearer token: a plain link or a new tab
 * cannot carry it, and the shared API client reads JSON only. A refusal becomes an ApiError
 * with the server's message (or `unreadable` when the answer has none), like any API call.
 */
export async function fetchFile(
  url: string,
  options: { unreadable: string; timeoutMs?: number },
): Promise<FetchedFile> {
  const token = getSession()?.token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    if (!response.ok) throw await failureOf(response, options.unreadable);
    const header = response.headers.get('content-disposition') ?? '';
    return {
      blob: await response.blob(),
      fileName: fileNameOf(header),
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, controller.signal.aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The name in a Content-Disposition header: `filename*` (RFC 8187, UTF-8: "Nguyễn, Hằng - ...")
 * when present, else the ASCII `filename` fallback.
 */
export function fileNameOf(header: string): string | undefined {
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  return /filename="([^"]+)"/.exec(header)?.[1];
}

async function failureOf(response: Response, unreadable: string): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: string };
    return new ApiError(response.status, body.message || messages.serverError);
  } catch {
    return new ApiError(response.status, unreadable);
  }
}

export { saveBlob } from './saveBlob';
