import { linkState, type SentLink } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';
import { openRecipient } from '../../../lib/recipient.js';

/**
 * Links with their form's or bucket's title, for the Activity list and the Visits view. The
 * joins are left joins on primary keys, so a count that reads no title costs no join (the
 * planner drops them), and a deleted form still names its links (soft deletes keep the row).
 */
export function linksWithTitles(db: DbExecutor) {
  return db
    .selectFrom('form_links as l')
    .leftJoin('forms as f', 'f.id', 'l.form_id')
    .leftJoin('buckets as b', 'b.id', 'l.bucket_id');
}
export type LinksWithTitles = ReturnType<typeof linksWithTitles>;

/** The columns a link's view needs. */
export function withLinkColumns(query: LinksWithTitles) {
  return query.select([
    'l.id',
    'l.form_id',
    'l.channel',
    'l.recipient',
    'l.patient_name',
    'l.created_at',
    'l.last_sent_at',
    'l.send_count',
    'l.opened_at',
    'l.last_opened_at',
    'l.progress_at',
    'l.submitted_at',
    'l.cancelled_at',
    'l.expires_at',
    'l.visit_at',
    'l.reminders_sent',
    'l.last_reminded_at',
    sql<string>`coalesce(f.title, b.title, '')`.as('title'),
  ]);
}

export type LinkRow = Awaited<ReturnType<ReturnType<typeof withLinkColumns>['execute']>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A link as the front desk sees it (files apart); the state follows from its dates at `now`. */
export function sentLinkOf(row: LinkRow, cipher: Cipher, now: Date): Omit<SentLink, 'files'> {
  const dates = {
    opened_at: iso(row.opened_at),
    submitted_at: iso(row.submitted_at),
    cancelled_at: iso(row.cancelled_at),
    expires_at: row.expires_at.toISOString(),
  };
  return {
    id: Number(row.id),
    kind: row.form_id !== null ? 'form' : 'bucket',
    title: row.title,
    channel: row.channel,
    recipient: openRecipient(cipher, row.recipient),
    patient_name: row.patient_name,
    state: linkState({ ...dates, progress_at: iso(row.progress_at) }, now),
    created_at: row.created_at.toISOString(),
    last_sent_at: row.last_sent_at.toISOString(),
    send_count: row.send_count,
    last_opened_at: iso(row.last_opened_at),
    visit_at: iso(row.visit_at),
    reminders_sent: row.reminders_sent,
    last_reminded_at: iso(row.last_reminded_at),
    ...dates,
  };
}
