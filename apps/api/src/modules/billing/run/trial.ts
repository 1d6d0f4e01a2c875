import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import { enqueueEmail, type MailDeps } from '../../../lib/outbox/enqueue.js';
import { systemActor } from './settle.js';

/**
 * Issue 20, decision 29: the trial pass of the billing run. Every trial is treated alike,
 * self-signup or staff-created (decision 16). The owner of a trial without a card is reminded
 * 4 days and 1 day before it ends; at its end a trial with a card moves to monthly billing
 * (Active/Paid until its first invoice; issue.ts bills the month the trial ends in full) and one
 * without a card is suspended, its data kept. Adding a card later restores it (restoreEndedTrials).
 * Each step claims its rows with a conditional update, so a rerun or a second instance running
 * at the same time does nothing twice.
 */

const DAY_MS = 86_400_000;
/** Days before the end, largest first: each reminder goes once, the nearest due one only. */
export const TRIAL_REMINDER_DAYS = [4, 1] as const;

export interface TrialPassReport {
  reminded: { companyId: number; days: number }[];
  ended: number[];
  suspended: number[];
  restored: number[];
}

/** Whether the subscription's company has a card on file (the company's saved card). */
const CARD_ON_FILE = sql<boolean>`exists (select 1 from cards k where k.company_id = subscriptions.company_id)`;

export async function runTrialPass(db: Db, now: Date, mail?: MailDeps): Promise<TrialPassReport> {
  // Without an outbox (a caller that cannot send) nothing is claimed, so nothing is lost.
  const reminded = mail ? await sendReminders(db, now, mail) : [];
  const { ended, suspended } = await endTrials(db, now, mail);
  const restored = await restoreEndedTrials(db, now);
  return { reminded, ended, suspended, restored };
}

/** The reminder due now for a trial ending at `endsAt`, or none. */
export function reminderDue(endsAt: Date, now: Date): number | undefined {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return undefined;
  return [...TRIAL_REMINDER_DAYS].reverse().find((days) => left <= days * DAY_MS);
}

async function sendReminders(db: Db, now: Date, mail: MailDeps) {
  const soon = new Date(now.getTime() + TRIAL_REMINDER_DAYS[0] * DAY_MS);
  const trials = await db
    .selectFrom('subscriptions as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select(['s.id', 's.company_id', 's.trial_ends_at', 's.trial_reminder_days'])
    .where('s.status', '=', 'trial')
    .where('s.trial_ends_at', '>', now)
    .where('s.trial_ends_at', '<=', soon)
    .where('c.deleted_at', 'is', null)
    .where('c.status', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('cards as k').select('k.id').whereRef('k.company_id', '=', 'c.id'))),
    )
    .execute();
  const sent: { companyId: number; days: number }[] = [];
  for (const trial of trials) {
    const days = reminderDue(trial.trial_ends_at!, now);
    if (days === undefined) continue;
    if (trial.trial_reminder_days !== null && trial.trial_reminder_days <= days) continue;
    const claimed = await db.transaction().execute(async (trx) => {
      // The claim: only the run that moves the mark sends; another one finds it moved.
      const row = await trx
        .updateTable('subscriptions')
        .set({ trial_reminder_days: days, updated_at: now })
        .where('id', '=', trial.id)
        .where('status', '=', 'trial')
        .where((eb) =>
          eb.or([eb('trial_reminder_days', 'is', null), eb('trial_reminder_days', '>', days)]),
        )
        .returning('company_id')
        .executeTakeFirst();
      if (!row) return false;
      await mailOwner(trx, mail, row.company_id, (c) =>
        reminderMail(c, days, trial.trial_ends_at!, mail),
      );
      await writeAudit(trx, systemActor(row.company_id), {
        action: 'billing.trial.reminder',
        targetType: 'company',
        targetId: row.company_id,
        details: { days_left: days, trial_ends_at: trial.trial_ends_at!.toISOString() },
      });
      return true;
    });
    if (claimed) sent.push({ companyId: trial.company_id, days });
  }
  return sent;
}

/** Trials past their end: to monthly billing with a card, suspended without one. */
async function endTrials(db: Db, now: Date, mail: MailDeps | undefined) {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('subscriptions')
      .set({ status: 'paid', updated_at: now })
      .where('status', '=', 'trial')
      .where('trial_ends_at', '<=', now)
      .where(CARD_ON_FILE)
      .returning('company_id')
      .execute();
    const suspended = await trx
      .updateTable('subscriptions')
      .set({ status: 'suspended', updated_at: now })
      .where('status', '=', 'trial')
      .where('trial_ends_at', '<=', now)
      .where(sql<boolean>`not ${CARD_ON_FILE}`)
      .returning('company_id')
      .execute();
    for (const { company_id } of ended)
      await writeAudit(trx, systemActor(company_id), {
        action: 'billing.trial.end',
        targetType: 'company',
        targetId: company_id,
        details: { result: 'billed monthly' },
      });
    for (const { company_id } of suspended) {
      await writeAudit(trx, systemActor(company_id), {
        action: 'billing.trial.end',
        targetType: 'company',
        targetId: company_id,
        details: { result: 'suspended: no card' },
      });
      if (mail) await mailOwner(trx, mail, company_id, (c) => endedMail(c, mail));
    }
    return { ended: ended.map((r) => r.company_id), suspended: suspended.map((r) => r.company_id) };
  });
}

/**
 * A trial suspended for want of a card, whose clinic has added one since and owes nothing:
 * Active/Paid again. A company deactivated by staff (status 0) or with an unpaid invoice stays
 * suspended; paying that invoice restores it (settle.ts).
 */
export async function restoreEndedTrials(
  db: DbExecutor,
  now: Date,
  /** Only this company's (a card was just added); all of them when absent (the run). */
  companyId?: number,
): Promise<number[]> {
  let restore = db
    .updateTable('subscriptions')
    .set({ status: 'paid', updated_at: now })
    .where('status', '=', 'suspended');
  if (companyId !== undefined) restore = restore.where('company_id', '=', companyId);
  const rows = await restore
    .where('trial_ends_at', 'is not', null)
    .where('trial_ends_at', '<=', now)
    .where(CARD_ON_FILE)
    .where(
      sql<boolean>`exists (select 1 from companies c where c.id = subscriptions.company_id and c.status = 1 and c.deleted_at is null)`,
    )
    .where(
      sql<boolean>`not exists (select 1 from invoices i where i.company_id = subscriptions.company_id and i.status in ('pending', 'failed'))`,
    )
    .returning('company_id')
    .execute();
  for (const { company_id } of rows)
    await writeAudit(db, systemActor(company_id), {
      action: 'billing.trial.restore',
      targetType: 'company',
      targetId: company_id,
      details: { result: 'card added after the trial' },
    });
  return rows.map((r) => r.company_id);
}

interface Clinic {
  name: string;
  time_zone: string;
  first_name: string;
}

/**
 * The clinic's owner gets the e-mail and a bell entry leading to Billing; a clinic without a
 * live owner gets neither.
 */
async function mailOwner(
  trx: DbExecutor,
  mail: MailDeps,
  companyId: number,
  compose: (clinic: Clinic) => { subject: string; text: string; bell: string },
): Promise<void> {
  const owner = await trx
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.email', 'u.first_name', 'c.name', 'c.time_zone'])
    .where('u.company_id', '=', companyId)
    .where('u.is_owner', '=', true)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!owner) return;
  const message = compose(owner);
  await enqueueEmail(trx, mail.cipher, { to: owner.email, ...message });
  await trx
    .insertInto('notifications')
    .values({
      user_id: owner.id,
      title: message.subject,
      body: message.bell,
      link_path: '/billing',
    })
    .execute();
}

function reminderMail(clinic: Clinic, days: number, endsAt: Date, mail: MailDeps) {
  const when = endsAt.toLocaleString('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: clinic.time_zone,
  });
  const left = days === 1 ? '1 day' : `${days} days`;
  return {
    subject: `Your Paperless Clinic trial ends in ${left}`,
    bell: 'Add a card under Billing to keep your clinic active after the trial.',
    text: [
      `Hello ${clinic.first_name},`,
      '',
      `The free trial of ${clinic.name} ends in ${left}, on ${when}.`,
      'To keep sending forms after that, add a card under Billing:',
      `${mail.config.appUrl}/billing`,
      '',
      'Without a card the clinic is suspended when the trial ends. Its forms and submissions are',
      'kept, and adding a card later makes it active again.',
    ].join('\n'),
  };
}

function endedMail(clinic: Clinic, mail: MailDeps) {
  return {
    subject: 'Your Paperless Clinic trial has ended',
    bell: 'Your clinic is suspended until a card is added under Billing. Nothing was deleted.',
    text: [
      `Hello ${clinic.first_name},`,
      '',
      `The free trial of ${clinic.name} has ended and no card is on file, so the clinic is`,
      'suspended: forms cannot be sent until a card is added. Nothing is deleted; your forms and',
      'submissions are kept.',
      '',
      `Add a card under Billing to make the clinic active again: ${mail.config.appUrl}/billing`,
    ].join('\n'),
  };
}
