import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { dayIn, insertEncounters, recentMonths, salesBookWorld } from '#test/factories/finance.js';

/**
 * The dashboard rollups (migration 0009) must equal a recount of the base tables, per scope
 * and month, after every kind of change the triggers follow.
 */
const now = new Date();
const months = recentMonths(now);
const t = salesBookWorld(months);

type Rows = Record<string, string>;
/** Creation times are not updatable in the app's types; the triggers must follow them anyway. */
const at = (date: Date) => sql<never>`${date.toISOString()}::timestamptz`;
interface Row {
  month: string;
  c: number;
  p: number;
  e: number;
  f: number;
  r: string;
}

/**
 * Month by month, and patients as a total: a patient counts in the month the clinic first saw
 * them, which an earlier visit inserted later does not move (only the total is shown).
 */
function byMonth(rows: Row[]): Rows {
  const out: Rows = {};
  let patients = 0;
  for (const row of rows) {
    patients += Number(row.p);
    const v = [row.c, row.e, row.f, row.r].map(String).join(' ');
    if (v !== '0 0 0 0.00') out[row.month] = v;
  }
  return { ...out, patients: String(patients) };
}

/** What the rollup holds for a scope (0: every live client), month by month. */
async function rollup(db: Db, owner: number): Promise<Rows> {
  const { rows } = await sql<Row>`
    select to_char(month, 'YYYY-MM') as month, clients as c, patients as p, encounters as e,
      forms as f, revenue::numeric(14, 2)::text as r
    from dashboard_months where owner_id = ${owner} order by month`.execute(db);
  return byMonth(rows);
}

/** The same figures counted from the base tables, as the dashboard did before 0009. */
async function recount(db: Db, owner: number): Promise<Rows> {
  const m = (ts: string) => sql.raw(`date_trunc('month', ${ts} at time zone 'utc')::date`);
  const { rows } = await sql<Row>`
    with live as (select id, created_at from companies
      where deleted_at is null and (${owner} = 0 or reference_id = ${owner})),
    x as (
      select ${m('created_at')} as month, 1 as c, 0 as p, 0 as e, 0 as f, 0::numeric as r from live
      union all
      select min(${m('completed_at')}), 0, 1, 0, 0, 0 from encounters
        where company_id in (select id from live) group by company_id, patient_key
      union all
      select ${m('completed_at')}, 0, 0, 1, 0, 0 from encounters where company_id in (select id from live)
      union all
      select ${m('created_at')}, 0, 0, 0, 1, 0 from submissions where company_id in (select id from live)
      union all
      select date_trunc('month', period_start)::date, 0, 0, 0, 0, amount from invoices
        where status = 'paid' and company_id in (select id from live))
    select to_char(month, 'YYYY-MM') as month, sum(c)::int as c, sum(p)::int as p,
      sum(e)::int as e, sum(f)::int as f, sum(r)::numeric(14, 2)::text as r
    from x group by month order by month`.execute(db);
  return byMonth(rows);
}

async function expectExact() {
  for (const owner of [0, t.seller.id, t.other.id]) {
    expect(await rollup(t.db, owner), `scope ${owner}`).toEqual(await recount(t.db, owner));
  }
}

describe('dashboard rollups', () => {
  it('match a recount after the inserts of a sales book (and backfill nothing twice)', async () => {
    await expectExact();
    expect(Object.keys(await rollup(t.db, 0)).length).toBeGreaterThan(0);
  });

  it('follow a client deleted, restored and given to another Sales Person', async () => {
    const alpha = t.book.alpha.id;
    await t.db
      .updateTable('companies')
      .set({ deleted_at: new Date() })
      .where('id', '=', alpha)
      .execute();
    await expectExact();
    await t.db.updateTable('companies').set({ deleted_at: null }).where('id', '=', alpha).execute();
    await expectExact();
    await t.db
      .updateTable('companies')
      .set({ reference_id: t.other.id })
      .where('id', '=', alpha)
      .execute();
    await expectExact();
    await t.db
      .updateTable('companies')
      .set({ reference_id: null, created_at: at(dayIn(months.threeAgo, 2)) })
      .where('id', '=', alpha)
      .execute();
    await expectExact();
  });

  it('follow invoices paid, voided and changed in amount', async () => {
    await t.db
      .updateTable('invoices')
      .set({ status: 'paid' })
      .where('status', '=', 'pending')
      .execute();
    await expectExact();
    await t.db
      .updateTable('invoices')
      .set({ status: 'void' })
      .where('id', '=', t.book.lastInvoice.id)
      .execute();
    await expectExact();
    await t.db
      .updateTable('invoices')
      .set({ amount: 12.34 })
      .where('id', '=', t.book.foreignInvoice.id)
      .execute();
    await expectExact();
  });

  it('count a returning patient once, in one statement or many, and follow deletions', async () => {
    // Three visits of two patients in one statement; one of them ('a') was seen before.
    await t.db
      .insertInto('encounters')
      .values(
        ['a', 'q', 'q'].map((patient) => ({
          company_id: t.book.bravo.id,
          patient_first_name: patient,
          patient_last_name: 'Test',
          patient_key: `key-${patient}`,
          completed_at: dayIn(months.twoAgo, 10),
        })),
      )
      .execute();
    await insertEncounters(t.db, t.book.delta, [
      { patient: 'r', at: months.current.from, forms: 2 },
    ]);
    await expectExact();
    // Moved to another month; then the only visits of a patient are removed.
    await t.db
      .updateTable('encounters')
      .set({ completed_at: at(dayIn(months.threeAgo, 1)) })
      .where('company_id', '=', t.book.bravo.id)
      .execute();
    await expectExact();
    const delta = t.book.delta.id;
    await t.db.deleteFrom('submissions').where('company_id', '=', delta).execute();
    await t.db.deleteFrom('encounters').where('company_id', '=', delta).execute();
    await expectExact();
  });

  it('drop a client removed for good', async () => {
    const charlie = t.book.charlie.id;
    await t.db.deleteFrom('subscriptions').where('company_id', '=', charlie).execute();
    await t.db.deleteFrom('forms').where('company_id', '=', charlie).execute();
    await t.db.deleteFrom('companies').where('id', '=', charlie).execute();
    await expectExact();
  });
});
