import { localDateOf, startOfLocalDay, ROLE, type ClinicDashboardResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { bucketOf, templateFormId } from '#test/factories/patient-links.js';
import { clinicDashboard } from './service.js';

/** Issue 16: the dashboard's today (in the clinic's zone) and its latest completions. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

interface TestLink {
  created: Date;
  submitted?: Date;
  cancelled?: Date;
  expires?: Date;
  bucketId?: number;
  /** The patient of the encounter the completion made. */
  patient?: [string, string];
}

async function addLink(db: Db, clinic: TestClinic, link: TestLink): Promise<number> {
  const formId = link.bucketId === undefined ? await templateFormId(db, clinic.id, 1) : null;
  const row = await db
    .insertInto('form_links')
    .values({
      company_id: clinic.id,
      token_hash: hashToken(newToken()),
      form_id: formId,
      bucket_id: link.bucketId ?? null,
      channel: 'email',
      recipient: 'sealed-recipient',
      created_at: link.created,
      last_sent_at: link.created,
      submitted_at: link.submitted ?? null,
      cancelled_at: link.cancelled ?? null,
      expires_at: link.expires ?? new Date(link.created.getTime() + 30 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (link.patient) {
    await db
      .insertInto('encounters')
      .values({
        company_id: clinic.id,
        patient_first_name: link.patient[0],
        patient_last_name: link.patient[1],
        patient_dob: null,
        patient_key: `key-${row.id}`,
        completed_at: link.submitted ?? link.created,
        link_id: row.id,
      })
      .execute();
  }
  return Number(row.id);
}

async function setZone(clinic: TestClinic, zone: string) {
  await t.db
    .updateTable('companies')
    .set({ time_zone: zone })
    .where('id', '=', clinic.id)
    .execute();
}

describe("today's figures", () => {
  it("count the clinic's calendar day in its own zone, not UTC's", async () => {
    const c = await createClinic(t.app, t.db);
    await setZone(c, 'America/Chicago');
    // Noon in Chicago (CST, UTC-6) on Dec 1; the clinic's day began at 06:00 UTC.
    const now = at('2026-12-01T18:00:00Z');
    // 23:30 on Nov 30 in Chicago, though already Dec 1 in UTC: yesterday's, still open.
    await addLink(t.db, c, { created: at('2026-12-01T05:30:00Z') });
    // 00:30 in Chicago: today's, open.
    await addLink(t.db, c, { created: at('2026-12-01T06:30:00Z') });
    // Completed at 23:59 yesterday in Chicago: not today's completion.
    await addLink(t.db, c, {
      created: at('2026-11-30T15:00:00Z'),
      submitted: at('2026-12-01T05:59:00Z'),
    });
    // Sent and completed this morning.
    await addLink(t.db, c, {
      created: at('2026-12-01T07:00:00Z'),
      submitted: at('2026-12-01T16:00:00Z'),
    });
    // Neither cancelled nor expired links are waiting.
    await addLink(t.db, c, {
      created: at('2026-11-25T12:00:00Z'),
      cancelled: at('2026-11-26T12:00:00Z'),
    });
    await addLink(t.db, c, { created: at('2026-10-01T12:00:00Z') });
    // A visit far ahead keeps an old link open: waiting, whenever it was sent.
    await addLink(t.db, c, {
      created: at('2026-06-01T12:00:00Z'),
      expires: at('2027-01-15T05:59:59Z'),
    });

    const chicago = await clinicDashboard(t.db, c.id, now);
    expect(chicago.time_zone).toBe('America/Chicago');
    expect(chicago.today).toEqual({ sent: 2, completed: 1, waiting: 3 });

    // The same links read in UTC: the late-evening ones fall on Dec 1.
    await setZone(c, 'UTC');
    expect((await clinicDashboard(t.db, c.id, now)).today).toEqual({
      sent: 3,
      completed: 2,
      waiting: 3,
    });
  });

  it('start at local midnight as the route answers it now', async () => {
    const c = await createClinic(t.app, t.db);
    await setZone(c, 'America/Chicago');
    const start = startOfLocalDay(localDateOf(new Date(), 'America/Chicago'), 'America/Chicago');
    await addLink(t.db, c, { created: new Date(start.getTime() - 30 * 60_000) });
    await addLink(t.db, c, { created: start });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/client-dashboard',
      headers: c.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<ClinicDashboardResponse>();
    expect(data.time_zone).toBe('America/Chicago');
    expect(data.today).toEqual({ sent: 1, completed: 0, waiting: 2 });
    expect(data.latest_completions).toEqual([]);
  });
});

describe('the latest completions', () => {
  it('are the five newest, each with its patient and form or bucket, and the read is audited', async () => {
    const c = await createClinic(t.app, t.db);
    const other = await createClinic(t.app, t.db);
    const now = Date.now();
    const minutesAgo = (m: number) => new Date(now - m * 60_000);
    const bucketId = await bucketOf(t.db, c.id, [await templateFormId(t.db, c.id, 2)]);
    const ids: number[] = [];
    for (let i = 1; i <= 6; i++) {
      ids.push(
        await addLink(t.db, c, {
          created: minutesAgo(100),
          submitted: minutesAgo(i),
          patient: [`Pat${i}`, 'Lee'],
          ...(i === 2 ? { bucketId } : {}),
        }),
      );
    }
    await addLink(t.db, c, { created: minutesAgo(5) });
    await addLink(t.db, other, {
      created: minutesAgo(10),
      submitted: minutesAgo(0.5),
      patient: ['Other', 'Clinic'],
    });
    const formTitle = (
      await t.db
        .selectFrom('forms')
        .select('title')
        .where('id', '=', await templateFormId(t.db, c.id, 1))
        .executeTakeFirstOrThrow()
    ).title;

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/client-dashboard',
      headers: bearer(c.staff.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { latest_completions } = response.json<ClinicDashboardResponse>().data;
    expect(latest_completions).toEqual(
      [1, 2, 3, 4, 5].map((i) => ({
        link_id: ids[i - 1],
        patient_name: `Pat${i} Lee`,
        title: i === 2 ? 'New patient' : formTitle,
        completed_at: minutesAgo(i).toISOString(),
      })),
    );

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'details'])
      .where('action', '=', 'clinic_dashboard.view')
      .where('target_id', '=', String(c.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.user_id).toBe(c.staff.id);
    const details = typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details;
    expect(details).toEqual({ company_id: c.id, completions: 5 });
    expect(JSON.stringify(audit)).not.toContain('Pat1');
  });

  it('stay closed to a Sales Person and to other clinics', async () => {
    const c = await createClinic(t.app, t.db);
    const other = await createClinic(t.app, t.db);
    const seller = bearer((await loginAs(t.app, await createUser(t.db, ROLE.salesPerson))).token);
    const get = (headers: Record<string, string>, companyId: number) =>
      t.app.inject({
        method: 'GET',
        url: '/api/client-dashboard',
        query: { company_id: String(companyId) },
        headers,
      });
    expect((await get(seller, c.id)).statusCode).toBe(403);
    expect((await get(other.headers, c.id)).statusCode).toBe(404);
  });
});
