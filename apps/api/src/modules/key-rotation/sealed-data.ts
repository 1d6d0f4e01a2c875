import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Every column sealed with the installation's cipher (lib/crypto.ts), by table and the columns
 * that name a row. A new sealed column is one more line here: the re-seal, the status and the
 * tests walk this list. A column that does not exist (yet) is skipped.
 */
export interface SealedColumn {
  table: string;
  keys: readonly string[];
  column: string;
  /** Values stored in clear before this column was sealed: sealed (as text) by the re-seal. */
  clearBefore?: boolean;
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'submissions', keys: ['id'], column: 'answers' },
  { table: 'link_steps', keys: ['link_id', 'form_id'], column: 'answers' },
  // Who signed (migration 0019): the signer's IP address and browser, tied to a patient.
  { table: 'submissions', keys: ['id'], column: 'signer' },
  { table: 'link_steps', keys: ['link_id', 'form_id'], column: 'signer' },
  { table: 'users', keys: ['id'], column: 'totp_secret' },
  // Outbox messages (migration 0011): the address and the bodies with and without the link.
  { table: 'outbox', keys: ['id'], column: 'recipient_sealed' },
  { table: 'outbox', keys: ['id'], column: 'body_sealed' },
  { table: 'outbox', keys: ['id'], column: 'safe_body_sealed' },
  // An e-mail's layout (migration 0021): a reminder's holds its stop link.
  { table: 'outbox', keys: ['id'], column: 'layout_sealed' },
  { table: 'form_links', keys: ['id'], column: 'recipient', clearBefore: true },
  // Issue 19: a link's draft for another device, and the token a hand-off opens the link with.
  { table: 'form_links', keys: ['id'], column: 'draft' },
  { table: 'link_handoffs', keys: ['id'], column: 'token_sealed' },
];

/** Submission PDFs: the files, whose key id sits in submissions.pdf_key_id (null: in clear). */
export const PDF_TARGET = 'submissions.pdf (files)';

/** Patients' uploads (issue 17): the files, whose key id sits in form_uploads.key_id. */
export const UPLOAD_TARGET = 'form_uploads (files)';

/** form_links.recipient_mac of links sent before migration 0014: made once from the address. */
export const LINK_RECIPIENT_TARGET = 'form_links.recipient_mac';

/** encounters.patient_key: HMACs under a keyring key, recomputed (not re-sealed) on rotation. */
export const PATIENT_KEY_TARGET = 'encounters.patient_key';

export const targetName = (c: SealedColumn) => `${c.table}.${c.column}`;

export async function columnExists(db: Db, c: SealedColumn): Promise<boolean> {
  const result = await sql<{ found: number }>`
    select 1 as found from information_schema.columns
    where table_schema = current_schema() and table_name = ${c.table} and column_name = ${c.column}
  `.execute(db);
  return result.rows.length > 0;
}

export const ref = (name: string) => sql.ref(name);
export const keyList = (c: SealedColumn): RawBuilder<unknown> =>
  sql.join(c.keys.map((k) => sql.ref(k)));

/** How many values (and files) each key sealed, per target: what `--status` prints. */
export interface SealedCount {
  target: string;
  keyId: string;
  count: number;
}

export async function countByKey(db: Db): Promise<SealedCount[]> {
  const out: SealedCount[] = [];
  for (const c of SEALED_COLUMNS) {
    if (!(await columnExists(db, c))) continue;
    const rows = await sql<{ key_id: string; count: string | number }>`
      select case when ${ref(c.column)} ~ '^v1[.][0-9a-f]{8}[.]' then split_part(${ref(c.column)}, '.', 2)
        else 'clear' end as key_id, count(*) as count
      from ${sql.table(c.table)} where ${ref(c.column)} is not null group by 1 order by 1
    `.execute(db);
    for (const r of rows.rows) {
      out.push({ target: targetName(c), keyId: r.key_id, count: Number(r.count) });
    }
  }
  const files = await db
    .selectFrom('submissions')
    .select([
      sql<string>`coalesce(pdf_key_id, 'clear')`.as('key_id'),
      (eb) => eb.fn.countAll<string>().as('count'),
    ])
    .where('pdf_key', 'is not', null)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  for (const r of files) out.push({ target: PDF_TARGET, keyId: r.key_id, count: Number(r.count) });
  const uploads = await db
    .selectFrom('form_uploads')
    .select(['key_id', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('key_id')
    .orderBy('key_id')
    .execute();
  for (const r of uploads) {
    out.push({ target: UPLOAD_TARGET, keyId: r.key_id, count: Number(r.count) });
  }
  // Patient keys (HMACs, not sealed values): null key id = the unkeyed sha256 made before 0012.
  const patientKeys = await sql<{ key_id: string; count: string | number }>`
    select coalesce(patient_key_id, 'clear') as key_id, count(*) as count
    from encounters group by 1 order by 1
  `.execute(db);
  for (const r of patientKeys.rows) {
    out.push({ target: PATIENT_KEY_TARGET, keyId: r.key_id, count: Number(r.count) });
  }
  return out;
}

/** Values and files not sealed with the primary key: 0 everywhere means old keys can go. */
export function notUnderPrimary(counts: readonly SealedCount[], primaryKeyId: string): number {
  return counts.filter((c) => c.keyId !== primaryKeyId).reduce((sum, c) => sum + c.count, 0);
}
