import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { sealedKeyId, type Cipher } from '../../lib/crypto.js';
import type { Storage } from '../../lib/storage.js';
import { macLinkRecipients } from './link-recipients.js';
import { rekeyPatients } from './patient-keys.js';
import { patientUploads, resealFileSet, submissionPdfs } from './sealed-files.js';
import {
  columnExists,
  keyList,
  ref,
  SEALED_COLUMNS,
  targetName,
  type SealedColumn,
} from './sealed-data.js';

/**
 * Re-seals, with the cipher's primary key, every sealed value and PDF file that an older key
 * sealed. It walks each table once in key order, in small batches, each batch its own
 * transaction; a row is written back only if its value is still the one read, so a concurrent
 * write (a patient saving a step, the PDF worker) always wins and is never lost. What cannot
 * be opened (a key not in the keyring, a damaged value) is counted and left as it is.
 */
export interface ResealDeps {
  db: Db;
  cipher: Cipher;
  storage: Storage;
  batchSize?: number;
  /** After each batch: counts only, never values. */
  onBatch?(progress: { target: string; resealed: number; failed: number }): void;
  /** Checked between batches: a shutdown does not wait for a whole pass. */
  shouldStop?(): boolean;
  /** Tests: runs between the read and the write of a batch, to write concurrently. */
  beforeWrite?(target: string): Promise<void>;
}

export interface ResealCount {
  target: string;
  resealed: number;
  failed: number;
}

const BATCH = 100;

type KeyValues = unknown[];

async function resealColumn(deps: ResealDeps, c: SealedColumn): Promise<ResealCount> {
  const count = { target: targetName(c), resealed: 0, failed: 0 };
  if (!(await columnExists(deps.db, c))) return count;
  const keys = keyList(c);
  let after: KeyValues | null = null;
  while (!deps.shouldStop?.()) {
    const primary = deps.cipher.primaryKeyId();
    const page: { rows: Record<string, unknown>[] } = await sql<Record<string, unknown>>`
      select ${keys}, ${ref(c.column)} as sealed from ${sql.table(c.table)}
      where ${ref(c.column)} is not null and ${ref(c.column)} not like ${`v1.${primary}.%`}
      ${after ? sql`and (${keys}) > (${sql.join(after.map((v) => sql`${v}`))})` : sql``}
      order by ${keys} limit ${deps.batchSize ?? BATCH}
    `.execute(deps.db);
    if (page.rows.length === 0) break;
    after = c.keys.map((k) => page.rows.at(-1)![k]);

    const updates: { key: KeyValues; old: string; sealed: string }[] = [];
    for (const row of page.rows) {
      const old = row.sealed as string;
      try {
        updates.push({
          key: c.keys.map((k) => row[k]),
          old,
          // A value from before the column was sealed is the plain text itself.
          sealed: deps.cipher.encryptJson(
            c.clearBefore && sealedKeyId(old) === null ? old : deps.cipher.decryptJson(old),
          ),
        });
      } catch {
        count.failed++;
      }
    }
    await deps.beforeWrite?.(count.target);
    await deps.db.transaction().execute(async (trx) => {
      for (const u of updates) {
        const match = sql.join(
          c.keys.map((k, i) => sql`${ref(k)} = ${u.key[i]}`),
          sql` and `,
        );
        const result = await sql`
          update ${sql.table(c.table)} set ${ref(c.column)} = ${u.sealed}
          where ${match} and ${ref(c.column)} = ${u.old}
        `.execute(trx);
        if (Number(result.numAffectedRows ?? 0) > 0) count.resealed++;
      }
    });
    deps.onBatch?.(count);
  }
  return count;
}

/** One pass over every sealed column and the PDFs; returns what it did per target. */
export async function resealAll(deps: ResealDeps): Promise<ResealCount[]> {
  const counts: ResealCount[] = [];
  for (const c of SEALED_COLUMNS) counts.push(await resealColumn(deps, c));
  counts.push(await resealFileSet(deps, submissionPdfs(deps.db)));
  counts.push(await resealFileSet(deps, patientUploads(deps.db)));
  counts.push(await rekeyPatients(deps));
  counts.push(await macLinkRecipients(deps));
  return counts;
}
