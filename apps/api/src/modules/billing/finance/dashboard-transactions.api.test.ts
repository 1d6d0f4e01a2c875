import { ROLE, type DashboardTransactionListResponse } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { recentMonths, salesBookWorld } from '#test/factories/finance.js';

const now = new Date();
const months = recentMonths(now);
const t = salesBookWorld(months);

async function list(query: string, token = t.sales): Promise<DashboardTransactionListResponse> {
  const response = await t.app.inject({
    url: `/api/dashboard/transactions?${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardTransactionListResponse>();
}

const names = (answer: DashboardTransactionListResponse) => answer.data.map((r) => r.clientName);
const search = (term: string) => list(`search=${encodeURIComponent(term)}`).then(names);

describe('GET /api/dashboard/transactions', () => {
  it("pages a Sales Person's live clients by name, with the exact total", async () => {
    const first = await list('page=1&per_page=3');
    expect(first).toMatchObject({ total: 4, page: 1, per_page: 3 });
    expect(names(first)).toEqual([t.book.alpha.name, t.book.bravo.name, t.book.charlie.name]);
    const second = await list('page=2&per_page=3');
    expect(names(second)).toEqual([t.book.delta.name]);
    expect(second.total).toBe(4);
    expect(first.data[0]).toEqual({
      id: t.book.alpha.id,
      clientName: t.book.alpha.name,
      planName: t.book.plans.standard.name,
      lastMonthEncounters: 121,
      lastMonthPayAmount: 59.5,
      status: 'Active/Paid',
    });
  });

  it('narrows to a status filter, with its own total', async () => {
    const trial = await list(`filter=${encodeURIComponent('Active/Trial')}`);
    expect(names(trial)).toEqual([t.book.bravo.name]);
    expect(trial.total).toBe(1);
    expect((await list('filter=Active')).total).toBe(3);
  });

  it('searches names, plans and status labels by containment, case-insensitively', async () => {
    expect(await search('BRAVO')).toEqual([t.book.bravo.name]);
    expect(await search(t.book.plans.custom.name.slice(2).toUpperCase())).toEqual([
      t.book.delta.name,
    ]);
    expect(await search('active/p')).toEqual([t.book.alpha.name, t.book.delta.name]);
    expect(await search('suspend')).toEqual([t.book.charlie.name]);
    // A wildcard is a character, not a pattern.
    expect(await search('%')).toEqual([]);
  });

  it('matches the amount, the encounters and the id exactly', async () => {
    expect(await search('$59.50')).toEqual([t.book.alpha.name]);
    expect(await search('80')).toEqual([t.book.delta.name]);
    expect(await search('121')).toEqual([t.book.alpha.name]);
    expect(await search('2')).toEqual([t.book.bravo.name]);
    expect(await search('12')).toEqual([]);
    expect(await search(String(t.book.charlie.id))).toContain(t.book.charlie.name);
    const counted = await list('search=121');
    expect(counted.total).toBe(1);
  });

  it("shows staff every live client, another Sales Person's too", async () => {
    const admin = (await loginAs(t.app, await createUser(t.db, ROLE.productAdmin))).token;
    const answer = await list(`search=${t.book.tag}&per_page=100`, admin);
    expect(names(answer)).toEqual([
      t.book.alpha.name,
      t.book.bravo.name,
      t.book.charlie.name,
      t.book.delta.name,
      t.book.foreign.name,
    ]);
    expect(answer.total).toBe(5);
    expect((await list('per_page=1', admin)).total).toBeGreaterThanOrEqual(5);
  });

  it('refuses a bad filter or page size, naming the field', async () => {
    for (const [query, field] of [
      ['filter=Paid', 'filter'],
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/dashboard/transactions?${query}`,
        headers: bearer(t.sales),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty(field);
    }
  });

  it('needs a session and the view_dashboard permission', async () => {
    const url = '/api/dashboard/transactions';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const clinic = (await loginAs(t.app, await createUser(t.db, ROLE.clientAdmin))).token;
    expect((await t.app.inject({ url, headers: bearer(clinic) })).statusCode).toBe(403);
  });
});
