import { ROLE, type TransactionListResponse } from '@paperless/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { seedDemoActivity } from '../../../seed/demo-activity.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { monthAt } from './periods.js';
import { insertPlan } from '#test/factories/plans.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Mid-month, so the current month already has visits.
const now = new Date('2025-06-17T15:00:00Z');
const joined = new Date('2024-04-02T10:00:00Z');

/** Three clinics with four forms each, as the demo seed makes them. */
async function demoClinics(db: Db) {
  const plans = [await insertPlan(db), await insertPlan(db, { encounter: 20, price: 99 })];
  const clinics: { id: number; planId: number; createdAt: Date }[] = [];
  for (const [i, planId] of [plans[0]!.id, plans[1]!.id, plans[0]!.id].entries()) {
    const company = await db
      .insertInto('companies')
      .values({ name: `Demo ${i} ${unique()}`, plan_id: planId, created_at: joined })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('forms')
      .values(
        [1, 2, 3, 4].map((n) => ({ company_id: company.id, template_id: n, title: `Form ${n}` })),
      )
      .execute();
    clinics.push({ id: company.id, planId, createdAt: joined });
  }
  await db.transaction().execute((trx) => seedDemoActivity(trx, clinics, now, t.app.cipher));
  return clinics;
}

/** What the seed wrote for some clinics, without ids, so two runs can be compared. */
async function history(db: Db, ids: number[]) {
  const perClinic = [];
  for (const id of ids) {
    const encounters = await db
      .selectFrom('encounters')
      .select(['id', 'patient_first_name', 'patient_key', 'completed_at'])
      .where('company_id', '=', id)
      .orderBy('id')
      .execute();
    const submissions = await db
      .selectFrom('submissions')
      .innerJoin('forms', 'forms.id', 'submissions.form_id')
      .select(['submissions.encounter_id', 'forms.company_id', 'forms.template_id'])
      .where('submissions.company_id', '=', id)
      .orderBy('submissions.id')
      .execute();
    const invoices = await db
      .selectFrom('invoices')
      .select([
        sql<string>`period_start::text`.as('period_start'),
        'encounters',
        'amount',
        'overage_amount',
        'status',
        'paid_at',
      ])
      .where('company_id', '=', id)
      .orderBy('invoices.period_start')
      .execute();
    const subscription = await db
      .selectFrom('subscriptions')
      .select(['status', sql<string>`next_payment_at::text`.as('next_payment_at')])
      .where('company_id', '=', id)
      .executeTakeFirstOrThrow();
    perClinic.push({ encounters, submissions, invoices, subscription });
  }
  return perClinic;
}

describe('seedDemoActivity', () => {
  it('writes a year of encounters, forms and invoices for each clinic', async () => {
    const clinics = await demoClinics(t.db);
    const clinicHistory = await history(
      t.db,
      clinics.map((c) => c.id),
    );
    const total = clinicHistory.reduce((n, c) => n + c.encounters.length, 0);
    expect(total).toBeGreaterThan(200);
    expect(total).toBeLessThan(600);

    const windowStart = monthAt(now, -11).from;
    for (const [i, clinic] of clinicHistory.entries()) {
      for (const encounter of clinic.encounters) {
        expect(encounter.completed_at.getTime()).toBeGreaterThanOrEqual(windowStart.getTime());
        expect(encounter.completed_at.getTime()).toBeLessThan(now.getTime());
      }
      // Returning patients: fewer distinct people than visits.
      const patients = new Set(clinic.encounters.map((e) => e.patient_key));
      expect(patients.size).toBeLessThan(clinic.encounters.length);

      const formsPerEncounter = new Map<string, number>();
      for (const s of clinic.submissions) {
        expect(s.company_id).toBe(clinics[i]!.id);
        const key = String(s.encounter_id);
        formsPerEncounter.set(key, (formsPerEncounter.get(key) ?? 0) + 1);
      }
      expect(formsPerEncounter.size).toBe(clinic.encounters.length);
      for (const count of formsPerEncounter.values()) {
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(3);
      }

      // 11 closed months, July 2024 to May 2025, each billing that month's encounters.
      expect(clinic.invoices.map((inv) => inv.period_start.slice(0, 7))).toEqual(
        Array.from({ length: 11 }, (_, m) => monthAt(now, m - 11).key),
      );
      for (const invoice of clinic.invoices) {
        const month = invoice.period_start.slice(0, 7);
        const counted = clinic.encounters.filter(
          (e) => e.completed_at.toISOString().slice(0, 7) === month,
        ).length;
        expect(invoice.encounters).toBe(counted);
      }
    }

    // Every invoice is paid but the latest one of the last clinic.
    const statuses = clinicHistory.flatMap((c) => c.invoices.map((inv) => inv.status));
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(1);
    expect(clinicHistory[2]!.invoices.at(-1)).toMatchObject({ status: 'pending', paid_at: null });
    expect(clinicHistory.map((c) => c.subscription.status)).toEqual(['paid', 'paid', 'pending']);
    // The small plan (20 encounters, overage 0.50) bills overage; amounts are price + overage.
    for (const invoice of clinicHistory[1]!.invoices) {
      const expected = 99 + Math.max(0, invoice.encounters - 20) * 0.5;
      expect(Number(invoice.amount)).toBeCloseTo(expected, 2);
    }

    // The money screens read the seeded history as written.
    const admin = (await loginAs(t.app, await createUser(t.db, ROLE.superAdmin))).token;
    const rows = (
      await t.app.inject({ url: '/api/transactions/all?per_page=100', headers: bearer(admin) })
    ).json<TransactionListResponse>().data;
    expect(rows.find((r) => r.id === clinics[2]!.id)?.status).toBe('Pending');
  });

  it('gives the same history for the same clinics and clock', async () => {
    const first = await demoClinics(t.db);
    const second = await demoClinics(t.db);
    const strip = (h: Awaited<ReturnType<typeof history>>) =>
      h.map((c) => ({
        encounters: c.encounters.map(({ patient_first_name, patient_key, completed_at }) => ({
          patient_first_name,
          patient_key,
          completed_at,
        })),
        forms: c.submissions.map((s) => s.template_id),
        invoices: c.invoices,
        subscription: c.subscription,
      }));
    const a = strip(
      await history(
        t.db,
        first.map((c) => c.id),
      ),
    );
    const b = strip(
      await history(
        t.db,
        second.map((c) => c.id),
      ),
    );
    expect(a[0]!.encounters.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });
});
