import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { insertBilledCompany } from '../factories/billing.js';
import { waitFor } from './client.js';
import type { Cluster } from './cluster.js';
import { insertPlan } from '../factories/plans.js';

export interface DoubleRun {
  companies: number;
  /** Each run's exit code and its own count of invoices issued and charges paid. */
  runs: { code: number | null; issued: number; charged: number }[];
  /** Live invoices of the month, and how many companies they cover. */
  invoices: number;
  invoicedCompanies: number;
  paidInvoices: number;
  /** Charges recorded as paid (audit rows), and how many invoices they cover. */
  paidCharges: number;
  chargedInvoices: number;
}

/**
 * The monthly run for `month`, started twice at the same moment by two processes on the shared
 * database, as two instances' schedulers (or an operator beside them) would, over `count` new
 * billable companies with demo cards.
 */
export async function billTwiceAtOnce(
  cluster: Cluster,
  options: { count: number; month: string },
): Promise<DoubleRun> {
  const plan = await insertPlan(cluster.db);
  const ids: number[] = [];
  for (let n = 0; n < options.count; n++)
    ids.push((await insertBilledCompany(cluster.db, { planId: plan.id })).id);
  // Both runs start together: the invoices table is held until each waits at its first invoice.
  const runs = await atOnce(cluster.db, () =>
    Promise.all([1, 2].map(() => cluster.cli('billing-run', ['--month', options.month]))),
  );
  const invoices = await cluster.db
    .selectFrom('invoices')
    .select(['id', 'company_id', 'status'])
    .where('company_id', 'in', ids)
    .where('status', '<>', 'void')
    .execute();
  const paid = await cluster.db
    .selectFrom('audit_log')
    .select('target_id')
    .where('action', '=', 'billing.charge')
    .where(sql<boolean>`details->>'result' = 'paid'`)
    .where('company_id', 'in', ids)
    .execute();
  return {
    companies: ids.length,
    runs: runs.map((r) => {
      const counts = /(\d+) invoice\(s\) issued, (\d+) charge\(s\) paid/.exec(r.output);
      return {
        code: r.code,
        issued: Number(counts?.[1] ?? -1),
        charged: Number(counts?.[2] ?? -1),
      };
    }),
    invoices: invoices.length,
    invoicedCompanies: new Set(invoices.map((i) => i.company_id)).size,
    paidInvoices: invoices.filter((i) => i.status === 'paid').length,
    paidCharges: paid.length,
    chargedInvoices: new Set(paid.map((p) => p.target_id)).size,
  };
}

/**
 * Runs `work` while a transaction holds the invoices table against writes, and lets go once two
 * sessions wait on it: two processes started a moment apart then write from the same instant.
 */
async function atOnce<T>(db: Db, work: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const held = new Promise<void>((resolve) => (locked = resolve));
  const gate = db.transaction().execute(async (trx) => {
    await sql`lock table invoices in share row exclusive mode`.execute(trx);
    locked();
    await released;
  });
  await held;
  const running = work();
  try {
    await waitFor(
      'both runs at their first invoice',
      async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'
            and query ilike 'insert into "invoices"%'`.execute(db);
        return rows[0]!.n >= 2 || undefined;
      },
      60_000,
    );
  } finally {
    release();
    await gate;
  }
  return running;
}
