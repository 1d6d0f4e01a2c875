import {
  companyUserMessages,
  messages,
  ROLE,
  type CompanyUser,
  type CompanyUserListResponse,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { onlyMessageTo } from '#test/support/outbox.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { createUser, loginAs, unique } from '#test/factories/users.js';
import { staffTestKit } from '#test/factories/staff-users.js';

let t: TestApp;
const { signedIn, call, roleId, auditActions } = staffTestKit(() => t);
let a: TestClinic;
let b: TestClinic;
let subClientAdminRole: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClinic(t.app, t.db);
  b = await createClinic(t.app, t.db);
  subClientAdminRole = await roleId(ROLE.subClientAdmin);
});
afterAll(() => t.close());

const newUser = (overrides: object = {}) => ({
  first_name: 'Nora',
  last_name: `Nurse ${unique()}`,
  email: `nora-${unique()}@clinic.test`,
  phone_number: '(512) 555-0142',
  role_id: subClientAdminRole,
  ...overrides,
});

async function addUser(clinic: TestClinic, overrides: object = {}): Promise<CompanyUser> {
  const response = await call(clinic.owner.token, 'POST', '/company-users', newUser(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ data: CompanyUser }>().data;
}

const liveUser = (id: number) =>
  t.db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.first_name', 'u.email', 'u.is_owner', 'u.deleted_at', 'r.name as role'])
    .where('u.id', '=', id)
    .executeTakeFirstOrThrow();

describe('listing company users', () => {
  it("lists the company's users, owner first, searching on name, e-mail and role", async () => {
    const clinic = await createClinic(t.app, t.db);
    const list = async (query: string) =>
      (
        await call(clinic.owner.token, 'GET', `/company-users${query}`)
      ).json<CompanyUserListResponse>();
    const all = await list('');
    expect(all.total).toBe(2);
    expect(all.data[0]).toMatchObject({
      id: clinic.owner.id,
      is_owner: true,
      company_id: clinic.id,
      role: { name: ROLE.clientAdmin },
    });
    expect(all.data.map((u) => u.id)).not.toContain(a.owner.id);

    expect((await list('?search=sub-client')).data.map((u) => u.id)).toEqual([clinic.staff.id]);
    expect((await list(`?search=${clinic.owner.email.slice(0, 12)}`)).data).toHaveLength(1);
    expect((await list('?search=nobody-here')).total).toBe(0);
    const page2 = await list('?per_page=1&page=2');
    expect(page2).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(page2.data.map((u) => u.id)).toEqual([clinic.staff.id]);
  });

  it('offers only Sub-Client Admin: never Product Admin, Sales Person or Client Admin', async () => {
    const response = await call(a.owner.token, 'GET', '/company-users/roles');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ id: subClientAdminRole, name: ROLE.subClientAdmin }]);
  });

  it('answers 401 without a session and 403 to a Sub-Client Admin or provider staff', async () => {
    expect((await call(null, 'GET', '/company-users')).statusCode).toBe(401);
    expect((await call(a.staff.token, 'GET', '/company-users')).statusCode).toBe(403);
    expect((await call(a.staff.token, 'POST', '/company-users', newUser())).statusCode).toBe(403);
    for (const role of [ROLE.superAdmin, ROLE.salesPerson]) {
      const staff = await signedIn(role);
      const response = await call(staff.token, 'GET', `/company-users?company_id=${a.id}`);
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('adding a company user', () => {
  it('creates the user in the caller company with a 7-day invitation, and audits it', async () => {
    const body = newUser({ email: `New.Nurse-${unique()}@Clinic.test` });
    const response = await call(a.owner.token, 'POST', '/company-users', body);
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json<{ message: string; data: CompanyUser }>();
    expect(message).toBe(companyUserMessages.created);
    expect(data).toMatchObject({
      email: body.email.toLowerCase(),
      company_id: a.id,
      is_owner: false,
      role: { id: subClientAdminRole, name: ROLE.subClientAdmin },
    });
    const mail = await onlyMessageTo(t, data.email);
    expect(mail).toContain(a.name);
    expect(mail).toMatch(/http:\/\/app\.test\/new-password\/\S+/);
    const invite = await t.db
      .selectFrom('password_tokens')
      .select(['purpose', 'expires_at'])
      .where('user_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(invite.purpose).toBe('invite');
    expect((invite.expires_at.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(6.9);
    expect(await auditActions('user', data.id)).toEqual(['company_user.create:success']);
  });

  it('answers each validation message and stores nothing', async () => {
    const count = async () =>
      (await call(a.owner.token, 'GET', '/company-users')).json<CompanyUserListResponse>().total;
    const before = await count();
    const empty = await call(a.owner.token, 'POST', '/company-users', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      first_name: [messages.required],
      last_name: [messages.required],
      email: [messages.required],
      phone_number: [messages.required],
      role_id: [messages.required],
    });
    const refusals: [object, string, string][] = [
      [{ email: 'not-an-email' }, 'email', messages.invalidEmail],
      [{ email: a.staff.email.toUpperCase() }, 'email', companyUserMessages.emailTaken],
      [{ phone_number: 'call me' }, 'phone_number', companyUserMessages.invalidPhone],
      [
        { role_id: await roleId(ROLE.productAdmin) },
        'role_id',
        companyUserMessages.roleNotAssignable,
      ],
      [
        { role_id: await roleId(ROLE.salesPerson) },
        'role_id',
        companyUserMessages.roleNotAssignable,
      ],
      [
        { role_id: await roleId(ROLE.clientAdmin) },
        'role_id',
        companyUserMessages.roleNotAssignable,
      ],
    ];
    for (const [overrides, field, message] of refusals) {
      const response = await call(a.owner.token, 'POST', '/company-users', newUser(overrides));
      // An address another account uses is a conflict (409), the rest malformed input (422).
      expect(response.statusCode).toBe(message === companyUserMessages.emailTaken ? 409 : 422);
      expect(response.json().errors).toEqual({ [field]: [message] });
    }
    expect(await count()).toBe(before);
  });
});

describe('editing a company user', () => {
  it("answers Edit User's messages per field", async () => {
    const user = await addUser(a);
    const response = await call(a.owner.token, 'POST', `/company-users/${user.id}`, {
      first_name: ' ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: [companyUserMessages.firstNameRequired],
      last_name: [companyUserMessages.lastNameRequired],
      email: [companyUserMessages.emailRequired],
      phone_number: [companyUserMessages.phoneRequired],
      role_id: [companyUserMessages.roleRequired],
    });
  });

  it('saves the changes and audits them', async () => {
    const user = await addUser(a);
    const body = newUser({ first_name: 'Renamed' });
    const response = await call(a.owner.token, 'POST', `/company-users/${user.id}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: companyUserMessages.updated,
      // A new e-mail waits for both addresses to confirm it (decision 24).
      data: { id: user.id, first_name: 'Renamed', email: user.email },
    });
    expect(response.json().data.pending_email_change.new_email).toBe(body.email);
    const one = await call(a.owner.token, 'GET', `/company-users/${user.id}`);
    expect(one.json().data.first_name).toBe('Renamed');
    expect(await auditActions('user', user.id)).toContain('company_user.update:success');
  });

  it("keeps the owner a Client Admin, and leaves the login e-mail until it's confirmed", async () => {
    const clinic = await createClinic(t.app, t.db);
    const ownerBody = newUser({ role_id: await roleId(ROLE.clientAdmin) });
    const path = `/company-users/${clinic.owner.id}`;
    const demoted = await call(clinic.owner.token, 'POST', path, {
      ...ownerBody,
      role_id: subClientAdminRole,
    });
    expect(demoted.statusCode).toBe(422);
    expect(demoted.json().errors).toEqual({ role_id: [companyUserMessages.ownerKeepsRole] });

    const saved = await call(clinic.owner.token, 'POST', path, ownerBody);
    expect(saved.statusCode).toBe(200);
    // Decision 24: the owner's (and so the company's) login e-mail moves only once the current
    // and the new address confirm (modules/email-change); until then it is a pending change.
    expect(saved.json().data.pending_email_change.new_email).toBe(ownerBody.email);
    expect((await liveUser(clinic.owner.id)).email).toBe(clinic.owner.email);
  });
});

describe('deleting a company user', () => {
  it('soft-deletes the user, ends their sessions and frees the address', async () => {
    const clinic = await createClinic(t.app, t.db);
    const response = await call(clinic.owner.token, 'DELETE', `/company-users/${clinic.staff.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(companyUserMessages.deleted);
    expect((await liveUser(clinic.staff.id)).deleted_at).not.toBeNull();
    expect((await call(clinic.staff.token, 'GET', '/me')).statusCode).toBe(401);
    const again = await call(clinic.owner.token, 'GET', `/company-users/${clinic.staff.id}`);
    expect(again.statusCode).toBe(404);
    await addUser(clinic, { email: clinic.staff.email });
    expect(await auditActions('user', clinic.staff.id)).toContain('company_user.delete:success');
  });

  it('never deletes the owner, and nobody deletes themselves', async () => {
    const self = await call(a.owner.token, 'DELETE', `/company-users/${a.owner.id}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(companyUserMessages.ownerCannotBeDeleted);

    // A Client Admin who is not the owner (a role held before a transfer rule, say).
    const admin = await createUser(t.db, ROLE.clientAdmin, { companyId: a.id });
    const token = (await loginAs(t.app, admin)).token;
    const own = await call(token, 'DELETE', `/company-users/${admin.id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(companyUserMessages.cannotDeleteSelf);
    const owner = await call(token, 'DELETE', `/company-users/${a.owner.id}`);
    expect(owner.json().message).toBe(companyUserMessages.ownerCannotBeDeleted);
    expect((await liveUser(a.owner.id)).deleted_at).toBeNull();
    expect(await auditActions('user', a.owner.id)).toContain('company_user.delete:denied');
  });
});

describe('tenancy', () => {
  it("gives another clinic 404 for A's users and changes nothing", async () => {
    const target = await addUser(a, { first_name: 'Kept' });
    const asB = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      call(b.owner.token, method, url, payload);
    expect((await asB('GET', `/company-users/${target.id}`)).statusCode).toBe(404);
    expect((await asB('GET', `/company-users?company_id=${a.id}`)).statusCode).toBe(404);
    const edit = await asB(
      'POST',
      `/company-users/${target.id}`,
      newUser({ first_name: 'Stolen' }),
    );
    expect(edit.statusCode).toBe(404);
    const addToA = await asB('POST', '/company-users', newUser({ company_id: a.id }));
    expect(addToA.statusCode).toBe(404);
    expect((await asB('DELETE', `/company-users/${target.id}`)).statusCode).toBe(404);
    expect(await liveUser(target.id)).toMatchObject({
      first_name: 'Kept',
      is_owner: false,
      deleted_at: null,
    });
    expect((await liveUser(b.owner.id)).is_owner).toBe(true);
  });
});
