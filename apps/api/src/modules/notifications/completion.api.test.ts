import { ROLE, type NotificationsResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs, type TestUser } from '#test/factories/users.js';
import { outboxTo } from '#test/support/outbox.js';
import {
  bucketOf,
  makeLink,
  recordsRelease,
  refillPolicy,
  submit,
  templateFormId,
} from '#test/factories/patient-links.js';

/** Issue 16, "Staff are told": the bell and the instant e-mail when a patient completes a link. */
let t: TestApp;
let clinic: TestClinic;
let neighbour: TestClinic;
let seller: TestUser;
let formId: number;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.db, ROLE.salesPerson);
  clinic = await createClinic(t.app, t.db, {
    name: 'Sunrise Family Clinic',
    referenceId: seller.id,
  });
  neighbour = await createClinic(t.app, t.db);
  formId = await templateFormId(t.db, clinic.id, 1);
});
afterAll(() => t.close());

const bellOf = (userId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link_path'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const choose = (userId: number, choice: 'instant' | 'digest' | 'off') =>
  t.db.updateTable('users').set({ completion_email: choice }).where('id', '=', userId).execute();
/** What a patient put in: none of it may reach a notice or an e-mail. */
const PATIENT_DATA = ['Zelda', 'Quimby', '1984-03-07', '03/07/1984', 'Oak Street', '555-1234'];

describe('a completed link', () => {
  it("rings the bell of every live user of the clinic, and of no one else's", async () => {
    const gone = await createUser(t.db, ROLE.subClientAdmin, { companyId: clinic.id });
    await t.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', gone.id)
      .execute();
    const admin = await createUser(t.db, ROLE.superAdmin);
    const { token } = await makeLink(t.db, { companyId: clinic.id, formId });

    expect((await submit(t.app, token, { fields: recordsRelease(), formId })).statusCode).toBe(201);

    const notice = {
      title: 'A patient completed Records Release Authorization Form',
      body: 'Open Activity to see who finished and download the PDFs.',
      link_path: '/activity',
    };
    expect(await bellOf(clinic.owner.id)).toEqual([notice]);
    expect(await bellOf(clinic.staff.id)).toEqual([notice]);
    for (const nobody of [gone, admin, seller, neighbour.owner, neighbour.staff]) {
      expect(await bellOf(nobody.id)).toEqual([]);
    }
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'patient_link.clinic_notified')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const details = typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details;
    expect(details).toEqual({ reason: 'completed', notified_users: 2, emailed_users: 0 });
  });

  it("e-mails at once only the users who chose 'instant', naming the form and practice but never the patient", async () => {
    await choose(clinic.owner.id, 'instant');
    await choose(clinic.staff.id, 'off');
    await choose(neighbour.owner.id, 'instant');
    const { token } = await makeLink(t.db, { companyId: clinic.id, formId });
    expect((await submit(t.app, token, { fields: recordsRelease(), formId })).statusCode).toBe(201);

    const [mail, ...more] = await outboxTo(t, clinic.owner.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A patient completed Records Release Authorization Form');
    expect(mail!.body_text).toContain('Sunrise Family Clinic');
    expect(mail!.body_text).toContain('http://app.test/activity');
    for (const secret of PATIENT_DATA) {
      expect(mail!.subject).not.toContain(secret);
      expect(mail!.body_text).not.toContain(secret);
    }
    expect(await outboxTo(t, clinic.staff.email)).toEqual([]);
    expect(await outboxTo(t, neighbour.owner.email)).toEqual([]);
    // The bell rings for the user who chose no e-mail too, and carries no patient data either.
    const bell = await bellOf(clinic.staff.id);
    expect(bell).toHaveLength(2);
    for (const secret of PATIENT_DATA) expect(JSON.stringify(bell)).not.toContain(secret);
  });

  it("names a bucket by the bucket's title", async () => {
    await choose(clinic.owner.id, 'instant');
    const refillId = await templateFormId(t.db, clinic.id, 7);
    const bucketId = await bucketOf(t.db, clinic.id, [refillId]);
    const { token } = await makeLink(t.db, { companyId: clinic.id, bucketId });
    const response = await submit(t.app, token, {
      fields: refillPolicy(),
      formId: bucketId,
      currentFormId: refillId,
      fromBucket: true,
      lastForm: true,
    });
    expect(response.json()).toMatchObject({ complete: true });
    expect((await bellOf(clinic.owner.id)).at(-1)!.title).toBe('A patient completed New patient');
    expect((await outboxTo(t, clinic.owner.email)).at(-1)!.subject).toBe(
      'A patient completed New patient',
    );
  });

  it("shows in the clinic user's bell with where it leads (GET /api/notifications)", async () => {
    const user = await createUser(t.db, ROLE.subClientAdmin, { companyId: clinic.id });
    const { token } = await makeLink(t.db, { companyId: clinic.id, formId });
    await submit(t.app, token, { fields: recordsRelease(), formId });

    const session = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(session.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<NotificationsResponse>();
    expect(body.unread).toBe(1);
    expect(body.data).toEqual([
      expect.objectContaining({
        title: 'A patient completed Records Release Authorization Form',
        read: false,
        link_path: '/activity',
      }),
    ]);
  });
});
