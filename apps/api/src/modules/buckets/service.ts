import { bucketMessages, type BucketListResponse, type BucketSummary } from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { countBuckets, findBucket, liveFormIds, selectBuckets } from './queries.js';

/** A bucket service call: the database, who acts, and the company resolved by companyInScope. */
export interface BucketCtx {
  db: Db;
  actor: AuditActor;
  companyId: number;
}

export interface BucketFields {
  title: string;
  /** Deduplicated, in the order the bucket keeps. */
  form_ids: number[];
}

export async function listBuckets(
  db: Db,
  companyId: number,
  options: { page: number; per_page: number; search?: string | undefined },
): Promise<BucketListResponse> {
  const filter = { companyId, search: options.search || undefined };
  const [total, data] = await Promise.all([
    countBuckets(db, filter),
    selectBuckets(db, filter, {
      limit: options.per_page,
      offset: (options.page - 1) * options.per_page,
    }),
  ]);
  return { data, total, page: options.page, per_page: options.per_page };
}

export async function getBucket(
  db: DbExecutor,
  companyId: number,
  bucketId: number,
): Promise<BucketSummary> {
  const bucket = await findBucket(db, companyId, bucketId);
  // Another company's bucket is simply not found, as if it did not exist.
  if (!bucket) throw new AppError('not_found', bucketMessages.notFound);
  return bucket;
}

export async function createBucket(ctx: BucketCtx, fields: BucketFields): Promise<BucketSummary> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkForms(trx, ctx.companyId, fields.form_ids);
    const { id } = await trx
      .insertInto('buckets')
      .values({ company_id: ctx.companyId, title: fields.title })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placeForms(trx, id, fields.form_ids);
    await audit(trx, ctx, 'bucket.create', id, { form_ids: fields.form_ids });
    return getBucket(trx, ctx.companyId, id);
  });
}

export async function updateBucket(
  ctx: BucketCtx,
  bucketId: number,
  fields: BucketFields,
): Promise<BucketSummary> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockBucket(trx, ctx.companyId, bucketId);
    await checkForms(trx, ctx.companyId, fields.form_ids);
    await trx
      .updateTable('buckets')
      .set({ title: fields.title, updated_at: sql<Date>`now()` })
      .where('id', '=', bucketId)
      .execute();
    await trx.deleteFrom('bucket_forms').where('bucket_id', '=', bucketId).execute();
    await placeForms(trx, bucketId, fields.form_ids);
    await audit(trx, ctx, 'bucket.update', bucketId, { form_ids: fields.form_ids });
    return getBucket(trx, ctx.companyId, bucketId);
  });
}

/** Soft delete: links already sent and their submissions still name the bucket. */
export async function deleteBucket(ctx: BucketCtx, bucketId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockBucket(trx, ctx.companyId, bucketId);
    await trx
      .updateTable('buckets')
      .set({ deleted_at: sql<Date>`now()` })
      .where('id', '=', bucketId)
      .execute();
    await audit(trx, ctx, 'bucket.delete', bucketId);
  });
}

/** The company's live bucket, row-locked so two edits of it apply one after the other. */
async function lockBucket(db: DbExecutor, companyId: number, bucketId: number): Promise<void> {
  const row = await db
    .selectFrom('buckets')
    .select('id')
    .where('id', '=', bucketId)
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', bucketMessages.notFound);
}

async function checkForms(db: DbExecutor, companyId: number, formIds: number[]): Promise<void> {
  const live = await liveFormIds(db, companyId, formIds);
  if (formIds.some((id) => !live.has(id))) {
    throw AppError.field('form_ids', bucketMessages.formsUnavailable);
  }
}

async function placeForms(db: DbExecutor, bucketId: number, formIds: number[]): Promise<void> {
  await db
    .insertInto('bucket_forms')
    .values(formIds.map((formId, position) => ({ bucket_id: bucketId, form_id: formId, position })))
    .execute();
}

function audit(
  db: DbExecutor,
  ctx: BucketCtx,
  action: string,
  bucketId: number,
  details?: Record<string, unknown>,
) {
  return writeAudit(db, ctx.actor, {
    action,
    targetType: 'bucket',
    targetId: bucketId,
    // Provider staff act on a client: the audit row names the company acted on.
    details: { company_id: ctx.companyId, ...details },
  });
}
