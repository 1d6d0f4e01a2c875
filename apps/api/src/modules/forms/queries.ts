import {
  getTemplate,
  parseCustomization,
  type FormDetail,
  type FormSummary,
  type TemplateTailoring,
} from '@paperless/core';
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

/**
 * Rows of the list: counts are taken by the database, the fields stay there. A custom form's
 * `fields` is its array of blocks; a customized template's is an object whose `hidden` lists
 * the questions it leaves out (template-customization.ts).
 */
export function selectFormSummaries(db: DbExecutor, companyId: number, search?: string) {
  return companyForms(db, companyId, search).select([
    ...SUMMARY_COLUMNS,
    sql<number>`case when jsonb_typeof(f.fields) = 'array'
      then jsonb_array_length(f.fields) else 0 end`.as('stored_field_count'),
    sql<number>`case when jsonb_typeof(f.fields -> 'hidden') = 'array'
      then jsonb_array_length(f.fields -> 'hidden') else 0 end`.as('hidden_count'),
    sql<number>`case when jsonb_typeof(f.fields -> 'added') = 'array'
      then jsonb_array_length(f.fields -> 'added') else 0 end`.as('added_count'),
    // The signature a clinic asked for on a template that has none (its signatureBlock).
    sql<boolean>`coalesce(f.fields -> 'signature' = 'true'::jsonb, false)`.as('asks_signature'),
    // A template's row stores nothing until a clinic makes its own version of it.
    sql<boolean>`f.template_id is not null and f.fields is not null`.as('customized'),
  ]);
}

/** One form with its fields (detail, builder), and the practice facts a template's notice uses. */
export function selectFormDetails(db: DbExecutor, companyId: number) {
  return companyForms(db, companyId)
    .innerJoin('companies as c', 'c.id', 'f.company_id')
    .select([
      ...SUMMARY_COLUMNS,
      'f.fields',
      'c.name as practice_name',
      'c.state as practice_state',
      'c.phone as practice_phone',
    ]);
}

type SummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectFormSummaries>['executeTakeFirstOrThrow']>
>;
type DetailRow = Awaited<
  ReturnType<ReturnType<typeof selectFormDetails>['executeTakeFirstOrThrow']>
>;

type SummaryCore = Omit<
  SummaryRow,
  'stored_field_count' | 'hidden_count' | 'added_count' | 'asks_signature' | 'customized'
>;

function summaryOf(
  row: SummaryCore,
  counts: { stored: number; hidden: number; added: number; signed: boolean; customized: boolean },
): FormSummary {
  // A template form's fields live in core; a customized one's row holds what it leaves out and
  // the questions it adds.
  const template = row.template_id === null ? undefined : getTemplate(row.template_id);
  const signature = counts.signed ? (template?.signatureBlock?.fields.length ?? 0) : 0;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status === 1 ? 1 : 0,
    template_id: row.template_id,
    version: row.version,
    field_count: template
      ? template.fields.length - counts.hidden + counts.added + signature
      : counts.stored,
    customized: counts.customized,
    updated_at: row.updated_at.toISOString(),
  };
}

export function toFormSummary(row: SummaryRow): FormSummary {
  const { stored_field_count: stored, hidden_count: hidden, added_count: added } = row;
  const signed = row.asks_signature;
  return summaryOf(row, { stored, hidden, added, signed, customized: row.customized });
}

export function toFormDetail(row: DetailRow): FormDetail {
  if (row.template_id === null) {
    const fields = parseStoredFields(row.fields);
    const counts = { stored: fields.length, hidden: 0, added: 0, signed: false, customized: false };
    return { ...summaryOf(row, counts), fields, tailoring: null };
  }
  const customization = parseCustomization(row.fields);
  const tailoring: TemplateTailoring = {
    customization,
    practice: { name: row.practice_name, state: row.practice_state, phone: row.practice_phone },
    title: row.title,
    version: row.version,
  };
  const counts = {
    stored: 0,
    hidden: customization?.hidden.length ?? 0,
    added: customization?.added.length ?? 0,
    signed: customization?.signature ?? false,
    customized: customization !== null,
  };
  return { ...summaryOf(row, counts), fields: [], tailoring };
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
