import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { testEngine } from '#test/support/database.js';
import { invoiceNumber } from './amounts.js';
import {
  billMonth,
  chargeAudits,
  insertBilledCompany,
  invoicesOf,
  month,
  retire,
} from '#test/factories/billing.js';
import { insertPlan } from '#test/factories/plans.js';

// Several instances run the billing run at the same time (each one's scheduler, or the command
// line beside a server). On PGlite there is one connection and nothing runs at once: these
// cases need PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (key: string) => billMonth(t, key);

describe.skipIf(testEngine !== 'postgres')('billing runs at the same time', () => {
  it('invoice and charge each company once, and neither run fails', async () => {
    const plan = await insertPlan(t.db);
    const companies = [];
    for (let i = 0; i < 40; i++)
      companies.push(await insertBilledCompany(t.db, { planId: plan.id }));

    const reports = await Promise.all([run('2023-03'), run('2023-03'), run('2023-03')]);

    expect(reports.reduce((n, r) => n + r.issued, 0)).toBe(companies.length);
    expect(reports.reduce((n, r) => n + r.charged, 0)).toBe(companies.length);
    for (const company of companies) {
      const invoices = await invoicesOf(t.db, company.id);
      expect(invoices.map((i) => [i.status, i.charge_attempts])).toEqual([['paid', 1]]);
      const paid = (await chargeAudits(t.db, company.id)).filter(
        (a) => (a.details as { result?: string }).result === 'paid',
      );
      expect(paid).toHaveLength(1);
    }
    await retire(
      t.db,
      companies.map((c) => c.id),
    );
  });

  it("tries again when a concurrent transaction takes the month's invoice number", async () => {
    const plan = await insertPlan(t.db);
    const company = await insertBilledCompany(t.db, { planId: plan.id });
    const base = invoiceNumber('2023-04', company.id);
    // Another writer holds the number, uncommitted, while the run computes it as free: the
    // run's insert waits on the number's index, then is refused when the writer commits. (A
    // voided invoice keeps its number and does not count as the month's invoice.)
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const writer = t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('invoices')
        .values({
          company_id: company.id,
          subscription_id: sql<number>`(select id from subscriptions where company_id = ${company.id})`,
          plan_id: plan.id,
          number: base,
          period_start: month('2023-04').start,
          period_end: month('2023-04').end,
          plan_price: 49,
          amount: 49,
          status: 'void',
          due_at: '2023-05-01',
        })
        .execute();
      holding();
      await committed;
    });
    await held;
    const running = run('2023-04');
    await waitForLockWait();
    commit();
    await writer;

    const report = await running;
    expect(report.issued).toBe(1);
    const live = (await invoicesOf(t.db, company.id)).filter((i) => i.status !== 'void');
    expect(live.map((i) => [i.number, i.status])).toEqual([[`${base}-2`, 'paid']]);
    await retire(t.db, [company.id]);
  });
});

/** Until some session of the database waits on a lock (the run's insert behind the writer). */
async function waitForLockWait(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'
        and query ilike 'insert into "invoices"%'`.execute(t.db);
    if (rows[0]!.n > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the run never waited on the held invoice number');
}
