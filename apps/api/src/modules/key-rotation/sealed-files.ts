import { createHash } from 'node:crypto';
import { openStoredFile, sealedKeyId } from '../../lib/crypto.js';
import type { Db, DbExecutor } from '../../db/database.js';
import type { ResealCount, ResealDeps } from './reseal.js';
import { PDF_TARGET, UPLOAD_TARGET } from './sealed-data.js';

const BATCH = 100;

/**
 * A stored file sealed again with the primary key: opened (or taken as it is, for files stored
 * in clear), checked against its sha256, sealed and swapped in place under the same storage key
 * (readers see the old or the new file, both of which open). The key id it is sealed with
 * afterwards, or null when it cannot be opened or is gone.
 */
export async function resealFile(deps: ResealDeps, key: string, sha256: string | null) {
  const stored = await deps.storage.get(key);
  if (!stored) return null;
  try {
    const plain = openStoredFile(deps.cipher, stored);
    const actual = createHash('sha256').update(plain).digest('hex');
    if (sha256 && actual !== sha256.toLowerCase()) return null;
    // Sealed by a pass that stopped before recording it: only the row is behind.
    const current = sealedKeyId(stored);
    if (current === deps.cipher.primaryKeyId()) return current;
    const sealed = deps.cipher.encryptBytes(plain);
    return (await deps.storage.replace(key, sealed)) ? sealedKeyId(sealed) : null;
  } catch {
    return null;
  }
}

/** One stored file of a set, by its row. */
interface FileRow {
  id: string;
  key: string;
  sha256: string | null;
}

/**
 * A set of sealed files (submission PDFs, patients' uploads): how to find the rows whose file
 * an older key sealed, and how to record the new key id if the row still names that file.
 */
export interface SealedFileSet {
  target: string;
  batch(after: string | null, primary: string, limit: number): Promise<FileRow[]>;
  record(trx: DbExecutor, row: { id: string; key: string; keyId: string }): Promise<boolean>;
}

/** Every file of a set re-sealed with the primary key, a batch at a time. */
export async function resealFileSet(deps: ResealDeps, set: SealedFileSet): Promise<ResealCount> {
  const count = { target: set.target, resealed: 0, failed: 0 };
  let after: string | null = null;
  while (!deps.shouldStop?.()) {
    const rows = await set.batch(after, deps.cipher.primaryKeyId(), deps.batchSize ?? BATCH);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const done: { id: string; key: string; keyId: string }[] = [];
    for (const row of rows) {
      const keyId = await resealFile(deps, row.key, row.sha256);
      if (keyId) done.push({ id: row.id, key: row.key, keyId });
      else count.failed++;
    }
    await deps.beforeWrite?.(count.target);
    await deps.db.transaction().execute(async (trx) => {
      for (const d of done) if (await set.record(trx, d)) count.resealed++;
    });
    deps.onBatch?.(count);
  }
  return count;
}

/** Submission PDFs: pdf_key_id null means stored in clear (before encryption). */
export const submissionPdfs = (db: Db): SealedFileSet => ({
  target: PDF_TARGET,
  async batch(after, primary, limit) {
    const rows = await db
      .selectFrom('submissions')
      .select(['id', 'pdf_key', 'pdf_sha256'])
      .where('pdf_key', 'is not', null)
      .where((eb) => eb.or([eb('pdf_key_id', 'is', null), eb('pdf_key_id', '<>', primary)]))
      .where('id', '>', after ?? '0')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: String(r.id), key: r.pdf_key!, sha256: r.pdf_sha256 }));
  },
  async record(trx, d) {
    const result = await trx
      .updateTable('submissions')
      .set({ pdf_key_id: d.keyId })
      .where('id', '=', d.id)
      .where('pdf_key', '=', d.key)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
});

/** Patients' uploads (issue 17), sealed since their first byte. */
export const patientUploads = (db: Db): SealedFileSet => ({
  target: UPLOAD_TARGET,
  async batch(after, primary, limit) {
    let query = db
      .selectFrom('form_uploads')
      .select(['id', 'storage_key', 'sha256'])
      .where('key_id', '<>', primary)
      .orderBy('id')
      .limit(limit);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.execute();
    return rows.map((r) => ({ id: r.id, key: r.storage_key, sha256: r.sha256 }));
  },
  async record(trx, d) {
    const result = await trx
      .updateTable('form_uploads')
      .set({ key_id: d.keyId })
      .where('id', '=', d.id)
      .where('storage_key', '=', d.key)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
});
