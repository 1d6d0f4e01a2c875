import { uploadMessages, type UploadResponse } from '@paperless/core';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { anonymous, writeAudit } from '../../lib/audit.js';
import { sealedKeyId, type Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { findLiveLink, unavailable } from '../patient-links/lookup.js';
import { cleanUpload } from './clean.js';
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

  const clean = await cleanUpload(received, claimed);
  const sealed = opts.cipher.encryptBytes(clean.bytes);
  // Stored before the row: a failure after this leaves a sealed file nobody names, never a row
  // naming no file.
  const storageKey = await opts.storage.put('uploads', clean.extension, sealed);
  const id = randomUUID();
  await opts.db.transaction().execute(async (trx) => {
    // Under the link's lock: a link completed or cancelled meanwhile takes no more files.
    const live = await findLiveLink(trx, opts.token, { lock: true });
    if (!live) throw unavailable();
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
          received_bytes: received.length,
          kept_bytes: clean.bytes.length,
        },
      },
    );
  });
  return {
    upload_id: id,
    mime: clean.mime,
    bytes: clean.bytes.length,
    width: clean.width,
    height: clean.height,
    pages: clean.pages,
  };
}
