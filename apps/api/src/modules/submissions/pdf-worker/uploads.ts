import type { Db } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';
import type { Storage } from '../../../lib/storage.js';
import { openUpload } from '../../uploads/index.js';
import type { PdfUpload } from '../pdf/render.js';

/**
 * The files a submission's answers name (bound to it when it was stored), opened for its PDF.
 * One that is gone or fails its checksum is left out: the PDF says the file is unavailable.
 */
export async function loadPdfUploads(
  deps: { db: Db; storage: Storage; cipher: Cipher },
  submissionId: string,
): Promise<Record<string, PdfUpload>> {
  const rows = await deps.db
    .selectFrom('form_uploads')
    .select(['id', 'mime', 'pages', 'storage_key', 'sha256'])
    .where('submission_id', '=', submissionId)
    .execute();
  const uploads: Record<string, PdfUpload> = {};
  for (const row of rows) {
    const opened = await openUpload(deps, row);
    if (!opened.ok) continue;
    // A copy of its own: the render thread may be handed these bytes.
    const bytes = new Uint8Array(opened.bytes);
    uploads[row.id] =
      row.mime === 'application/pdf'
        ? { mime: row.mime, bytes, pages: row.pages ?? 0 }
        : { mime: row.mime, bytes };
  }
  return uploads;
}
