import {
  companyMessages,
  companyUserMessages,
  ROLE,
  staffUserMessages,
  type BuiltInRoleName,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic } from '#test/factories/clinics.js';
import { createUser, loginAs, unique } from '#test/factories/users.js';
import { clientPayload } from '#test/factories/companies.js';
import { emailChangeKit, type EmailChangeKit } from '#test/factories/email-change.js';

/**
 * Security II, finding 1: a staff form that edits a login e-mail must not move the account.
 * Before the fix the new address became the sign-in at once, so forgot-password mailed it a
 * reset link and whoever typed it took the account over.
 */
let k: EmailChangeKit;
beforeAll(async () => {
  k = await emailChangeKit();
});
afterAll(() => k?.close());

async function signedIn(role: BuiltInRoleName) {
  const user = await createUser(k.t.db, role);
  return { ...user, token: (await loginAs(k.t.app, user)).token };
}

async function planOf(companyId: number): Promise<number> {
  const row = await k.t.db
    .selectFrom('companies')
    .select('plan_id')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.plan_id!;
}

/** The takeover attempt fails: the address stays, and the new one gets no reset link. */
async function expectNoTakeover(userId: number, oldEmail: string, newEmail: string) {
  expect(await k.emailOf(userId)).toBe(oldEmail);
  const forgot = await k.call(null, 'POST', '/forgot-password', { email: newEmail });
  expect(forgot.statusCode).toBe(200);
  const mails = await k.mailsTo(newEmail);
  expect(mails.some((m) => m.includes('/new-password/'))).toBe(false);
  // What the new address did get is the confirmation link, nothing that signs in.
  expect(mails.some((m) => m.includes('/email-change/'))).toBe(true);
  const old = await k.mailsTo(oldEmail);
  expect(old.some((m) => m.includes('/email-change/'))).toBe(true);
}

describe("editing a client's login e-mail", () => {
  it.each([
    ['a Sales Person (own client)', ROLE.salesPerson],
    ['a Product Admin (any client)', ROLE.productAdmin],
  ] as const)('by %s only starts the confirmation flow', async (_who, role) => {
    const staff = await signedIn(role);
    const clinic = await createClinic(k.t.app, k.t.db, {
      ...(role === ROLE.salesPerson && { referenceId: staff.id }),
    });
    const newEmail = `takeover-${unique()}@example.net`;
    const response = await k.call(
      staff.token,
      'POST',
      `/company/update/${clinic.id}`,
      clientPayload(await planOf(clinic.id), { name: 'Renamed Clinic', email: newEmail }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: companyMessages.updated });
    expect(body.data.name).toBe('Renamed Clinic');
    expect(body.data.email).toBe(clinic.owner.email);
    expect(body.data.pending_email_change).toMatchObject({
      new_email: newEmail,
      current_confirmed: false,
      new_confirmed: false,
    });
    await expectNoTakeover(clinic.owner.id, clinic.owner.email, newEmail);
    // The owner is still signed in: nothing about the account changed yet.
    expect((await k.call(clinic.owner.token, 'GET', '/me')).statusCode).toBe(200);
    const edit = await k.call(staff.token, 'GET', `/company/edit/${clinic.id}`);
    expect(edit.json().data.pending_email_change.new_email).toBe(newEmail);
  });
});

describe("editing a user's e-mail", () => {
  it('in User Management (update-user) only starts the confirmation flow', async () => {
    const admin = await signedIn(ROLE.productAdmin);
    const target = await signedIn(ROLE.salesPerson);
    const roleId = (
      await k.t.db
        .selectFrom('users')
        .select('role_id')
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow()
    ).role_id;
    const newEmail = `takeover-${unique()}@example.net`;
    const response = await k.call(admin.token, 'POST', `/update-user/${target.id}`, {
      first_name: 'Sam',
      last_name: 'Seller',
      email: newEmail,
      phone_number: '(512) 555-0142',
      role_id: roleId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: staffUserMessages.updated,
      data: {
        first_name: 'Sam',
        email: target.email,
        pending_email_change: { new_email: newEmail },
      },
    });
    await expectNoTakeover(target.id, target.email, newEmail);
    const edit = await k.call(admin.token, 'GET', `/edit-user/${target.id}`);
    expect(edit.json().data.pending_email_change.new_email).toBe(newEmail);
  });

  it("in the company's users (company-users) only starts the confirmation flow", async () => {
    const clinic = await createClinic(k.t.app, k.t.db);
    const roleId = (
      await k.t.db
        .selectFrom('users')
        .select('role_id')
        .where('id', '=', clinic.staff.id)
        .executeTakeFirstOrThrow()
    ).role_id;
    const newEmail = `takeover-${unique()}@example.net`;
    const response = await k.call(clinic.owner.token, 'POST', `/company-users/${clinic.staff.id}`, {
      first_name: 'Nora',
      last_name: 'Nurse',
      email: newEmail,
      phone_number: '(512) 555-0142',
      role_id: roleId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: companyUserMessages.updated,
      data: { first_name: 'Nora', email: clinic.staff.email },
    });
    expect(response.json().data.pending_email_change.new_email).toBe(newEmail);
    await expectNoTakeover(clinic.staff.id, clinic.staff.email, newEmail);
  });

  it('answers 409 with the form message for an address in use, and changes nothing', async () => {
    const clinic = await createClinic(k.t.app, k.t.db);
    const other = await createUser(k.t.db, ROLE.productAdmin);
    const response = await k.call(clinic.owner.token, 'POST', `/company-users/${clinic.staff.id}`, {
      first_name: 'Changed',
      last_name: 'Name',
      email: other.email,
      phone_number: '(512) 555-0142',
      role_id: (
        await k.t.db
          .selectFrom('users')
          .select('role_id')
          .where('id', '=', clinic.staff.id)
          .executeTakeFirstOrThrow()
      ).role_id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: companyUserMessages.emailTaken,
      errors: { email: [companyUserMessages.emailTaken] },
    });
    const row = await k.t.db
      .selectFrom('users')
      .select(['first_name'])
      .where('id', '=', clinic.staff.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).not.toBe('Changed');
  });
});
