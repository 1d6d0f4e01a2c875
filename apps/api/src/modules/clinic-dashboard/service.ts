import { messages, type ClinicDashboard } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { monthAt } from '../billing/index.js';
import { latestCompletions, todayFigures } from './today.js';

/**
 * A clinic's figures for the calendar month (UTC) holding `now`: links sent, opened and
 * submitted in it (each counted in the month the event happened), encounters against the plan's
 * allowance (decision 15), and distinct patients; today's figures in the clinic's zone and the
 * latest completions (issue 16), whose patient names make the read one to audit
 * (viewClinicDashboard).
 */
export async function clinicDashboard(
  db: DbExecutor,
  companyId: number,
  now: Date = new Date(),
): Promise<ClinicDashboard> {
  const month = monthAt(now, 0);
  const within = (column: string) =>
    sql<number>`count(*) filter (where ${sql.ref(column)} >= ${month.from} and ${sql.ref(column)} < ${month.until})::int`;

  const [company, links, encounters] = await Promise.all([
    db
      .selectFrom('companies as c')
      .leftJoin('plans as p', 'p.id', 'c.plan_id')
      .select(['c.id', 'c.name', 'c.time_zone', 'p.encounter'])
      .where('c.id', '=', companyId)
      .executeTakeFirst(),
    db
      .selectFrom('form_links')
      .select([
        within('created_at').as('sent'),
        within('opened_at').as('opened'),
        within('submitted_at').as('submitted'),
      ])
      .where('company_id', '=', companyId)
      // Opened or submitted this month means sent (or sent again) within the link's 30-day
      // life before it; a resend renews the life and moves last_sent_at, not created_at.
      .where('last_sent_at', '>=', new Date(month.from.getTime() - 31 * 86_400_000))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('encounters')
      .select([
        sql<number>`count(*)::int`.as('used'),
        sql<number>`count(distinct patient_key)::int`.as('patients'),
      ])
      .where('company_id', '=', companyId)
      .where('completed_at', '>=', month.from)
      .where('completed_at', '<', month.until)
      .executeTakeFirstOrThrow(),
  ]);
  if (!company) throw new AppError('not_found', messages.notFound);
  const [today, completions] = await Promise.all([
    todayFigures(db, companyId, company.time_zone, now),
    latestCompletions(db, companyId, now),
  ]);
  return {
    month: month.key,
    company: { id: company.id, name: company.name },
    links_sent: links.sent,
    links_opened: links.opened,
    links_submitted: links.submitted,
    encounters_used: encounters.used,
    encounters_allocated: company.encounter ?? 0,
    patients_this_month: encounters.patients,
    time_zone: company.time_zone,
    today,
    latest_completions: completions,
  };
}

/** The dashboard as a user opens it: the read is audited with counts (it names patients). */
export async function viewClinicDashboard(
  db: DbExecutor,
  actor: AuditActor,
  companyId: number,
): Promise<ClinicDashboard> {
  const data = await clinicDashboard(db, companyId);
  await writeAudit(db, actor, {
    action: 'clinic_dashboard.view',
    targetType: 'company',
    targetId: companyId,
    details: { company_id: companyId, completions: data.latest_completions.length },
  });
  return data;
}
