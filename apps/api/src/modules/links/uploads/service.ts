import {
  UPLOAD_CLINIC_DAY_MAX_BYTES,
  UPLOAD_LINK_MAX_BYTES,
  uploadMessages,
  type UploadResponse,
} from '@paperless/core';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Db, DbExecutor } from '../../../db/database.js';
import { anonymous, writeAudit } from '../../../lib/audit.js';
import { sealedKeyId, type Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import type { Storage } from '../../../lib/storage.js';
import { findLiveLink, unavailable, type LiveLink } from '../patient-links/lookup.js';
import { cleanUpload } from '../../uploads/index.js';
import { fileQuestion, uploadMimeOf, wrongType } from './question.js';

/**
 * Keeps one file a patient sends to a link's file question (issue 17): the link must be open
 * and the question one of its forms' file questions; the file is decoded and re-encoded
 * (clean.ts), sealed with the keyring's primary key and stored under a key the server makes,
 * and its row records who it belongs to. It stays unbound (submission_id null) until the
 * submission that answers with its id is stored (submissions/store/uploads.ts).
 */
export async function saveUpload(opts: {
  db: Db;
  cipher: Cipher;
  storage: Storage;
  token: string;
  field: string;
  contentType: string | undefined;
  body: unknown;
  ip: string | null;
}): Promise<UploadResponse['data']> {
  // Cheap checks first: a stranger's token or a wrong field costs a lookup, not a decode.
  const link = await findLiveLink(opts.db, opts.token);
  if (!link) throw unavailable();
  const question = await fileQuestion(opts.db, link, opts.field);
  const claimed = uploadMimeOf(opts.contentType);
  const received = opts.body;
  if (!claimed || !Buffer.isBuffer(received)) throw wrongType();
  if (received.length === 0) throw AppError.field('file', uploadMessages.unreadable);
  const receivedBytes = received.length;
  // Before the decode, by what arrived: a link or clinic at its limit costs no decode.
  await checkStoredBytes(opts.db, link, received.length);

  const clean = await cleanUpload(received, claimed);
  const sealed = opts.cipher.encryptBytes(clean.bytes);
  // Stored before the row: a failure after this leaves a sealed file nobody names, never a row
  // naming no file (the sweep deletes it once its link has ended; a refusal below at once).
  const storageKey = await opts.storage.put('uploads', clean.extension, sealed);
  const id = randomUUID();
  await opts.db
    .transaction()
    .execute(async (trx) => {
      // Under the link's lock: a link completed or cancelled meanwhile takes no more files,
      // and uploads sent at once are counted against the limits one after another.
      const live = await findLiveLink(trx, opts.token, { lock: true });
      if (!live) throw unavailable();
      await checkStoredBytes(trx, live, clean.bytes.length);
      await keepRow(trx, live);
    })
    .catch(async (error: unknown) => {
      await opts.storage.remove(storageKey);
      throw error;
    });
  return {
    upload_id: id,
    mime: clean.mime,
    bytes: clean.bytes.length,
    width: clean.width,
    height: clean.height,
    pages: clean.pages,
  };

  async function keepRow(trx: DbExecutor, live: LiveLink) {
    await trx
      .insertInto('form_uploads')
      .values({
        id,
        link_id: live.id,
        company_id: live.companyId,
        form_id: question.formId,
        field: question.field,
        mime: clean.mime,
        bytes: clean.bytes.length,
        width: clean.width,
        height: clean.height,
        pages: clean.pages,
        sha256: clean.sha256,
        storage_key: storageKey,
        key_id: sealedKeyId(sealed)!,
      })
      .execute();
    // Ids and sizes only: the field's key and the file say things about the patient.
    await writeAudit(
      trx,
      { ...anonymous(opts.ip), companyId: live.companyId },
      {
        action: 'patient_link.upload',
        targetType: 'form_upload',
        targetId: id,
        details: {
          link_id: live.id,
          form_id: question.formId,
          received_bytes: receivedBytes,
          kept_bytes: clean.bytes.length,
        },
      },
    );
  }
}

/**
 * Refuses a file that would take the link past UPLOAD_LINK_MAX_BYTES (413) or its clinic past
 * UPLOAD_CLINIC_DAY_MAX_BYTES in the last 24 hours (429), counting what is kept, bound or not.
 */
async function checkStoredBytes(db: DbExecutor, link: LiveLink, adding: number): Promise<void> {
  const sum = sql<string | null>`sum(bytes)`;
  const [forLink, forClinic] = await Promise.all([
    db
      .selectFrom('form_uploads')
      .select(sum.as('bytes'))
      .where('link_id', '=', link.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('form_uploads')
      .select(sum.as('bytes'))
      .where('company_id', '=', link.companyId)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow(),
  ]);
  const over = (stored: string | null, max: number) => Number(stored ?? 0) + adding > max;
  if (over(forLink.bytes, UPLOAD_LINK_MAX_BYTES))
    throw new AppError('too_large', uploadMessages.overLimit, { file: [uploadMessages.overLimit] });
  if (over(forClinic.bytes, UPLOAD_CLINIC_DAY_MAX_BYTES))
    throw new AppError('too_many_requests', uploadMessages.overLimit, {
      file: [uploadMessages.overLimit],
    });
}
