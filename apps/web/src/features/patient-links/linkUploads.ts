import { uploadMessages } from '@paperless/core';
import { NETWORK_MESSAGE } from '../../lib/api-error';
import { PublicCallFailure, publicCall } from '../../lib/publicCall';
import type { UploadFile } from '../form-engine';
import { linkUrl } from './publicApi';

// A 10 MB photo over a weak mobile connection: minutes, not the seconds an answer takes.
const UPLOAD_TIMEOUT_MS = 180_000;

// Said when a refusal names no reason (a proxy's body limit answers without our JSON).
const BY_STATUS: Record<number, string> = {
  413: uploadMessages.tooLarge,
  415: uploadMessages.type,
};

/** What the patient reads under the question when the server did not keep their file. */
export function uploadFailureText(error: unknown): string {
  if (error instanceof PublicCallFailure) {
    const named = error.errors?.file?.[0] ?? error.errors?.field?.[0];
    return named || error.message.trim() || BY_STATUS[error.status] || uploadMessages.unreadable;
  }
  if (error instanceof Error && error.message === NETWORK_MESSAGE) return NETWORK_MESSAGE;
  return uploadMessages.unreadable;
}

/**
 * The upload target of a patient's link: the file's own bytes go as the body, typed, to
 * POST /api/public/links/{token}/uploads?field=<answer key>.
 */
export function linkUploader(token: string): UploadFile {
  return async (field, file, signal) => {
    const url = `${linkUrl(token)}/uploads?${new URLSearchParams({ field }).toString()}`;
    // The answer's check loads while the file travels (it is not needed before).
    const reader = import('./uploadAnswer');
    reader.catch(() => undefined);
    try {
      const answer = await publicCall<unknown>(url, {
        method: 'POST',
        body: file,
        contentType: file.type,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        signal,
      });
      return (await reader).readUploadAnswer(answer);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new Error(uploadFailureText(error));
    }
  };
}
