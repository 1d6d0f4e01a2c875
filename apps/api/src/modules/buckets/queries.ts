import type { BucketForm, BucketSummary } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';

export interface BucketFilter {
  companyId: number;
  bucketId?: number | undefined;
  /** Title or form title (containment, ignoring case), or the exact form count. */
  search?: string | undefined;
}

// A bucket counts and lists only forms still live: a deleted form leaves its buckets.
const liveFormCount = sql<number>`(
  select count(*)::int from bucket_forms bf
  join forms f on f.id = bf.form_id and f.deleted_at is null
  where bf.bucket_id = b.id
)`;

/** The company's live buckets; the company id is required, so no query can cross tenants. */
function buckets(db: DbExecutor, filter: BucketFilter) {
  let query = db
    .selectFrom('buckets as b')
    .where('b.company_id', '=', filter.companyId)
    .where('b.deleted_at', 'is', null);
  if (filter.bucketId !== undefined) query = query.where('b.id', '=', filter.bucketId);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const count = /^\d{1,6}$/.test(filter.search) ? Number(filter.search) : null;
    query = query.where((eb) =>
      eb.or([
        eb('b.title', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('bucket_forms as bf')
            .innerJoin('forms as f', 'f.id', 'bf.form_id')
            .whereRef('bf.bucket_id', '=', 'b.id')
            .where('f.deleted_at', 'is', null)
            .where('f.title', 'ilike', pattern)
            .select(sql`1`.as('one')),
        ),
        ...(count === null ? [] : [eb(liveFormCount, '=', count)]),
      ]),
    );
  }
  return query;
}

export async function countBuckets(db: DbExecutor, filter: BucketFilter): Promise<number> {
  const row = await buckets(db, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** Buckets by title (then id, so pages are stable), each with its forms in bucket order. */
export async function selectBuckets(
  db: DbExecutor,
  filter: BucketFilter,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<BucketSummary[]> {
  const rows = await buckets(db, filter)
    .select(['b.id', 'b.title', 'b.created_at', 'b.updated_at', liveFormCount.as('form_count')])
    .orderBy(sql`lower(b.title)`)
    .orderBy('b.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const forms = await formsOf(
    db,
    filter.companyId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    form_count: row.form_count,
    forms: forms.get(row.id) ?? [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function findBucket(
  db: DbExecutor,
  companyId: number,
  bucketId: number,
): Promise<BucketSummary | undefined> {
  const [bucket] = await selectBuckets(db, { companyId, bucketId });
  return bucket;
}

async function formsOf(
  db: DbExecutor,
  companyId: number,
  bucketIds: number[],
): Promise<Map<number, BucketForm[]>> {
  const byBucket = new Map<number, BucketForm[]>();
  if (bucketIds.length === 0) return byBucket;
  const rows = await db
    .selectFrom('bucket_forms as bf')
    .innerJoin('forms as f', 'f.id', 'bf.form_id')
    .select(['bf.bucket_id', 'f.id', 'f.title'])
    .where('bf.bucket_id', 'in', bucketIds)
    .where('f.company_id', '=', companyId)
    .where('f.deleted_at', 'is', null)
    .orderBy('bf.bucket_id')
    .orderBy('bf.position')
    .execute();
  for (const row of rows) {
    const list = byBucket.get(row.bucket_id) ?? [];
    list.push({ id: row.id, title: row.title });
    byBucket.set(row.bucket_id, list);
  }
  return byBucket;
}

/** Which of these ids are live forms of the company (a bucket never names another's form). */
export async function liveFormIds(
  db: DbExecutor,
  companyId: number,
  formIds: readonly number[],
): Promise<Set<number>> {
  if (formIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('forms')
    .select('id')
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', [...formIds])
    .execute();
  return new Set(rows.map((r) => r.id));
}
