import { getTemplate, type FormDetail, type FormSummary } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { parseStoredFields } from './definition.js';

/** The status word the list shows, so a search for 'active' or 'inactive' finds the rows. */
const statusWord = sql<string>`case when f.status = 1 then 'Active' else 'Inactive' end`;

/**
 * A company's live forms; `search` matches title, description and the status word by
 * case-insensitive containment, and the id exactly (spec: Forms list search).
 */
export function companyForms(db: DbExecutor, companyId: number, search?: string) {
  let query = db
    .selectFrom('forms as f')
    .where('f.company_id', '=', companyId)
    .where('f.deleted_at', 'is', null);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,9}$/.test(search) ? Number(search) : undefined;
    query = query.where((eb) =>
      eb.or([
        eb('f.title', 'ilike', pattern),
        eb('f.description', 'ilike', pattern),
        eb(statusWord, 'ilike', pattern),
        ...(id === undefined ? [] : [eb('f.id', '=', id)]),
      ]),
    );
  }
  return query;
}

const SUMMARY_COLUMNS = [
  'f.id',
  'f.title',
  'f.description',
  'f.status',
  'f.template_id',
  'f.version',
  'f.updated_at',
] as const;

/** Rows of the list: the field count is counted by the database, the fields stay there. */
export function selectFormSummaries(db: DbExecutor, companyId: number, search?: string) {
  return companyForms(db, companyId, search).select([
    ...SUMMARY_COLUMNS,
    sql<number>`coalesce(jsonb_array_length(f.fields), 0)::int`.as('stored_field_count'),
  ]);
}

/** One form with its fields (detail, builder). */
export function selectFormDetails(db: DbExecutor, companyId: number) {
  return companyForms(db, companyId).select([...SUMMARY_COLUMNS, 'f.fields']);
}

type SummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectFormSummaries>['executeTakeFirstOrThrow']>
>;
type DetailRow = Awaited<
  ReturnType<ReturnType<typeof selectFormDetails>['executeTakeFirstOrThrow']>
>;

function summaryOf(row: Omit<SummaryRow, 'stored_field_count'>, storedCount: number): FormSummary {
  // A template form's fields live in core; its row holds none.
  const template = row.template_id === null ? undefined : getTemplate(row.template_id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status === 1 ? 1 : 0,
    template_id: row.template_id,
    version: row.version,
    field_count: template ? template.fields.length : storedCount,
    updated_at: row.updated_at.toISOString(),
  };
}

export function toFormSummary(row: SummaryRow): FormSummary {
  return summaryOf(row, row.stored_field_count);
}

export function toFormDetail(row: DetailRow): FormDetail {
  const fields = row.template_id === null ? parseStoredFields(row.fields) : [];
  return { ...summaryOf(row, fields.length), fields };
}

/** Titles of the live buckets a form is in: deleting it would break them. */
export async function bucketsHolding(db: DbExecutor, formId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('bucket_forms as bf')
    .innerJoin('buckets as b', 'b.id', 'bf.bucket_id')
    .select('b.title')
    .where('bf.form_id', '=', formId)
    .where('b.deleted_at', 'is', null)
    .orderBy('b.title')
    .execute();
  return rows.map((r) => r.title);
}
