import { messages, sendingMessages, type PatientLanguage } from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';
import type { LinkKind, LinkSubject } from './message.js';

/**
 * The practice a message names; a deactivated one is refused, as its links would not open. A
 * clinic suspended for non-payment or an ended trial (decision 16) sends nothing new until its
 * owner restores it; links already sent still open and what it holds stays readable (issue 20).
 */
async function practiceName(db: DbExecutor, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('companies as c')
    .leftJoin('subscriptions as s', 's.company_id', 'c.id')
    .select(['c.name', 'c.status', 's.status as subscription'])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (row.status !== 1) throw new AppError('conflict', sendingMessages.clinicInactive);
  if (row.subscription === 'suspended')
    throw new AppError('conflict', sendingMessages.clinicSuspended);
  return row.name;
}

/** The title of a live form or bucket of the company, else not found (another company's too). */
async function liveTitle(
  db: DbExecutor,
  table: 'forms' | 'buckets',
  companyId: number,
  id: number,
): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select('title')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', messages.notFound);
  return row.title;
}

/** A live bucket of the company holding at least one live form. */
async function bucketTitle(db: DbExecutor, companyId: number, bucketId: number): Promise<string> {
  const title = await liveTitle(db, 'buckets', companyId, bucketId);
  const live = await db
    .selectFrom('bucket_forms as bf')
    .innerJoin('forms as f', 'f.id', 'bf.form_id')
    .select('f.id')
    .where('bf.bucket_id', '=', bucketId)
    .where('f.company_id', '=', companyId)
    .where('f.deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (!live) throw AppError.field('bucketId', sendingMessages.emptyBucket);
  return title;
}

/** Everything a message about a link names; throws when the target cannot be sent. */
export async function linkSubject(
  db: DbExecutor,
  companyId: number,
  kind: LinkKind,
  id: number,
): Promise<LinkSubject> {
  const title =
    kind === 'form'
      ? await liveTitle(db, 'forms', companyId, id)
      : await bucketTitle(db, companyId, id);
  return { kind, title, practice: await practiceName(db, companyId), companyId };
}

/** The language a send without one is in: the clinic's default (issue 21). */
export async function clinicLanguage(db: DbExecutor, companyId: number): Promise<PatientLanguage> {
  const row = await db
    .selectFrom('companies')
    .select('patient_language')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.patient_language;
}
