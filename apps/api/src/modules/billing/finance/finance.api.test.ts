import {
  ROLE,
  type CompanySubscription,
  type InvoiceListResponse,
  type TransactionListResponse,
} from '@paperless/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { recentMonths, salesBookWorld } from '#test/factories/finance.js';

const now = new Date();
const months = recentMonths(now);
const t = salesBookWorld(months);
let otherSales: string;
let admin: string;

beforeAll(async () => {
  otherSales = (await loginAs(t.app, t.other)).token;
  admin = (await loginAs(t.app, await createUser(t.db, ROLE.superAdmin))).token;
});

const get = (url: string, token = t.sales) =>
  t.app.inject({ url: `/api${url}`, headers: bearer(token) });

async function transactions(query = '', token = t.sales) {
  const response = await get(`/transactions/all${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<TransactionListResponse>();
}

describe('Transaction History', () => {
  it('answers one row per own client with plan type, dates, last month and status', async () => {
    const answer = await transactions();
    expect(answer.total).toBe(4);
    expect(answer.data.map((row) => [row.company.name, row.status])).toEqual([
      [t.book.alpha.name, 'Active'],
      [t.book.bravo.name, 'Trial'],
      [t.book.charlie.name, 'Suspended'],
      [t.book.delta.name, 'Pending'],
    ]);
    expect(answer.data[0]).toEqual({
      id: t.book.alpha.id,
      company: { id: t.book.alpha.id, name: t.book.alpha.name },
      subscription: { plan: { name: t.book.plans.standard.name, on_demand: false } },
      planType: 'Standard Plan',
      nextPaymentDate: months.current.end,
      lastPaymentDate: months.current.start,
      lastMonthEncounters: 121,
      lastMonthPayAmount: 59.5,
      status: 'Active',
      invoiceId: t.book.lastInvoice.id,
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
    expect(await only(`bravo ${t.book.tag}`.toUpperCase())).toEqual([t.book.bravo.id]);
    expect(await only('pending')).toEqual([t.book.delta.id]);
    // Decision 16's words, as the table shows them: "paid" is Active/Paid, "active" every
    // active client.
    expect(await only('paid')).toEqual([t.book.alpha.id]);
    expect(await only('Active/Pending')).toEqual([t.book.delta.id]);
    expect(await only('active')).toEqual([t.book.alpha.id, t.book.bravo.id, t.book.delta.id]);
    expect(await only('custom plan')).toEqual([t.book.delta.id]);
    expect(await only('59.50')).toEqual([t.book.alpha.id]);
    expect(await only('59')).toEqual([]);
    expect(await only('121')).toEqual([t.book.alpha.id]);
    expect(await only(months.current.end)).toEqual([t.book.alpha.id]);
    const [y, m, d] = months.current.start.split('-');
    expect(await only(`${m}/${d}/${y}`)).toEqual([t.book.alpha.id]);
    expect(await only('100%')).toEqual([]);
  });

  it('pages with a total', async () => {
    const first = await transactions('?per_page=3&page=1');
    const second = await transactions('?per_page=3&page=2');
    expect(first).toMatchObject({ total: 4, page: 1, per_page: 3 });
    expect(first.data).toHaveLength(3);
    expect(second.data.map((r) => r.id)).toEqual([t.book.delta.id]);
  });

  it('keeps a Sales Person to their own clients whatever reference_id says', async () => {
    const forced = await transactions(`?reference_id=${t.seller.id}`, otherSales);
    expect(forced.data.map((r) => r.id)).toEqual([t.book.foreign.id]);
    const get2 = await get(`/transactions/get?reference_id=${t.seller.id}`, otherSales);
    expect(get2.json<TransactionListResponse>().data.map((r) => r.id)).toEqual([t.book.foreign.id]);
    // Staff may narrow to one Sales Person; deleted clients never show.
    const narrowed = await transactions(`?reference_id=${t.seller.id}`, admin);
    expect(narrowed.data.map((r) => r.id)).toEqual([
      t.book.alpha.id,
      t.book.bravo.id,
      t.book.charlie.id,
      t.book.delta.id,
    ]);
    const all = await transactions('?per_page=100', admin);
    expect(all.data.map((r) => r.id)).toContain(t.book.foreign.id);
    expect(all.data.map((r) => r.id)).not.toContain(t.book.deleted.id);
  });
});

describe('GET /api/subscription', () => {
  const list = async (query: string, token = t.sales) =>
    (await get(`/subscription${query}`, token)).json<{ data: CompanySubscription[] }>().data;

  it('lists own subscriptions, filtered by stored status or by label', async () => {
    const all = await list('');
    expect(all.map((s) => s.company.name)).toEqual([
      t.book.alpha.name,
      t.book.bravo.name,
      t.book.charlie.name,
      t.book.delta.name,
    ]);
    expect(all[0]).toMatchObject({
      id: t.book.alpha.subscriptionId,
      status: 'paid',
      label: 'Active/Paid',
      company: { id: t.book.alpha.id, name: t.book.alpha.name },
      plan: { name: t.book.plans.standard.name, encounter: 100, price: 49 },
    });
    expect((await list('?status=paid')).map((s) => s.company.id)).toEqual([t.book.alpha.id]);
    expect((await list('?status=Active')).map((s) => s.company.id)).toEqual([
      t.book.alpha.id,
      t.book.bravo.id,
      t.book.delta.id,
    ]);
    expect((await list('?status=Suspended')).map((s) => s.company.id)).toEqual([t.book.charlie.id]);
    expect(await list(`?reference_id=${t.seller.id}`, otherSales)).toHaveLength(1);
    expect((await get('/subscription?status=late')).statusCode).toBe(422);
  });
});

describe("a company's invoices and subscription", () => {
  it('lists invoices newest first with amounts as numbers', async () => {
    const response = await get(`/company/invoice/${t.book.alpha.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<InvoiceListResponse>();
    expect(data.map((i) => [i.period_start, i.amount, i.status])).toEqual([
      [months.last.start, 59.5, 'paid'],
      [months.twoAgo.start, 49, 'paid'],
      [months.threeAgo.start, 60, 'pending'],
    ]);
    expect(data[0]).toEqual({
      id: t.book.lastInvoice.id,
      number: t.book.lastInvoice.number,
      plan_name: t.book.plans.standard.name,
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
    const response = await get(`/company/subscription/index/${t.book.delta.id}`);
    expect(response.json().data).toMatchObject({
      status: 'pending',
      label: 'Active/Pending',
      plan: { on_demand: true, price: 80 },
    });
    const admin2 = await get(`/company/subscription/index/${t.book.charlie.id}`, admin);
    expect(admin2.json().data.status).toBe('suspended');
  });

  it("answers 404 for another Sales Person's, a deleted or an unknown company", async () => {
    for (const url of [
      `/company/invoice/${t.book.alpha.id}`,
      `/company/subscription/index/${t.book.alpha.id}`,
      `/invoices/${t.book.lastInvoice.id}/download`,
    ]) {
      expect((await get(url, otherSales)).statusCode).toBe(404);
    }
    for (const id of [t.book.deleted.id, 999_999]) {
      expect((await get(`/company/invoice/${id}`, admin)).statusCode).toBe(404);
      expect((await get(`/company/subscription/index/${id}`, admin)).statusCode).toBe(404);
    }
    expect((await get(`/invoices/${t.book.deletedInvoice.id}/download`, admin)).statusCode).toBe(
      404,
    );
    expect((await get('/invoices/999999/download', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/invoices/{id}/download', () => {
  it('sends a PDF attachment and writes an audit row', async () => {
    const response = await get(`/invoices/${t.book.lastInvoice.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${t.book.lastInvoice.number}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'details'])
      .where('target_type', '=', 'invoice')
      .where('target_id', '=', String(t.book.lastInvoice.id))
      .execute();
    expect(audit).toEqual([
      {
        action: 'invoice.download',
        user_id: t.seller.id,
        details: { company_id: t.book.alpha.id },
      },
    ]);
  });
});

describe('access', () => {
  const routes = () => [
    '/transactions/all',
    '/transactions/get',
    '/subscription',
    `/company/invoice/${t.book.alpha.id}`,
    `/company/subscription/index/${t.book.alpha.id}`,
    `/invoices/${t.book.lastInvoice.id}/download`,
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
