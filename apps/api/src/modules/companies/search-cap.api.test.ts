import { CLIENT_SEARCH_COUNT_CAP, type CompanyListResponse } from '@paperless/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';

// Issue 20: a search is counted up to CLIENT_SEARCH_COUNT_CAP; past it the page is found by
// walking the name index (queries.ts), and must be the same page the full sort would give.
let t: TestApp;
let token: string;
const COMMON = CLIENT_SEARCH_COUNT_CAP + 30;

beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t.app, await createUser(t.db))).token;
  // Names out of order by id, mixed case, so the page order is the name's, not insertion's.
  await sql`insert into companies (name)
    select case when g % 2 = 0 then 'Harbor ' else 'harbor ' end || lpad(((g * 7919) % ${COMMON})::text, 5, '0')
    from generate_series(1, ${COMMON}) g`.execute(t.db);
  await sql`insert into companies (name) select 'Quiet Valley ' || g from generate_series(1, 40) g`.execute(
    t.db,
  );
});
afterAll(() => t.close());

async function list(query: string): Promise<CompanyListResponse> {
  const response = await t.app.inject({ url: `/api/company?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyListResponse>();
}

/** Every match, in the list's order, straight from the table. */
async function expectedNames(word: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('companies')
    .select('name')
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`strpos(lower(name), ${word}) > 0`)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.name);
}

it('counts a common word up to the cap and says so, paging in name order past it', async () => {
  const all = await expectedNames('harbor');
  const first = await list('page=1&per_page=25&search=harbor');
  expect(first.total).toBe(CLIENT_SEARCH_COUNT_CAP);
  expect(first.total_capped).toBe(true);
  expect(first.companies.map((c) => c.name)).toEqual(all.slice(0, 25));
  expect(first.has_more).toBe(true);
  // Pages past the cap are still served, from the same order, until the matches run out.
  const last = Math.ceil(all.length / 25);
  const deep = await list(`page=${last - 1}&per_page=25&search=harbor`);
  expect(deep.companies.map((c) => c.name)).toEqual(all.slice((last - 2) * 25, (last - 1) * 25));
  expect(deep.has_more).toBe(true);
  const end = await list(`page=${last}&per_page=25&search=harbor`);
  expect(end.companies.map((c) => c.name)).toEqual(all.slice((last - 1) * 25));
  expect(end.has_more).toBe(false);
});

it('counts a rarer word exactly', async () => {
  const answer = await list('page=1&per_page=25&search=quiet valley');
  expect(answer.total).toBe(40);
  expect(answer.total_capped).toBe(false);
  expect(answer.has_more).toBe(true);
  expect(answer.companies.map((c) => c.name)).toEqual(
    (await expectedNames('quiet valley')).slice(0, 25),
  );
});

it('keeps the exact total of the whole list without a search', async () => {
  const answer = await list('page=1&per_page=25');
  expect(answer.total_capped).toBeUndefined();
  expect(answer.companies).toHaveLength(25);
  expect(answer.has_more).toBe(true);
});
