import { getTemplate } from '@paperless/core';
import type { Transaction } from 'kysely';
import type { Database, SubscriptionStatus } from '../db/schema.js';
import type { Cipher } from '../lib/crypto.js';
import { monthAt, type Month } from '../modules/billing/index.js';
import { patientKey, type PatientKey } from '../modules/submissions/index.js';

/**
 * A year of believable history for the demo clinics, so the dashboard, Transaction History and
 * Finance Details have something to show: encounters with one to three submitted forms each
 * over the last 12 months, and an invoice for each of the last 11 closed months (all paid but
 * the latest one of the last clinic, pending within its grace period). Deterministic: the same
 * clinics and clock give the same data. Patients are made up from the lists below. History
 * starts when a clinic joined (createdAt): pass a date a year back for the full year.
 */

const HISTORY_MONTHS = 12;
const GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

const FIRST_NAMES = [
  'Ava', 'Ben', 'Chloe', 'Daniel', 'Ella', 'Felix', 'Grace', 'Henry', 'Isla', 'Jack', 'Kira',
  'Leo', 'Maya', 'Noah', 'Olive', 'Paul', 'Quinn', 'Rosa', 'Sam', 'Tara', 'Uma', 'Victor',
]; // prettier-ignore
const LAST_NAMES = [
  'Adams', 'Baker', 'Carter', 'Diaz', 'Evans', 'Foster', 'Garcia', 'Hughes', 'Ingram', 'Jensen',
  'Kim', 'Lopez', 'Morgan', 'Nguyen', 'Ortiz', 'Patel', 'Reed', 'Singh', 'Turner', 'Walsh',
]; // prettier-ignore

/** mulberry32: a tiny seeded generator, so every run draws the same numbers. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof seededRandom>;

interface Patient {
  first: string;
  last: string;
  dob: string;
  key: PatientKey;
}

function makePatients(cipher: Cipher, random: Random, count: number): Patient[] {
  return Array.from({ length: count }, () => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const dob = `${random.int(1940, 2020)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
    return { first, last, dob, key: patientKey(cipher, { firstName: first, lastName: last, dob }) };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Visit times in one month, in clinic hours, never before the clinic joined or after now. */
function visitTimes(random: Random, month: Month, from: Date, until: Date, count: number) {
  const start = Math.max(month.from.getTime(), from.getTime());
  const end = Math.min(month.until.getTime(), until.getTime());
  if (end - start < DAY_MS / 24) return [];
  const times = Array.from({ length: count }, () => {
    const at = new Date(start + random.next() * (end - start));
    at.setUTCHours(random.int(14, 23), random.int(0, 59), random.int(0, 59), 0);
    return at.getTime() >= start && at.getTime() < end ? at : new Date(start + (end - start) / 2);
  });
  return times.sort((a, b) => a.getTime() - b.getTime());
}

/**
 * Made-up history has no photos to show: a template asking for files (Insurance Information's
 * card photos) is left out of it, so every recent answer passes its form as a real one does.
 */
const answerableWithoutFiles = (form: { template_id: number | null }) =>
  !getTemplate(form.template_id)?.fields.some((f) => f.type === 'file');

export async function seedDemoActivity(
  trx: Transaction<Database>,
  companies: { id: number; planId: number; createdAt: Date }[],
  now: Date,
  cipher: Cipher,
): Promise<void> {
  if (companies.length === 0) return;
  const ids = companies.map((c) => c.id);
  const [plans, forms, subscriptions] = await Promise.all([
    trx
      .selectFrom('plans')
      .select(['id', 'encounter', 'price', 'overage_cost'])
      .where(
        'id',
        'in',
        companies.map((c) => c.planId),
      )
      .execute(),
    trx
      .selectFrom('forms')
      .select(['id', 'company_id', 'template_id', 'title', 'version'])
      .where('company_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute()
      .then((rows) => rows.filter(answerableWithoutFiles)),
    trx
      .selectFrom('subscriptions')
      .select(['id', 'company_id', 'status'])
      .where('company_id', 'in', ids)
      .execute(),
  ]);
  const months = Array.from({ length: HISTORY_MONTHS }, (_, i) =>
    monthAt(now, i - HISTORY_MONTHS + 1),
  );

  for (const [index, company] of companies.entries()) {
    // Seeded by position, not id: the same demo gives the same history on any database.
    const random = seededRandom(20_240_601 + index * 7_919);
    const plan = plans.find((p) => p.id === company.planId);
    if (!plan) continue;
    const companyForms = forms.filter((f) => f.company_id === company.id);
    const patients = makePatients(cipher, random, random.int(45, 70));
    const baseVisits = random.int(5, 9);

    const visitsByMonth = new Map<string, number>();
    const visits: { at: Date; patient: Patient }[] = [];
    for (const [i, month] of months.entries()) {
      // Practices grow through the year; this month is counted only up to today.
      const count = baseVisits + Math.floor(i / 3) + random.int(0, 4);
      const times = visitTimes(random, month, company.createdAt, now, count);
      visitsByMonth.set(month.key, times.length);
      for (const at of times) visits.push({ at, patient: random.pick(patients) });
    }
    await insertVisits(trx, random, company.id, companyForms, visits);

    const isPending = index === companies.length - 1;
    const closed = months
      .slice(0, -1)
      .filter((m) => m.until.getTime() > company.createdAt.getTime());
    const subscription = await ensureSubscription(
      trx,
      company,
      subscriptions.find((s) => s.company_id === company.id),
      closed.length === 0 ? null : isPending ? 'pending' : 'paid',
      months.at(-1)!,
    );
    if (closed.length === 0) continue;

    const price = Number(plan.price);
    const overageCost = Number(plan.overage_cost ?? 0);
    await trx
      .insertInto('invoices')
      .values(
        closed.map((month, i) => {
          const encounters = visitsByMonth.get(month.key) ?? 0;
          const overage = Math.round(Math.max(0, encounters - plan.encounter) * overageCost * 100);
          const pending = isPending && i === closed.length - 1;
          const issued = month.until.getTime();
          // The pending invoice stays inside its grace period whatever day the demo is loaded.
          const due = pending
            ? Math.max(issued, now.getTime()) + GRACE_DAYS * DAY_MS
            : issued + GRACE_DAYS * DAY_MS;
          return {
            company_id: company.id,
            subscription_id: subscription,
            plan_id: company.planId,
            number: `INV-${month.key.replace('-', '')}-${String(company.id).padStart(4, '0')}`,
            period_start: month.start,
            period_end: month.end,
            encounters,
            plan_price: price,
            overage_amount: overage / 100,
            amount: (Math.round(price * 100) + overage) / 100,
            status: pending ? ('pending' as const) : ('paid' as const),
            due_at: day(new Date(due)),
            paid_at: pending ? null : new Date(issued + random.int(1, 30) * 3_600_000),
          };
        }),
      )
      .execute();
  }
}

async function insertVisits(
  trx: Transaction<Database>,
  random: Random,
  companyId: number,
  forms: { id: number; title: string; version: number }[],
  visits: { at: Date; patient: Patient }[],
) {
  if (visits.length === 0) return;
  // A multi-row insert returns its rows in the order given, so ids line up with visits.
  const encounters = await trx
    .insertInto('encounters')
    .values(
      visits.map(({ at, patient }) => ({
        company_id: companyId,
        patient_first_name: patient.first,
        patient_last_name: patient.last,
        patient_dob: patient.dob,
        patient_key: patient.key.key,
        patient_key_id: patient.key.keyId,
        completed_at: at,
      })),
    )
    .returning('id')
    .execute();
  if (forms.length === 0) return;
  const submissions = encounters.flatMap(({ id }, i) => {
    const count = Math.min(forms.length, random.int(1, 3));
    const first = random.int(0, forms.length - 1);
    return Array.from({ length: count }, (_, n) => {
      const form = forms[(first + n) % forms.length]!;
      return {
        encounter_id: id,
        company_id: companyId,
        form_id: form.id,
        form_version: form.version,
        form_name: form.title,
        created_at: visits[i]!.at,
      };
    });
  });
  await trx.insertInto('submissions').values(submissions).execute();
}

/**
 * The subscription the invoices hang on: the clinic's own, brought in line with its history
 * (paid, or pending for the clinic with the unpaid invoice), or a new one. A clinic without a
 * closed month keeps what it has (a new one starts in trial); a suspended one stays suspended.
 */
async function ensureSubscription(
  trx: Transaction<Database>,
  company: { id: number; planId: number; createdAt: Date },
  existing: { id: number; status: SubscriptionStatus } | undefined,
  status: 'paid' | 'pending' | null,
  current: Month,
): Promise<number> {
  // Staff-made clients start with a 14-day trial (decision 16).
  const trialEnds = new Date(company.createdAt.getTime() + 14 * DAY_MS);
  const period = {
    current_period_start: current.start,
    current_period_end: current.end,
    next_payment_at: day(current.until),
    trial_ends_at: trialEnds,
  };
  if (existing) {
    if (status !== null && existing.status !== 'suspended')
      await trx
        .updateTable('subscriptions')
        .set({ ...period, status, plan_id: company.planId, updated_at: new Date() })
        .where('id', '=', existing.id)
        .execute();
    return existing.id;
  }
  const row = await trx
    .insertInto('subscriptions')
    .values({
      company_id: company.id,
      plan_id: company.planId,
      status: status ?? 'trial',
      ...period,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
