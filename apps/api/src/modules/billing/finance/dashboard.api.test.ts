import { ROLE, type DashboardResponse } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { monthAt } from './periods.js';
import { recentMonths, salesBookWorld } from '#test/factories/finance.js';

const now = new Date();
const months = recentMonths(now);
const t = salesBookWorld(months);

async function dashboard(path: string, token = t.sales): Promise<DashboardResponse> {
  const response = await t.app.inject({ url: `/api${path}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardResponse>();
}

const names = (answer: DashboardResponse) => answer.transactions.map((row) => row.clientName);

describe('GET /api/dashboard', () => {
  it("counts a Sales Person's own live clients only", async () => {
    const answer = await dashboard('/dashboard');
    expect(answer).toMatchObject({
      // Alpha's a, b, c and Bravo's a, d: one person at two clinics is two patients.
      totalPatients: 5,
      total_clients: 4,
      total_forms: 9,
      // Paid invoices only: 59.50 + 49.00 (the pending 60 and 80 are not revenue).
      total_revenue: 108.5,
    });
  });

  it("lists each client's last closed month and status label, by name", async () => {
    const answer = await dashboard('/dashboard');
    expect(answer.transactions).toEqual([
      {
        id: t.book.alpha.id,
        clientName: t.book.alpha.name,
        planName: t.book.plans.standard.name,
        // The invoice's billed count wins over the 3 encounters on record.
        lastMonthEncounters: 121,
        lastMonthPayAmount: 59.5,
        status: 'Active/Paid',
      },
      {
        id: t.book.bravo.id,
        clientName: t.book.bravo.name,
        planName: t.book.plans.standard.name,
        lastMonthEncounters: 2,
        lastMonthPayAmount: 0,
        status: 'Active/Trial',
      },
      {
        id: t.book.charlie.id,
        clientName: t.book.charlie.name,
        planName: t.book.plans.standard.name,
        lastMonthEncounters: 0,
        lastMonthPayAmount: 0,
        status: 'Suspended',
      },
      {
        id: t.book.delta.id,
        clientName: t.book.delta.name,
        planName: t.book.plans.custom.name,
        lastMonthEncounters: 0,
        lastMonthPayAmount: 80,
        status: 'Active/Pending',
      },
    ]);
  });

  it('charts the last 12 months of paid revenue and encounters', async () => {
    const { chart } = await dashboard('/dashboard');
    expect(chart).toHaveLength(12);
    expect(chart.at(-1)).toEqual({ month: months.current.key, revenue: 0, encounters: 1 });
    expect(chart.at(-2)).toEqual({ month: months.last.key, revenue: 59.5, encounters: 5 });
    expect(chart.at(-3)).toEqual({ month: months.twoAgo.key, revenue: 49, encounters: 0 });
    expect(chart.at(-4)).toEqual({ month: months.threeAgo.key, revenue: 0, encounters: 0 });
    expect(chart[0]!.month).toBe(monthAt(now, -11).key);
  });

  it('narrows the table to a status filter and keeps the counters', async () => {
    const active = await dashboard('/dashboard/Active');
    expect(names(active)).toEqual([t.book.alpha.name, t.book.bravo.name, t.book.delta.name]);
    expect(active.total_clients).toBe(4);
    expect(names(await dashboard('/dashboard/Active%2FTrial'))).toEqual([t.book.bravo.name]);
    expect(names(await dashboard('/dashboard/Active%2FPaid'))).toEqual([t.book.alpha.name]);
    expect(names(await dashboard('/dashboard/Active%2FPending'))).toEqual([t.book.delta.name]);
    expect(names(await dashboard('/dashboard/Suspended'))).toEqual([t.book.charlie.name]);
    expect(names(await dashboard('/dashboard/All'))).toHaveLength(4);
  });

  it('refuses an unknown filter with 422', async () => {
    const response = await t.app.inject({ url: '/api/dashboard/Paid', headers: bearer(t.sales) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('param');
  });

  it("shows staff every client, including another Sales Person's", async () => {
    const admin = (await loginAs(t.app, await createUser(t.db, ROLE.productAdmin))).token;
    const answer = await dashboard('/dashboard', admin);
    expect(names(answer)).toEqual(expect.arrayContaining([t.book.alpha.name, t.book.foreign.name]));
    expect(names(answer)).not.toContain(t.book.deleted.name);
    // The other Sales Person's paid 500 counts for staff; the deleted client's 1000 does not.
    expect(answer.total_revenue).toBe(608.5);
    expect(answer.totalPatients).toBe(6);
  });

  it('needs a session and the view_dashboard permission', async () => {
    expect((await t.app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
    const clinic = (await loginAs(t.app, await createUser(t.db, ROLE.clientAdmin))).token;
    for (const url of ['/api/dashboard', '/api/dashboard/Active']) {
      expect((await t.app.inject({ url, headers: bearer(clinic) })).statusCode).toBe(403);
    }
  });
});
