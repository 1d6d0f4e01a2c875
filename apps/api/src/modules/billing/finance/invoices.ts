import { companyMessages, financeMessages, type Invoice } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { money } from './periods.js';
import { financeCompanies } from './scope.js';

/** 404 unless the company is live and the caller may see it (another's client looks absent). */
export async function assertCompanyVisible(
  db: DbExecutor,
  auth: AuthContext,
  companyId: number,
): Promise<void> {
  const company = await financeCompanies(db, auth)
    .select('c.id')
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw new AppError('not_found', companyMessages.notFound);
}

/** Invoices of the companies the caller may see, joined with what an invoice names. */
function selectInvoices(db: DbExecutor, auth: AuthContext) {
  return financeCompanies(db, auth)
    .innerJoin('invoices as i', 'i.company_id', 'c.id')
    .innerJoin('plans as p', 'p.id', 'i.plan_id')
    .select([
      'i.id',
      'i.number',
      'p.name as plan_name',
      sql<string>`i.period_start::text`.as('period_start'),
      sql<string>`i.period_end::text`.as('period_end'),
      'i.encounters',
      sql<number>`i.plan_price::float8`.as('plan_price'),
      sql<number>`i.overage_amount::float8`.as('overage_amount'),
      sql<number>`i.amount::float8`.as('amount'),
      'i.status',
      sql<string>`i.due_at::text`.as('due_at'),
      sql<string | null>`to_char(i.paid_at at time zone 'UTC', 'YYYY-MM-DD')`.as('paid_at'),
    ]);
}

type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['executeTakeFirstOrThrow']>>;

function toInvoice(row: InvoiceRow): Invoice {
  return {
    ...row,
    plan_price: money(row.plan_price),
    overage_amount: money(row.overage_amount),
    amount: money(row.amount),
  };
}

/** A company's invoices, newest period first. */
export async function listCompanyInvoices(
  db: DbExecutor,
  auth: AuthContext,
  companyId: number,
): Promise<Invoice[]> {
  await assertCompanyVisible(db, auth, companyId);
  const rows = await selectInvoices(db, auth)
    .where('c.id', '=', companyId)
    .orderBy('i.period_start', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return rows.map(toInvoice);
}

export interface InvoiceDocument extends Invoice {
  company: {
    id: number;
    name: string;
    address: string | null;
    address1: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
}

/** One invoice with its company's name and address, for the PDF; 404 outside the scope. */
export async function getInvoiceDocument(
  db: DbExecutor,
  auth: AuthContext,
  invoiceId: number,
): Promise<InvoiceDocument> {
  const row = await selectInvoices(db, auth)
    .select([
      'c.id as company_id',
      'c.name as company_name',
      'c.address',
      'c.address1',
      'c.city',
      'c.state',
      'c.zip',
    ])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', financeMessages.invoiceNotFound);
  const { company_id, company_name, address, address1, city, state, zip, ...invoice } = row;
  return {
    ...toInvoice(invoice),
    company: { id: company_id, name: company_name, address, address1, city, state, zip },
  };
}
