import {
  ROLE,
  type CompanySubscription,
  type InvoiceListResponse,
  type TransactionListResponse,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs, type TestUser } from '#test/factories/users.js';
import { insertSalesBook, recentMonths } from '#test/factories/finance.js';

let t: TestApp;
let seller: TestUser;
let sales: string;
let otherSales: string;
let admin: string;
let book: Awaited<ReturnType<typeof insertSalesBook>>;
const now = new Date();
const months = recentMonths(now);

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.db, ROLE.salesPerson);
  const other = await createUser(t.db, ROLE.salesPerson);
  book = await insertSalesBook(t.db, seller, other, months);
  sales = (await loginAs(t.app, seller)).token;
  otherSales = (await loginAs(t.app, other)).token;
  admin = (await loginAs(t.app, await createUser(t.db, ROLE.superAdmin))).token;
});
afterAll(() => t.close());

const get = (url: string, token = sales) =>
  t.app.inject({ url: `/api${url}`, headers: bearer(token) });

async function transactions(query = '', token = sales) {
  const response = await get(`/transactions/all${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<TransactionListResponse>();
}

describe('Transaction History', () => {
  it('answers one row per own client with plan type, dates, last month and status', async () => {
    const answer = await transactions();
    expect(answer.total).toBe(4);
    expect(answer.data.map((row) => [row.company.name, row.status])).toEqual([
      [book.alpha.name, 'Active'],
      [book.bravo.name, 'Trial'],
      [book.charlie.name, 'Suspended'],
      [book.delta.name, 'Pending'],
    ]);
    expect(answer.data[0]).toEqual({
      id: book.alpha.id,
      company: { id: book.alpha.id, name: book.alpha.name },
      subscription: { plan: { name: book.plans.standard.name, on_demand: false } },
      planType: 'Standard Plan',
      nextPaymentDate: months.current.end,
      lastPaymentDate: months.current.start,
      lastMonthEncounters: 121,
      lastMonthPayAmount: 59.5,
      status: 'Active',
      invoiceId: book.lastInvoice.id,
    });
    expect(answer.data[1]).toMatchObject({
      lastMonthEncounters: 2,
      lastMonthPayAmount: 0,
      lastPaymentDate: null,
      nextPaymentDate: null,
      invoiceId: null,
    });
    expect(answer.data[3]).toMatchObject({ planType: 'Custom Plan', lastMonthPayAmount: 80 });
  });

  it('searches on the server: names, status words, dates, exact amounts and encounters', async () => {
    const only = async (search: string) =>
      (await transactions(`?search=${encodeURIComponent(search)}`)).data.map((r) => r.id);
    expect(await only(`bravo ${book.tag}`.toUpperCase())).toEqual([book.bravo.id]);
    expect(await only('pending')).toEqual([book.delta.id]);
    // Decision 16's words, as the table shows them: "paid" is Active/Paid, "active" every
    // active client.
    expect(await only('paid')).toEqual([book.alpha.id]);
    expect(await only('Active/Pending')).toEqual([book.delta.id]);
    expect(await only('active')).toEqual([book.alpha.id, book.bravo.id, book.delta.id]);
    expect(await only('custom plan')).toEqual([book.delta.id]);
    expect(await only('59.50')).toEqual([book.alpha.id]);
    expect(await only('59')).toEqual([]);
    expect(await only('121')).toEqual([book.alpha.id]);
    expect(await only(months.current.end)).toEqual([book.alpha.id]);
    const [y, m, d] = months.current.start.split('-');
    expect(await only(`${m}/${d}/${y}`)).toEqual([book.alpha.id]);
    expect(await only('100%')).toEqual([]);
  });

  it('pages with a total', async () => {
    const first = await transactions('?per_page=3&page=1');
    const second = await transactions('?per_page=3&page=2');
    expect(first).toMatchObject({ total: 4, page: 1, per_page: 3 });
    expect(first.data).toHaveLength(3);
    expect(second.data.map((r) => r.id)).toEqual([book.delta.id]);
  });

  it('keeps a Sales Person to their own clients whatever reference_id says', async () => {
    const forced = await transactions(`?reference_id=${seller.id}`, otherSales);
    expect(forced.data.map((r) => r.id)).toEqual([book.foreign.id]);
    const get2 = await get(`/transactions/get?reference_id=${seller.id}`, otherSales);
    expect(get2.json<TransactionListResponse>().data.map((r) => r.id)).toEqual([book.foreign.id]);
    // Staff may narrow to one Sales Person; deleted clients never show.
    const narrowed = await transactions(`?reference_id=${seller.id}`, admin);
    expect(narrowed.data.map((r) => r.id)).toEqual([
      book.alpha.id,
      book.bravo.id,
      book.charlie.id,
      book.delta.id,
    ]);
    const all = await transactions('?per_page=100', admin);
    expect(all.data.map((r) => r.id)).toContain(book.foreign.id);
    expect(all.data.map((r) => r.id)).not.toContain(book.deleted.id);
  });
});

describe('GET /api/subscription', () => {
  const list = async (query: string, token = sales) =>
    (await get(`/subscription${query}`, token)).json<{ data: CompanySubscription[] }>().data;

  it('lists own subscriptions, filtered by stored status or by label', async () => {
    const all = await list('');
    expect(all.map((s) => s.company.name)).toEqual([
      book.alpha.name,
      book.bravo.name,
      book.charlie.name,
      book.delta.name,
    ]);
    expect(all[0]).toMatchObject({
      id: book.alpha.subscriptionId,
      status: 'paid',
      label: 'Active/Paid',
      company: { id: book.alpha.id, name: book.alpha.name },
      plan: { name: book.plans.standard.name, encounter: 100, price: 49 },
    });
    expect((await list('?status=paid')).map((s) => s.company.id)).toEqual([book.alpha.id]);
    expect((await list('?status=Active')).map((s) => s.company.id)).toEqual([
      book.alpha.id,
      book.bravo.id,
      book.delta.id,
    ]);
    expect((await list('?status=Suspended')).map((s) => s.company.id)).toEqual([book.charlie.id]);
    expect(await list(`?reference_id=${seller.id}`, otherSales)).toHaveLength(1);
    expect((await get('/subscription?status=late')).statusCode).toBe(422);
  });
});

describe("a company's invoices and subscription", () => {
  it('lists invoices newest first with amounts as numbers', async () => {
    const response = await get(`/company/invoice/${book.alpha.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<InvoiceListResponse>();
    expect(data.map((i) => [i.period_start, i.amount, i.status])).toEqual([
      [months.last.start, 59.5, 'paid'],
      [months.twoAgo.start, 49, 'paid'],
      [months.threeAgo.start, 60, 'pending'],
    ]);
    expect(data[0]).toEqual({
      id: book.lastInvoice.id,
      number: book.lastInvoice.number,
      plan_name: book.plans.standard.name,
      period_start: months.last.start,
      period_end: months.last.end,
      encounters: 121,
      plan_price: 49,
      overage_amount: 10.5,
      amount: 59.5,
      status: 'paid',
      due_at: months.last.end,
      paid_at: months.current.start,
    });
    expect(data[2]!.paid_at).toBeNull();
  });

  it("answers a company's subscription, and null before it has one", async () => {
    const response = await get(`/company/subscription/index/${book.delta.id}`);
    expect(response.json().data).toMatchObject({
      status: 'pending',
      label: 'Active/Pending',
      plan: { on_demand: true, price: 80 },
    });
    const admin2 = await get(`/company/subscription/index/${book.charlie.id}`, admin);
    expect(admin2.json().data.status).toBe('suspended');
  });

  it("answers 404 for another Sales Person's, a deleted or an unknown company", async () => {
    for (const url of [
      `/company/invoice/${book.alpha.id}`,
      `/company/subscription/index/${book.alpha.id}`,
      `/invoices/${book.lastInvoice.id}/download`,
    ]) {
      expect((await get(url, otherSales)).statusCode).toBe(404);
    }
    for (const id of [book.deleted.id, 999_999]) {
      expect((await get(`/company/invoice/${id}`, admin)).statusCode).toBe(404);
      expect((await get(`/company/subscription/index/${id}`, admin)).statusCode).toBe(404);
    }
    expect((await get(`/invoices/${book.deletedInvoice.id}/download`, admin)).statusCode).toBe(404);
    expect((await get('/invoices/999999/download', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/invoices/{id}/download', () => {
  it('sends a PDF attachment and writes an audit row', async () => {
    const response = await get(`/invoices/${book.lastInvoice.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${book.lastInvoice.number}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'details'])
      .where('target_type', '=', 'invoice')
      .where('target_id', '=', String(book.lastInvoice.id))
      .execute();
    expect(audit).toEqual([
      { action: 'invoice.download', user_id: seller.id, details: { company_id: book.alpha.id } },
    ]);
  });
});

describe('access', () => {
  const routes = () => [
    '/transactions/all',
    '/transactions/get',
    '/subscription',
    `/company/invoice/${book.alpha.id}`,
    `/company/subscription/index/${book.alpha.id}`,
    `/invoices/${book.lastInvoice.id}/download`,
  ];

  it('answers 401 without a session and 403 to a Client Admin', async () => {
    const clinic = (await loginAs(t.app, await createUser(t.db, ROLE.clientAdmin))).token;
    for (const url of routes()) {
      expect((await t.app.inject({ url: `/api${url}` })).statusCode).toBe(401);
      expect((await get(url, clinic)).statusCode).toBe(403);
    }
  });

  it('describes every route in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/dashboard',
        '/api/dashboard/{param}',
        '/api/transactions/all',
        '/api/transactions/get',
        '/api/subscription',
        '/api/company/invoice/{companyId}',
        '/api/company/subscription/index/{companyId}',
        '/api/invoices/{id}/download',
      ]),
    );
  });
});
