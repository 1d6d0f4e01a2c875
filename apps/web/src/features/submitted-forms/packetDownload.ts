import type { SubmittedFile } from '@paperless/core';
import { useState } from 'react';
import { fetchFile, saveBlob } from '../../lib/fileDownload';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';

/** The selection as one file: a merged PDF or a ZIP of the PDFs (issue 18). */
export type PacketKind = 'pdf' | 'zip';

/** A ZIP of many forms is streamed over a while; far longer than an API answer's 10 s. */
export const PACKET_TIMEOUT_MS = 180_000;
export const packetFailed = 'The forms could not be downloaded. Please try again.';

/** GET /api/submitted-forms/packet.(pdf|zip) for the selected files, in the list's order. */
export function packetUrl(
  kind: PacketKind,
  files: readonly SubmittedFile[],
  companyId: number | undefined,
): string {
  const query = new URLSearchParams({
    submission_ids: files.map((f) => f.submission_id).join(','),
  });
  if (companyId !== undefined) query.set('company_id', String(companyId));
  return `/api/submitted-forms/packet.${kind}?${query.toString()}`;
}

const done = (kind: PacketKind, n: number) =>
  `${n} ${n === 1 ? 'form' : 'forms'} downloaded ${kind === 'pdf' ? 'as one PDF' : 'as a ZIP'}.`;

/**
 * Downloads the selection as one PDF or one ZIP, saved under the name the server gives
 * (`Lastname, Firstname - Forms - YYYY-MM-DD`). One at a time; the server's refusal (a form
 * still being prepared, too many forms) is shown as it words it.
 */
export function usePacketDownload(companyId: number | undefined) {
  const [busy, setBusy] = useState<PacketKind | null>(null);
  const download = async (kind: PacketKind, files: readonly SubmittedFile[]) => {
    setBusy(kind);
    try {
      const { blob, fileName } = await fetchFile(packetUrl(kind, files, companyId), {
        unreadable: packetFailed,
        timeoutMs: PACKET_TIMEOUT_MS,
      });
      saveBlob(blob, fileName ?? `Forms.${kind}`);
      notifySuccess(done(kind, files.length));
      return true;
    } catch (error) {
      notifyError(errorMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
