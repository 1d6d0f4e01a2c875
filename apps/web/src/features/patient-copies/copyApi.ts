import type { PublicCopyResponse } from '@paperless/core';
import { PublicCallFailure, publicCall } from '../../lib/publicCall';
import { NETWORK_MESSAGE } from '../../lib/api-error';
import { saveBlob } from '../../lib/saveBlob';

const copyUrl = (token: string) => `/api/public/copies/${encodeURIComponent(token)}`;

export async function loadCopy(token: string): Promise<PublicCopyResponse['data']> {
  return (await publicCall<PublicCopyResponse>(copyUrl(token))).data;
}

/**
 * The server's "still being made, ask again" (409 with Retry-After). A failed PDF is 409 too, but
 * without Retry-After; the message is in the patient's language, so it is never what tells them
 * apart.
 */
export class CopyNotReady extends PublicCallFailure {
  constructor(message: string) {
    super(409, message);
    this.name = 'CopyNotReady';
  }
}

/**
 * The server's "not waited for any more" (202, issue 39): the PDF failed or is late, and the
 * message (in the patient's language) says the copy will follow by the link's channel, or that
 * the practice can give it. Not a refusal: the answers are safe with the practice.
 */
export class CopyPromised extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyPromised';
  }
}

export interface CopyFile {
  blob: Blob;
  fileName: string;
}

/**
 * The copy's PDF. A refusal is a PublicCallFailure with the server's message (and the birth
 * date's message under `errors.dob`), as the page's other calls fail. No referrer, no session.
 */
export async function fetchCopyPdf(token: string, dob?: string): Promise<CopyFile> {
  let response: Response;
  try {
    response = await fetch(`${copyUrl(token)}/pdf`, {
      method: 'POST',
      headers: { Accept: 'application/pdf, application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(dob ? { dob } : {}),
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new Error(NETWORK_MESSAGE);
  }
  if (response.status === 202) {
    const body = (await response.json().catch(() => undefined)) as
      { message?: unknown } | undefined;
    throw new CopyPromised(typeof body?.message === 'string' ? body.message : '');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      { message?: unknown; errors?: Record<string, string[]> } | undefined;
    const message = typeof body?.message === 'string' ? body.message : '';
    if (response.status === 409 && response.headers.has('retry-after')) {
      throw new CopyNotReady(message);
    }
    throw new PublicCallFailure(response.status, message, body?.errors);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

/** The name the server gave (RFC 8187 `filename*` first), else a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'Signed forms.pdf';
}

/** Hands the file to the browser as a download under its name. */
export function saveFile({ blob, fileName }: CopyFile): void {
  saveBlob(blob, fileName);
}
