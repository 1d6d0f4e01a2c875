import { companyUserMessages, messages, ROLE } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { createUser, loginAs, type TestUser } from '#test/factories/users.js';
import { startSmtpServer } from '#test/support/smtp.js';
import { enableMfaFor, freshCode } from '#test/factories/account-security.js';
import { staffTestKit } from '#test/factories/staff-users.js';

let t: TestApp;
const { call, auditActions } = staffTestKit(() => t);
let a: TestClinic;
let b: TestClinic;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  a = await createClinic(t.app, t.db);
  b = await createClinic(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The password prompt the browser shows first (and the code when two-factor is on). */
const confirm = (user: TestUser & { token: string }, extra: object = {}) =>
  call(user.token, 'POST', '/account/reauth', { password: user.password, ...extra });

async function mailsTo(email: string) {
  await t.app.outbox.drain();
  return smtp.received.filter((m) => m.to.includes(email));
}

const liveUser = (id: number) =>
  t.db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.is_owner', 'r.name as role'])
    .where('u.id', '=', id)
    .executeTakeFirstOrThrow();

describe('transferring ownership', () => {
  it('moves is_owner and the roles in one go, and the new powers apply at once', async () => {
    const clinic = await createClinic(t.app, t.db);
    await confirm(clinic.owner);
    const response = await call(clinic.owner.token, 'POST', `/admin/transfer/${clinic.staff.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: companyUserMessages.transferred,
      data: { id: clinic.staff.id, is_owner: true, role: { name: ROLE.clientAdmin } },
    });
    expect(await liveUser(clinic.owner.id)).toMatchObject({
      is_owner: false,
      role: ROLE.subClientAdmin,
    });
    const company = await t.db
      .selectFrom('companies')
      .select('email')
      .where('id', '=', clinic.id)
      .executeTakeFirstOrThrow();
    expect(company.email).toBe(clinic.staff.email);
    expect((await call(clinic.owner.token, 'GET', '/company-users')).statusCode).toBe(403);
    expect((await call(clinic.staff.token, 'GET', '/company-users')).statusCode).toBe(200);
    expect(await auditActions('user', clinic.staff.id)).toContain(
      'company.ownership_transfer:success',
    );
  });

  it('is refused to a Sub-Client Admin, a non-owner Client Admin, and to the owner itself', async () => {
    expect((await call(a.staff.token, 'POST', `/admin/transfer/${a.staff.id}`)).statusCode).toBe(
      403,
    );
    const admin = await createUser(t.db, ROLE.clientAdmin, { companyId: a.id });
    const token = (await loginAs(t.app, admin)).token;
    const notOwner = await call(token, 'POST', `/admin/transfer/${admin.id}`);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe(companyUserMessages.onlyOwnerTransfers);
    const self = await call(a.owner.token, 'POST', `/admin/transfer/${a.owner.id}`);
    expect(self.statusCode).toBe(409);
    expect((await liveUser(a.owner.id)).is_owner).toBe(true);
    expect((await liveUser(admin.id)).is_owner).toBe(false);
  });

  it("gives another clinic 404 for A's users and changes nothing", async () => {
    const response = await call(b.owner.token, 'POST', `/admin/transfer/${a.staff.id}`);
    expect(response.statusCode).toBe(404);
    const named = await call(b.owner.token, 'POST', `/admin/transfer/${b.staff.id}`, {
      company_id: a.id,
    });
    expect(named.statusCode).toBe(404);
    expect((await liveUser(a.staff.id)).is_owner).toBe(false);
    expect((await liveUser(b.owner.id)).is_owner).toBe(true);
  });

  it('asks for the password first, then tells the old and the new owner by e-mail', async () => {
    const clinic = await createClinic(t.app, t.db);
    const url = `/admin/transfer/${clinic.staff.id}`;
    const unconfirmed = await call(clinic.owner.token, 'POST', url);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toEqual({ message: messages.reauthRequired });
    expect((await liveUser(clinic.owner.id)).is_owner).toBe(true);
    expect(await mailsTo(clinic.staff.email)).toHaveLength(0);

    expect((await confirm(clinic.owner)).statusCode).toBe(200);
    expect((await call(clinic.owner.token, 'POST', url)).statusCode).toBe(200);
    const [toOld] = await mailsTo(clinic.owner.email);
    const [toNew] = await mailsTo(clinic.staff.email);
    expect(toOld?.raw).toContain('ownership');
    expect(toNew?.raw).toContain('ownership');
    expect(toOld?.raw).toContain(clinic.name);
  });

  it('with two-factor on, the password alone does not confirm a transfer', async () => {
    const clinic = await createClinic(t.app, t.db);
    const { token, secret } = await enableMfaFor(t, clinic.owner);
    const owner = { ...clinic.owner, token };
    await t.db
      .updateTable('sessions')
      .set({ reauth_at: null })
      .where('user_id', '=', owner.id)
      .execute();
    const passwordOnly = await confirm(owner);
    expect(passwordOnly.statusCode).toBe(422);
    expect(passwordOnly.json().errors).toEqual({ code: [messages.mfaCodeFormat] });
    const url = `/admin/transfer/${clinic.staff.id}`;
    expect((await call(token, 'POST', url)).statusCode).toBe(403);
    const code = await freshCode(t.db, owner.id, secret);
    expect((await confirm(owner, { code })).statusCode).toBe(200);
    expect((await call(token, 'POST', url)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await call(null, 'POST', `/admin/transfer/${a.staff.id}`)).statusCode).toBe(401);
  });
});
