import { messages, ROLE, staffUserMessages, type StaffUser } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { outboxTo } from '#test/support/outbox.js';
import { createUser, unique } from '#test/factories/users.js';
import { staffTestKit } from '#test/factories/staff-users.js';

let t: TestApp;
const { signedIn, call, roleId, auditActions, newUserBody } = staffTestKit(() => t);
let admin: Awaited<ReturnType<typeof signedIn>>;
let salesRoleId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(ROLE.productAdmin);
  salesRoleId = await roleId(ROLE.salesPerson);
});
afterAll(() => t.close());

async function addUser(overrides: object = {}): Promise<StaffUser> {
  const response = await call(
    admin.token,
    'POST',
    '/add-user',
    newUserBody(salesRoleId, overrides),
  );
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('adding a staff user', () => {
  it('creates the user, queues a 7-day invitation that sets their password, and audits it', async () => {
    const body = newUserBody(salesRoleId, { email: `New.Hire-${unique()}@Example.com` });
    const response = await call(admin.token, 'POST', '/add-user', body);
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json<{ message: string; data: StaffUser }>();
    expect(message).toBe(staffUserMessages.created);
    expect(data).toMatchObject({
      first_name: 'Nina',
      email: body.email.toLowerCase(),
      phone_number: '(512) 555-0142',
      role: ROLE.salesPerson,
      role_id: salesRoleId,
    });

    const [mail] = await outboxTo(t, data.email);
    expect(mail!.subject).toBe('Set up your Paperless Clinic account');
    const link = /http:\/\/app\.test\/new-password\/(\S+)/.exec(mail!.body_text ?? '');
    expect(link).not.toBeNull();
    const invite = await t.db
      .selectFrom('password_tokens')
      .select(['purpose', 'expires_at'])
      .where('user_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(invite.purpose).toBe('invite');
    const days = (invite.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const set = await call(null, 'POST', `/password/reset/${link![1]}`, {
      password: 'my first password',
    });
    expect(set.statusCode).toBe(200);
    const login = await call(null, 'POST', '/login', {
      email: data.email,
      password: 'my first password',
    });
    expect(login.json().user.role).toBe(ROLE.salesPerson);
    expect(await auditActions('user', data.id)).toContain('staff_user.create:success');
  });

  it('answers the spec message for each field and stores nothing', async () => {
    const count = async () => (await call(admin.token, 'POST', '/all-users', {})).json().total;
    const before = await count();
    const empty = await call(admin.token, 'POST', '/add-user', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      first_name: [messages.required],
      last_name: [messages.required],
      email: [messages.required],
      phone_number: [messages.required],
      role_id: [messages.required],
    });
    const blanks = await call(admin.token, 'POST', '/add-user', {
      ...newUserBody(salesRoleId),
      first_name: ' ',
      role_id: '',
    });
    expect(blanks.json().errors).toEqual({
      first_name: [messages.required],
      role_id: [messages.required],
    });
    const badFormats = await call(admin.token, 'POST', '/add-user', {
      ...newUserBody(salesRoleId),
      email: 'not-an-email',
      phone_number: 'call me',
    });
    expect(badFormats.json().errors).toEqual({
      email: [messages.invalidEmail],
      phone_number: [staffUserMessages.invalidPhone],
    });
    expect(await count()).toBe(before);
  });

  it('refuses a role outside Product Admin and Sales Person', async () => {
    for (const role of [ROLE.subSuperAdmin, ROLE.superAdmin, ROLE.clientAdmin]) {
      const response = await call(
        admin.token,
        'POST',
        '/add-user',
        newUserBody(await roleId(role)),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ role_id: [staffUserMessages.roleNotAssignable] });
    }
  });

  it('refuses an e-mail any live account already uses, in any case', async () => {
    const clinicUser = await createUser(t.db, ROLE.clientAdmin);
    const taken = await call(
      admin.token,
      'POST',
      '/add-user',
      newUserBody(salesRoleId, { email: clinicUser.email.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: [staffUserMessages.emailTaken] });
    expect(await outboxTo(t, clinicUser.email)).toEqual([]);
  });

  it('offers Product Admin and Sales Person as roles', async () => {
    const response = await call(admin.token, 'POST', '/roles');
    expect(response.json().roles.map((r: { name: string }) => r.name)).toEqual([
      ROLE.productAdmin,
      ROLE.salesPerson,
    ]);
  });
});

describe('listing staff users', () => {
  it('searches, pages and looks up by id, leaving out clinic and deleted users', async () => {
    const tag = unique();
    const first = await addUser({ first_name: `Alpha${tag}` });
    const second = await addUser({ first_name: `Beta${tag}` });
    const clinic = await createUser(t.db, ROLE.clientAdmin);
    const gone = await addUser({ first_name: `Gamma${tag}` });
    await call(admin.token, 'DELETE', `/delete-user/${gone.id}`);

    const page1 = (
      await call(admin.token, 'POST', '/all-users', { search: tag, per_page: 1 })
    ).json();
    expect(page1).toMatchObject({ total: 2, page: 1, per_page: 1 });
    expect(page1.users.map((u: StaffUser) => u.id)).toEqual([first.id]);
    const page2 = (
      await call(admin.token, 'POST', '/all-users', { search: tag, per_page: 1, page: 2 })
    ).json();
    expect(page2.users.map((u: StaffUser) => u.id)).toEqual([second.id]);

    const byEmail = await call(admin.token, 'POST', '/all-users', {
      search: second.email.toUpperCase(),
    });
    expect(byEmail.json().users.map((u: StaffUser) => u.id)).toEqual([second.id]);
    const byFullName = await call(admin.token, 'POST', '/all-users', {
      search: `alpha${tag} ${first.last_name}`,
    });
    expect(byFullName.json().total).toBe(1);

    const lookup = await call(admin.token, 'POST', '/all-users', { user_id: first.id });
    expect(lookup.json().users).toEqual([first]);
    for (const hidden of [clinic.id, gone.id]) {
      expect(
        (await call(admin.token, 'POST', '/all-users', { user_id: hidden })).json(),
      ).toMatchObject({
        users: [],
        total: 0,
      });
    }
    const all = (await call(admin.token, 'POST', '/all-users', { per_page: 100 })).json();
    expect(all.users.map((u: StaffUser) => u.role)).toContain(ROLE.productAdmin);
  });

  it('shows Super Admin rows in the list', async () => {
    const superAdmin = await createUser(t.db, ROLE.superAdmin);
    const response = await call(admin.token, 'POST', '/all-users', { user_id: superAdmin.id });
    expect(response.json().users[0].role).toBe(ROLE.superAdmin);
  });
});

describe('editing and deleting a staff user', () => {
  it('reads and updates a user, checking the e-mail and the role, with an audit row', async () => {
    const user = await addUser();
    expect((await call(admin.token, 'GET', `/edit-user/${user.id}`)).json().data).toEqual({
      ...user,
      pending_email_change: null,
    });

    const body = newUserBody(await roleId(ROLE.productAdmin), {
      first_name: 'Nora',
      email: user.email,
    });
    const updated = await call(admin.token, 'POST', `/update-user/${user.id}`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: staffUserMessages.updated,
      data: { first_name: 'Nora', role: ROLE.productAdmin },
    });

    const other = await addUser();
    const taken = await call(admin.token, 'POST', `/update-user/${user.id}`, {
      ...body,
      email: other.email,
    });
    expect(taken.json().errors).toEqual({ email: [staffUserMessages.emailTaken] });
    const badRole = await call(admin.token, 'POST', `/update-user/${user.id}`, {
      ...body,
      role_id: await roleId(ROLE.subSuperAdmin),
    });
    expect(badRole.json().errors).toEqual({ role_id: [staffUserMessages.roleNotAssignable] });
    const invalid = await call(admin.token, 'POST', `/update-user/${user.id}`, {
      ...body,
      last_name: '',
    });
    expect(invalid.json().errors).toEqual({ last_name: [messages.required] });

    expect(await auditActions('user', user.id)).toEqual([
      'staff_user.create:success',
      'staff_user.update:success',
    ]);
    expect((await call(admin.token, 'GET', '/edit-user/999999')).statusCode).toBe(404);
  });

  it('soft-deletes a user, ends their sessions and frees the address', async () => {
    const user = await signedIn(ROLE.salesPerson);
    const theirToken = user.token;
    expect((await call(theirToken, 'GET', '/me')).statusCode).toBe(200);

    const deleted = await call(admin.token, 'DELETE', `/delete-user/${user.id}`);
    expect(deleted.json()).toEqual({ message: staffUserMessages.deleted });
    const after = await call(theirToken, 'GET', '/me');
    expect(after.statusCode).toBe(401);
    // A deleted account's token is unknown to the session lookup, whatever its session says.
    expect(after.json()).toEqual({ message: messages.unauthenticated });
    const session = await t.db
      .selectFrom('sessions')
      .select('ended_reason')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.ended_reason).toBe('user_deleted');
    const row = await t.db
      .selectFrom('users')
      .select('deleted_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();

    expect((await call(admin.token, 'GET', `/edit-user/${user.id}`)).statusCode).toBe(404);
    expect((await call(admin.token, 'DELETE', `/delete-user/${user.id}`)).statusCode).toBe(404);
    expect(await auditActions('user', user.id)).toContain('staff_user.delete:success');
    // The address can be given to a new account.
    await addUser({ email: user.email });
  });

  it('refuses to delete your own account', async () => {
    const response = await call(admin.token, 'DELETE', `/delete-user/${admin.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: staffUserMessages.cannotDeleteSelf });
    expect((await call(admin.token, 'GET', '/me')).statusCode).toBe(200);
  });
});
