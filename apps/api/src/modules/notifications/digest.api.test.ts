import { ROLE } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createUser } from '#test/factories/users.js';
import { outboxTo } from '#test/support/outbox.js';
import { makeLink, templateFormId } from '#test/factories/patient-links.js';
import { runDigestPass } from './digest.js';

/** The daily digest: once per local day per user, from 07:00 in the clinic's zone. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pass = (now: string) =>
  runDigestPass({ db: t.db, cipher: t.app.cipher, appUrl: t.config.appUrl, now: new Date(now) });

async function clinicIn(timeZone: string, name?: string): Promise<TestClinic> {
  const clinic = await createClinic(t.app, t.db, name ? { name } : {});
  await t.db
    .updateTable('companies')
    .set({ time_zone: timeZone })
    .where('id', '=', clinic.id)
    .execute();
  return clinic;
}

/** A link of the clinic completed at that instant, for a patient the front desk named. */
async function completedAt(clinic: TestClinic, at: string) {
  const formId = await templateFormId(t.db, clinic.id, 1);
  const { linkId } = await makeLink(t.db, { companyId: clinic.id, formId });
  await t.db
    .updateTable('form_links')
    .set({ submitted_at: new Date(at), patient_name: 'Zelda Quimby' })
    .where('id', '=', linkId)
    .execute();
}

const subjectsTo = async (email: string) => (await outboxTo(t, email)).map((m) => m.subject);

describe('runDigestPass', () => {
  it('sends each digest user one summary a day, from 07:00 in the clinic zone, of what is new since', async () => {
    // Chicago is UTC-6 in December: 07:00 local is 13:00 UTC.
    const clinic = await clinicIn('America/Chicago', 'Lakeside Pediatrics');
    const { owner, staff } = clinic;
    await t.db
      .updateTable('users')
      .set({ completion_email: 'off' })
      .where('id', '=', staff.id)
      .execute();
    await completedAt(clinic, '2026-11-29T00:00:00Z'); // more than a day before the first digest
    await completedAt(clinic, '2026-11-30T20:00:00Z');
    await completedAt(clinic, '2026-12-01T10:00:00Z');

    // 06:59 local: too early.
    await pass('2026-12-01T12:59:00Z');
    expect(await outboxTo(t, owner.email)).toEqual([]);

    // 07:00 local: the first digest covers the last 24 hours.
    await pass('2026-12-01T13:00:00Z');
    const [first, ...more] = await outboxTo(t, owner.email);
    expect(more).toEqual([]);
    expect(first!.subject).toBe('Your daily summary: 2 patients completed their forms');
    expect(first!.body_text).toContain('Lakeside Pediatrics');
    expect(first!.body_text).toContain('http://app.test/activity');
    for (const secret of ['Zelda', 'Quimby']) {
      expect(first!.subject).not.toContain(secret);
      expect(first!.body_text).not.toContain(secret);
    }
    expect(await outboxTo(t, staff.email)).toEqual([]);

    // Later the same local day, even with a new completion: nothing more until tomorrow.
    await completedAt(clinic, '2026-12-01T15:00:00Z');
    await pass('2026-12-01T23:00:00Z');
    await pass('2026-12-02T05:59:00Z'); // 23:59 local, still December 1st there
    expect(await outboxTo(t, owner.email)).toHaveLength(1);

    // Next morning: only what completed since the last digest.
    await pass('2026-12-02T12:00:00Z'); // 06:00 local
    expect(await outboxTo(t, owner.email)).toHaveLength(1);
    await pass('2026-12-02T13:30:00Z');
    expect(await subjectsTo(owner.email)).toEqual([
      'Your daily summary: 2 patients completed their forms',
      'Your daily summary: 1 patient completed their forms',
    ]);

    // A day with nothing completed sends nothing, yet counts as that day's digest.
    await pass('2026-12-03T14:00:00Z');
    expect(await outboxTo(t, owner.email)).toHaveLength(2);
    const row = await t.db
      .selectFrom('users')
      .select('digest_sent_through')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.digest_sent_through).toEqual(new Date('2026-12-03T14:00:00Z'));
  });

  it("goes by each clinic's own zone", async () => {
    const west = await clinicIn('America/Los_Angeles');
    const tokyo = await clinicIn('Asia/Tokyo');
    await completedAt(west, '2027-02-01T12:00:00Z');
    await completedAt(tokyo, '2027-02-01T12:00:00Z');
    // 13:00 UTC: 05:00 in Los Angeles, 22:00 in Tokyo.
    await pass('2027-02-01T13:00:00Z');
    expect(await outboxTo(t, west.owner.email)).toEqual([]);
    expect(await subjectsTo(tokyo.owner.email)).toEqual([
      'Your daily summary: 1 patient completed their forms',
    ]);
    // 15:00 UTC: 07:00 in Los Angeles.
    await pass('2027-02-01T15:00:00Z');
    expect(await subjectsTo(west.owner.email)).toEqual([
      'Your daily summary: 1 patient completed their forms',
    ]);
    expect(await outboxTo(t, tokyo.owner.email)).toHaveLength(1);
  });

  it("leaves out users who chose instant or off, deleted users, provider staff and other clinics' links", async () => {
    const clinic = await clinicIn('America/New_York');
    const other = await clinicIn('America/New_York');
    const gone = await createUser(t.db, ROLE.subClientAdmin, { companyId: clinic.id });
    const admin = await createUser(t.db, ROLE.superAdmin);
    await t.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', gone.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ completion_email: 'instant' })
      .where('id', '=', clinic.staff.id)
      .execute();
    await completedAt(other, '2027-03-01T09:00:00Z');
    await completedAt(other, '2027-03-01T10:00:00Z');
    await completedAt(clinic, '2027-03-01T11:00:00Z');

    await pass('2027-03-01T13:00:00Z'); // 08:00 in New York
    expect(await subjectsTo(clinic.owner.email)).toEqual([
      'Your daily summary: 1 patient completed their forms',
    ]);
    expect(await subjectsTo(other.owner.email)).toEqual([
      'Your daily summary: 2 patients completed their forms',
    ]);
    for (const nobody of [clinic.staff, gone, admin]) {
      expect(await outboxTo(t, nobody.email)).toEqual([]);
    }
  });

  it('sends one digest when two passes (two app instances) run at the same moment', async () => {
    const clinic = await clinicIn('America/Chicago');
    await completedAt(clinic, '2027-04-01T02:00:00Z');
    const now = '2027-04-01T13:00:00Z'; // 08:00 in Chicago (CDT)
    const [a, b] = await Promise.all([pass(now), pass(now)]);
    // The owner and the staff member each get one: two in all, however the passes split them.
    expect(a.sent + b.sent).toBe(2);
    expect(await outboxTo(t, clinic.owner.email)).toHaveLength(1);
    expect(await outboxTo(t, clinic.staff.email)).toHaveLength(1);
  });

  it('gives a new user no summary of what completed before they existed', async () => {
    const clinic = await clinicIn('America/Chicago');
    const { owner } = clinic;
    await t.db
      .updateTable('users')
      .set({ created_at: new Date('2026-12-01T12:00:00Z') } as never)
      .where('id', '=', owner.id)
      .execute();
    await completedAt(clinic, '2026-12-01T10:00:00Z'); // before the owner's account
    await completedAt(clinic, '2026-12-01T12:30:00Z');
    await pass('2026-12-01T14:00:00Z'); // 08:00 in Chicago
    expect(await subjectsTo(owner.email)).toEqual([
      'Your daily summary: 1 patient completed their forms',
    ]);
  });
});
