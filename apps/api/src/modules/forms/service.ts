import {
  formMessages,
  type FormDetail,
  type FormListResponse,
  type FormPayload,
} from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';
import { companyInScope } from '../../lib/tenancy.js';
import { keepVersion, saveVersion, type FormContent } from './versions.js';
import {
  bucketsHolding,
  companyForms,
  selectFormDetails,
  selectFormSummaries,
  toFormDetail,
  toFormSummary,
} from './queries.js';

export interface Ctx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
}

export interface ListOptions {
  company_id?: number | null | undefined;
  search?: string | undefined;
  page: number;
  per_page: number;
}

/** A page of the company's live forms, by id, searched on the server. */
export async function listForms(
  { db, auth }: Pick<Ctx, 'db' | 'auth'>,
  options: ListOptions,
): Promise<FormListResponse> {
  const companyId = await companyInScope(db, auth, options.company_id);
  const rows = await selectFormSummaries(db, companyId, options.search)
    .orderBy('f.id')
    .limit(options.per_page)
    .offset((options.page - 1) * options.per_page)
    .execute();
  const { total } = await companyForms(db, companyId, options.search)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { data: rows.map(toFormSummary), total, page: options.page, per_page: options.per_page };
}

/** One live form of the company; another company's form is simply not found. */
export async function findForm(db: DbExecutor, companyId: number, id: number): Promise<FormDetail> {
  const row = await selectFormDetails(db, companyId).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', formMessages.notFound);
  return toFormDetail(row);
}

export async function getForm(
  { db, auth }: Pick<Ctx, 'db' | 'auth'>,
  id: number,
  requestedCompany: number | null | undefined,
): Promise<FormDetail> {
  return findForm(db, await companyInScope(db, auth, requestedCompany), id);
}

const contentOf = (payload: FormPayload): FormContent => ({
  title: payload.title,
  description: payload.description,
  fields: JSON.stringify(payload.fields),
});

/** A custom form at version 1, with that version kept in form_versions. */
export async function createForm({ db, auth, actor }: Ctx, payload: FormPayload) {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, payload.company_id);
    const content = contentOf(payload);
    const { id } = await trx
      .insertInto('forms')
      .values({ company_id: companyId, template_id: null, ...content, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await keepVersion(trx, id, 1, content);
    await writeAudit(trx, actor, {
      action: 'form.create',
      targetType: 'form',
      targetId: id,
      details: { company_id: companyId, version: 1, field_count: payload.fields.length },
    });
    return findForm(trx, companyId, id);
  });
}

/**
 * Saving a custom form makes a new version: submissions keep naming the version the patient saw,
 * and its fields stay in form_versions for their PDFs. Template forms are not editable.
 */
export async function updateForm({ db, auth, actor }: Ctx, id: number, payload: FormPayload) {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, payload.company_id);
    // Locked, so two saves at once make versions n+1 and n+2 rather than colliding.
    const current = await companyForms(trx, companyId)
      .select(['f.template_id', 'f.version'])
      .where('f.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('not_found', formMessages.notFound);
    if (current.template_id !== null) {
      throw new AppError('conflict', formMessages.templateNotEditable);
    }
    const version = current.version + 1;
    await saveVersion(trx, id, version, contentOf(payload));
    await writeAudit(trx, actor, {
      action: 'form.update',
      targetType: 'form',
      targetId: id,
      details: { company_id: companyId, version, field_count: payload.fields.length },
    });
    return findForm(trx, companyId, id);
  });
}

/**
 * Soft delete: submissions and their PDFs keep the form they name. Refused while a live bucket
 * holds the form, since the bucket would silently lose a step.
 */
export async function deleteForm(
  { db, auth, actor }: Ctx,
  id: number,
  requestedCompany: number | null | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, requestedCompany);
    // Locked, so a bucket being saved at the same moment waits and then sees the form gone.
    const form = await companyForms(trx, companyId)
      .select('f.template_id')
      .where('f.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!form) throw new AppError('not_found', formMessages.notFound);
    const buckets = await bucketsHolding(trx, id);
    if (buckets.length > 0) throw new AppError('conflict', formMessages.inBuckets(buckets));
    await trx
      .updateTable('forms')
      .set({ deleted_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'form.delete',
      targetType: 'form',
      targetId: id,
      details: { company_id: companyId, template_id: form.template_id },
    });
  });
}
