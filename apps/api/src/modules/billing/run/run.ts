import { sql } from 'kysely';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { MailDeps } from '../../../lib/outbox/enqueue.js';
import { lastClosedMonth, monthAt, money, type Month } from '../finance/periods.js';
import { parseMonthKey } from './amounts.js';
import { collectPayments } from './collect.js';
import { issueInvoices } from './issue.js';
import { sweepStatuses } from './settle.js';
import { runTrialPass, type TrialPassReport } from './trial.js';

export interface BillingRunRow {
  companyId: number;
  company: string;
  encounters: number | null;
  amount: number | null;
  /** paid, pending (no card), failed (declined: with the reason), processing, skipped: trial. */
  result: string;
}

export interface BillingRunReport {
  month: string;
  issued: number;
  charged: number;
  suspended: number[];
  rows: BillingRunRow[];
  /** Issue 20: trial reminders sent, trials ended (to billing or suspended), trials restored. */
  trials: TrialPassReport;
}

/** The month a `--month YYYY-MM` names; undefined when malformed. */
export function monthOf(key: string): Month | undefined {
  const start = parseMonthKey(key);
  return start ? monthAt(start, 0) : undefined;
}

/**
 * The monthly billing run for one closed month (default: the last one): an invoice for every
 * company not yet invoiced for it, then a charge of every invoice still to charge, then the
 * status sweep. Safe to rerun at any time: the invoices are unique per company and month, and
 * charges resume with their idempotency keys.
 */
export async function runBilling(options: {
  db: Db;
  config: Pick<Config, 'stripe'>;
  now?: Date;
  month?: Month;
  /** The outbox for the trial e-mails; without it no reminder is claimed (none is lost). */
  mail?: MailDeps;
}): Promise<BillingRunReport> {
  const now = options.now ?? new Date();
  const month = options.month ?? lastClosedMonth(now);
  if (month.until > now) throw new Error(`The month ${month.key} is not over yet.`);
  // Trials first: one that ended is suspended or billed before this run issues and sweeps.
  const trials = await runTrialPass(options.db, now, options.mail);
  const issued = await issueInvoices(options.db, month, now);
  const charges = await collectPayments(options.db, options.config, now);
  const suspended = await sweepStatuses(options.db, now);
  const skipped = issued.flatMap(({ companyId, name, result }) =>
    result.kind === 'skipped' && result.reason === 'trial'
      ? [{ companyId, company: name, encounters: null, amount: null, result: 'skipped: trial' }]
      : [],
  );
  return {
    month: month.key,
    issued: issued.filter((i) => i.result.kind === 'issued').length,
    charged: charges.filter((c) => c.outcome === 'paid').length,
    suspended,
    trials,
    rows: [...(await monthRows(options.db, month)), ...skipped].sort((a, b) =>
      a.company.localeCompare(b.company),
    ),
  };
}

/** Where every invoice of the month stands after the run. */
async function monthRows(db: Db, month: Month): Promise<BillingRunRow[]> {
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .leftJoin('cards as k', 'k.company_id', 'i.company_id')
    .select([
      'c.id',
      'c.name',
      'i.encounters',
      sql<number>`i.amount::float8`.as('amount'),
      'i.status',
      'i.failure_reason',
      'i.payment_reference',
      'k.id as card_id',
    ])
    .where('i.period_start', '=', sql<Date>`${month.start}::date`)
    .where('i.status', '<>', 'void')
    .where('c.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => ({
    companyId: r.id,
    company: r.name,
    encounters: r.encounters,
    amount: money(r.amount),
    result:
      r.status === 'failed'
        ? `failed: ${r.failure_reason ?? 'declined'}`
        : r.status === 'pending'
          ? r.card_id === null
            ? 'pending: no card'
            : r.payment_reference
              ? 'processing'
              : 'pending'
          : r.status,
  }));
}

/** The report as the command line prints it: one row per company. */
export function formatReport(report: BillingRunReport): string {
  const header = ['Company', 'Encounters', 'Amount', 'Result'];
  const lines = report.rows.map((r) => [
    r.company,
    r.encounters === null ? '-' : String(r.encounters),
    r.amount === null ? '-' : `$${r.amount.toFixed(2)}`,
    r.result,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 || i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    `Billing run for ${report.month}: ${report.issued} invoice(s) issued, ${report.charged} charge(s) paid, ${report.suspended.length} subscription(s) suspended.`,
    `Trials: ${report.trials.reminded.length} reminder(s) sent, ${report.trials.ended.length} moved to monthly billing, ${report.trials.suspended.length} suspended without a card, ${report.trials.restored.length} restored.`,
    row(header),
    row(widths.map((w) => '-'.repeat(w))),
    ...lines.map(row),
  ].join('\n');
}
