import {
  DEFAULT_REMINDER_SCHEDULE,
  frontDeskMessages,
  ROLE,
  timeZoneMessages,
  type FrontDeskSettingsResponse,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { makeLink, templateFormId } from '#test/factories/patient-links.js';

let t: TestApp;
let a: TestClinic;
let b: TestClinic;
let superHeaders: Record<string, string>;
let sellerHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClinic(t.app, t.db);
  b = await createClinic(t.app, t.db);
  superHeaders = bearer((await loginAs(t.app, await createUser(t.db, ROLE.superAdmin))).token);
  sellerHeaders = bearer((await loginAs(t.app, await createUser(t.db, ROLE.salesPerson))).token);
});
afterAll(() => t.close());

const schedule = (overrides: object = {}) => ({
  enabled: true,
  offsets_hours: [48, 12],
  max_reminders: 2,
  window_start_hour: 9,
  window_end_hour: 17,
  eve_of_visit: false,
  ...overrides,
});

const get = (headers: Record<string, string>, companyId?: number) =>
  t.app.inject({
    method: 'GET',
    url: '/api/company/front-desk',
    query: companyId === undefined ? {} : { company_id: String(companyId) },
    headers,
  });
const put = (headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/company/front-desk', payload: body, headers });

async function stored(companyId: number) {
  return t.db
    .selectFrom('companies')
    .select(['time_zone', 'reminder_schedule'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

async function lastAudit(companyId: number) {
  const row = await t.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('target_type', '=', 'company')
    .where('target_id', '=', String(companyId))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
  return { action: row.action, details: details as Record<string, unknown> };
}

describe('GET /api/company/front-desk', () => {
  it("answers the clinic's zone and, while it chose none, the default schedule", async () => {
    for (const headers of [a.headers, bearer(a.staff.token)]) {
      const response = await get(headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<FrontDeskSettingsResponse>().data).toEqual({
        time_zone: 'America/New_York',
        reminders: DEFAULT_REMINDER_SCHEDULE,
      });
    }
    expect((await stored(a.id)).reminder_schedule).toBeNull();
  });

  it('is open to provider staff with the clinic permission for a company they name', async () => {
    expect((await get(superHeaders, a.id)).statusCode).toBe(200);
    expect((await get(superHeaders)).statusCode).toBe(422);
    expect((await get(sellerHeaders, a.id)).statusCode).toBe(403);
    expect((await get({})).statusCode).toBe(401);
  });

  it("never answers another clinic's settings", async () => {
    expect((await get(a.headers, b.id)).statusCode).toBe(404);
  });
});

describe('PUT /api/company/front-desk', () => {
  it("saves the owner's zone and schedule, offsets in order, audited with what changed", async () => {
    const c = await createClinic(t.app, t.db);
    const response = await put(c.headers, { time_zone: 'America/Chicago', reminders: schedule() });
    expect(response.statusCode, response.body).toBe(200);
    const saved = {
      time_zone: 'America/Chicago',
      reminders: schedule({ offsets_hours: [12, 48] }),
    };
    expect(response.json<FrontDeskSettingsResponse>().data).toEqual(saved);
    expect((await get(bearer(c.staff.token))).json<FrontDeskSettingsResponse>().data).toEqual(
      saved,
    );
    expect(await lastAudit(c.id)).toEqual({
      action: 'company.front_desk_update',
      details: {
        company_id: c.id,
        time_zone: { from: 'America/New_York', to: 'America/Chicago' },
        reminders: { from: DEFAULT_REMINDER_SCHEDULE, to: saved.reminders },
        replanned_links: 0,
      },
    });
  });

  it('keeps a clinic on the default schedule when only its zone changes', async () => {
    const c = await createClinic(t.app, t.db);
    const response = await put(c.headers, {
      time_zone: 'America/Denver',
      reminders: { ...DEFAULT_REMINDER_SCHEDULE, offsets_hours: [72, 24] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(c.id)).toEqual({ time_zone: 'America/Denver', reminder_schedule: null });
    expect((await lastAudit(c.id))?.details.reminders).toBeUndefined();
  });

  it("re-plans the reminders of the clinic's open links only", async () => {
    const c = await createClinic(t.app, t.db);
    const formId = await templateFormId(t.db, c.id, 1);
    const open = await makeLink(t.db, { companyId: c.id, formId });
    const done = await makeLink(t.db, { companyId: c.id, formId });
    const cancelled = await makeLink(t.db, { companyId: c.id, formId });
    await makeLink(t.db, { companyId: c.id, formId, expiresInDays: -1 });
    await makeLink(t.db, { companyId: b.id, formId: await templateFormId(t.db, b.id, 1) });
    await t.db
      .updateTable('form_links')
      .set({ submitted_at: new Date() })
      .where('id', '=', done.linkId)
      .execute();
    await t.db
      .updateTable('form_links')
      .set({ cancelled_at: new Date() })
      .where('id', '=', cancelled.linkId)
      .execute();
    expect(open.linkId).toBeDefined();

    const response = await put(c.headers, { time_zone: 'America/New_York', reminders: schedule() });
    expect(response.statusCode, response.body).toBe(200);
    expect((await lastAudit(c.id))?.details.replanned_links).toBe(1);
  });

  it("is the owner's: a Sub-Client Admin and provider staff are refused", async () => {
    const c = await createClinic(t.app, t.db);
    const body = { time_zone: 'America/Chicago', reminders: schedule() };
    expect((await put(bearer(c.staff.token), body)).statusCode).toBe(403);
    expect((await put(superHeaders, { ...body, company_id: c.id })).statusCode).toBe(403);
    expect((await put({}, body)).statusCode).toBe(401);
    expect(await stored(c.id)).toEqual({ time_zone: 'America/New_York', reminder_schedule: null });
  });

  it("cannot change another clinic's settings", async () => {
    const before = await stored(b.id);
    const response = await put(a.headers, {
      time_zone: 'America/Chicago',
      reminders: schedule(),
      company_id: b.id,
    });
    expect(response.statusCode).toBe(404);
    expect(await stored(b.id)).toEqual(before);
  });

  it('refuses a bad schedule or zone naming the field, and changes nothing', async () => {
    const c = await createClinic(t.app, t.db);
    const mine = { time_zone: 'America/Chicago', reminders: schedule() };
    expect((await put(c.headers, mine)).statusCode).toBe(200);
    const before = await stored(c.id);

    const cases: [object, string, string][] = [
      [
        { reminders: schedule({ offsets_hours: [1, 2, 3, 4, 5, 6] }) },
        'reminders.offsets_hours',
        frontDeskMessages.offsetsCount,
      ],
      [
        { reminders: schedule({ window_start_hour: 24 }) },
        'reminders.window_start_hour',
        frontDeskMessages.hour,
      ],
      [
        { reminders: schedule({ window_end_hour: 24 }) },
        'reminders.window_end_hour',
        frontDeskMessages.hour,
      ],
      [
        { reminders: schedule({ window_start_hour: 18, window_end_hour: 9 }) },
        'reminders.window_end_hour',
        frontDeskMessages.window,
      ],
      [
        { reminders: schedule({ max_reminders: 6 }) },
        'reminders.max_reminders',
        frontDeskMessages.maxReminders,
      ],
      [
        { reminders: schedule({ offsets_hours: [24, 24] }) },
        'reminders.offsets_hours',
        frontDeskMessages.offsetsDistinct,
      ],
      [{ time_zone: 'Mars/Base' }, 'time_zone', timeZoneMessages.unknown],
    ];
    for (const [change, field, message] of cases) {
      const response = await put(c.headers, { ...mine, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(response.json())).toEqual([message]);
    }
    // An offset out of range is named with its place in the list, as every array field is.
    const late = await put(c.headers, {
      ...mine,
      reminders: schedule({ offsets_hours: [24, 721] }),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors['reminders.offsets_hours.1']).toEqual([
      frontDeskMessages.offsetHours,
    ]);

    expect(await stored(c.id)).toEqual(before);
  });
});
