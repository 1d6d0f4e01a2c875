import { linkStatus, messages, sendingMessages, type SentLink } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { LinkKind, LinkSubject } from './message.js';
import { openRecipient } from './recipient.js';

/** The practice a message names; a deactivated one is refused, as its links would not open. */
async function practiceName(db: DbExecutor, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select(['name', 'status'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (row.status !== 1) throw new AppError('conflict', sendingMessages.clinicInactive);
  return row.name;
}

/** A live form of the company, else not found (another company's form included). */
async function formTitle(db: DbExecutor, companyId: number, formId: number): Promise<string> {
  const form = await db
    .selectFrom('forms')
    .select('title')
    .where('id', '=', formId)
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!form) throw new AppError('not_found', messages.notFound);
  return form.title;
}

/** A live bucket of the company holding at least one live form. */
async function bucketTitle(db: DbExecutor, companyId: number, bucketId: number): Promise<string> {
  const bucket = await db
    .selectFrom('buckets')
    .select('title')
    .where('id', '=', bucketId)
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!bucket) throw new AppError('not_found', messages.notFound);
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
  return bucket.title;
}

/** Everything a message about a link names; throws when the target cannot be sent. */
export async function linkSubject(
  db: DbExecutor,
  companyId: number,
  kind: LinkKind,
  id: number,
): Promise<LinkSubject> {
  const title =
    kind === 'form' ? await formTitle(db, companyId, id) : await bucketTitle(db, companyId, id);
  return { kind, title, practice: await practiceName(db, companyId) };
}

export interface LinkFilter {
  companyId: number;
  formId?: number | undefined;
  bucketId?: number | undefined;
  page: number;
  perPage: number;
}

/** A company's sent links, newest first, one page; the status is derived from the dates. */
export async function listLinks(db: DbExecutor, cipher: Cipher, filter: LinkFilter) {
  let base = db.selectFrom('form_links').where('company_id', '=', filter.companyId);
  if (filter.formId !== undefined) base = base.where('form_id', '=', filter.formId);
  if (filter.bucketId !== undefined) base = base.where('bucket_id', '=', filter.bucketId);
  const rows = await base
    .select([
      'id',
      'channel',
      'recipient',
      'created_at',
      'last_sent_at',
      'send_count',
      'opened_at',
      'submitted_at',
      'expires_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute();
  const count = await base
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const now = new Date();
  const data: SentLink[] = rows.map((r) => {
    const dates = {
      opened_at: r.opened_at?.toISOString() ?? null,
      submitted_at: r.submitted_at?.toISOString() ?? null,
      expires_at: r.expires_at.toISOString(),
    };
    return {
      id: Number(r.id),
      channel: r.channel,
      recipient: openRecipient(cipher, r.recipient),
      status: linkStatus(dates, now),
      created_at: r.created_at.toISOString(),
      last_sent_at: r.last_sent_at.toISOString(),
      send_count: r.send_count,
      ...dates,
    };
  });
  return { data, total: Number(count.n) };
}
