import { CLINIC_WELCOME, ROLE, type ClinicDashboardResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { monthAt } from '../billing/finance/periods.js';
import { addVisit } from '#test/factories/submissions.js';
import { clinicDashboard } from './service.js';

let t: TestApp;
let a: TestClinic;
let b: TestClinic;
let sellerHeaders: Record<string, string>;
let otherSellerHeaders: Record<string, string>;
let superHeaders: Record<string, string>;

const now = new Date();
const thisMonth = monthAt(now, 0);
const lastMonth = monthAt(now, -1);
// Inside this month whatever day the test runs: its first instant and a minute after.
const early = new Date(thisMonth.from.getTime() + 60_000);
const before = new Date(thisMonth.from.getTime() - 60_000);

async function addLink(
  db: Db,
  companyId: number,
  at: { created: Date; sent?: Date; opened?: Date; submitted?: Date },
) {
  const form = await db
    .selectFrom('forms')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('form_links')
    .values({
      company_id: companyId,
      token_hash: hashToken(newToken()),
      form_id: form.id,
      channel: 'email',
      recipient: 'patient@example.com',
      created_at: at.created,
      last_sent_at: at.sent ?? at.created,
      opened_at: at.opened ?? null,
      submitted_at: at.submitted ?? null,
      expires_at: new Date(at.created.getTime() + 30 * 86_400_000),
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db, ROLE.salesPerson);
  sellerHeaders = bearer((await loginAs(t.app, seller)).token);
  otherSellerHeaders = bearer(
    (await loginAs(t.app, await createUser(t.db, ROLE.salesPerson))).token,
  );
  superHeaders = bearer((await loginAs(t.app, await createUser(t.db, ROLE.superAdmin))).token);
  a = await createClinic(t.app, t.db, { referenceId: seller.id });
  b = await createClinic(t.app, t.db);

  // Clinic A: 3 links sent this month (one opened, one submitted), one sent last month and
  // opened this month, one wholly last month.
  await addLink(t.db, a.id, { created: early });
  await addLink(t.db, a.id, { created: early, opened: early });
  await addLink(t.db, a.id, { created: early, opened: early, submitted: early });
  await addLink(t.db, a.id, { created: before, opened: early });
  await addLink(t.db, a.id, { created: lastMonth.from, opened: before, submitted: before });
  // Made two months ago, sent again just before this month and opened in it.
  await addLink(t.db, a.id, {
    created: monthAt(now, -2).from,
    sent: before,
    opened: early,
  });
  // Two encounters of one patient and one of another this month; one last month.
  const visit = (first: string, at: Date) =>
    addVisit(t.db, a.id, { first, last: 'Lee', dob: '1980-01-01', at, files: [] });
  await visit('Ann', early);
  await visit('Ann', early);
  await visit('Bob', early);
  await visit('Cy', before);
  // Clinic B's rows must never count for A.
  await addLink(t.db, b.id, { created: early, opened: early, submitted: early });
  await addVisit(t.db, b.id, { first: 'Di', last: 'Ray', dob: null, at: early, files: [] });
});
afterAll(() => t.close());

const get = (headers: Record<string, string>, companyId?: number) =>
  t.app.inject({
    method: 'GET',
    url: '/api/client-dashboard',
    query: companyId === undefined ? {} : { company_id: String(companyId) },
    headers,
  });

describe('GET /api/client-dashboard', () => {
  it("answers this month's figures of the caller's own clinic", async () => {
    const response = await get(a.headers);
    expect(response.statusCode).toBe(200);
    // Today's figures and the latest completions have tests of their own (today.api.test.ts).
    expect(response.json<ClinicDashboardResponse>().data).toMatchObject({
      month: thisMonth.key,
      company: { id: a.id, name: a.name },
      links_sent: 3,
      links_opened: 4,
      links_submitted: 1,
      encounters_used: 3,
      encounters_allocated: 100,
      patients_this_month: 2,
      time_zone: 'America/New_York',
    });
    expect(CLINIC_WELCOME).toBe('Welcome to Paperless Clinic!');
  });

  it("counts only the other clinic's own rows for it", async () => {
    const { data } = (await get(b.headers)).json<ClinicDashboardResponse>();
    expect(data).toMatchObject({
      links_sent: 1,
      links_opened: 1,
      links_submitted: 1,
      encounters_used: 1,
      patients_this_month: 1,
    });
  });

  it('puts a month that has not started at zero', async () => {
    const next = await clinicDashboard(t.db, a.id, monthAt(now, 1).from);
    expect(next).toMatchObject({ links_sent: 0, encounters_used: 0, patients_this_month: 0 });
  });

  it("is open to the clinic's users and staff with a portal permission, in their scope", async () => {
    expect((await get(bearer(a.staff.token))).statusCode).toBe(200);
    expect((await get({})).statusCode).toBe(401);
    expect((await get(b.headers, a.id)).statusCode).toBe(404);
    expect((await get(superHeaders, a.id)).statusCode).toBe(200);
    expect((await get(superHeaders)).statusCode).toBe(422);
    // A Sales Person has no portal permission: the portal's tabs are closed to them.
    expect((await get(sellerHeaders, a.id)).statusCode).toBe(403);
    expect((await get(otherSellerHeaders, a.id)).statusCode).toBe(403);
  });
});
