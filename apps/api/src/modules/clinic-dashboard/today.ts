import { localDateOf, startOfLocalDay, type ClinicDashboard } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { isOpenLink } from '../front-desk-settings/index.js';

const LATEST_COMPLETIONS = 5;

/**
 * Today's figures of a clinic, "today" being the clinic's calendar day in its own zone: links
 * sent and completed since its midnight, and links open now. Each count reads one index range
 * (form_links_company_created, form_links_company_submitted, and the open links of the clinic),
 * never all of a busy clinic's links.
 */
export async function todayFigures(
  db: DbExecutor,
  companyId: number,
  timeZone: string,
  now: Date,
): Promise<ClinicDashboard['today']> {
  const start = startOfLocalDay(localDateOf(now, timeZone), timeZone);
  const count = sql<number>`count(*)::int`.as('n');
  const links = () => db.selectFrom('form_links').select(count).where('company_id', '=', companyId);
  const [sent, completed, waiting] = await Promise.all([
    links()
      .where('created_at', '>=', start)
      .where('created_at', '<=', now)
      .executeTakeFirstOrThrow(),
    links()
      .where('submitted_at', '>=', start)
      .where('submitted_at', '<=', now)
      .executeTakeFirstOrThrow(),
    links().where(isOpenLink(now)).executeTakeFirstOrThrow(),
  ]);
  return { sent: sent.n, completed: completed.n, waiting: waiting.n };
}

/**
 * The clinic's latest completed links, newest first: who (the patient's name from the
 * encounter the completion made) finished what (the form's or bucket's title) and when.
 * Patient data: the caller audits the read.
 */
export async function latestCompletions(
  db: DbExecutor,
  companyId: number,
  now: Date,
): Promise<ClinicDashboard['latest_completions']> {
  const rows = await db
    .selectFrom('form_links as l')
    .leftJoin('encounters as e', 'e.link_id', 'l.id')
    .leftJoin('forms as f', 'f.id', 'l.form_id')
    .leftJoin('buckets as b', 'b.id', 'l.bucket_id')
    .select([
      'l.id',
      'l.submitted_at',
      'l.patient_name',
      'e.patient_first_name',
      'e.patient_last_name',
      sql<string>`coalesce(f.title, b.title, '')`.as('title'),
    ])
    .where('l.company_id', '=', companyId)
    .where('l.submitted_at', 'is not', null)
    .where('l.submitted_at', '<=', now)
    .orderBy('l.submitted_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(LATEST_COMPLETIONS)
    .execute();
  return rows.map((row) => ({
    link_id: Number(row.id),
    // A completion always makes its encounter; the name the sender typed is only a fallback.
    patient_name:
      row.patient_first_name !== null
        ? `${row.patient_first_name} ${row.patient_last_name ?? ''}`.trim()
        : (row.patient_name ?? ''),
    title: row.title,
    completed_at: row.submitted_at!.toISOString(),
  }));
}
