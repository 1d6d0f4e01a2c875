import { emailChangeMessages, maskEmail, messages, ROLE } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic } from '#test/factories/clinics.js';
import { createUser, loginAs, TEST_PASSWORD, unique } from '#test/factories/users.js';
import { clientPayload } from '#test/factories/companies.js';
import { emailChangeKit, type EmailChangeKit } from '#test/factories/email-change.js';

let k: EmailChangeKit;
beforeAll(async () => {
  k = await emailChangeKit();
});
afterAll(() => k?.close());

const login = (email: string) => k.call(null, 'POST', '/login', { email, password: TEST_PASSWORD });

/** A clinic whose owner's login e-mail a Product Admin asked to change. */
async function staffChange() {
  const admin = await createUser(k.t.db, ROLE.productAdmin);
  const adminToken = (await loginAs(k.t.app, admin)).token;
  const clinic = await createClinic(k.t.app, k.t.db);
  const plan = await k.t.db
    .selectFrom('companies')
    .select('plan_id')
    .where('id', '=', clinic.id)
    .executeTakeFirstOrThrow();
  const newEmail = `moved-${unique()}@example.org`;
  const response = await k.call(
    adminToken,
    'POST',
    `/company/update/${clinic.id}`,
    clientPayload(plan.plan_id!, { email: newEmail }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return { adminToken, clinic, newEmail };
}

describe('a change started by staff', () => {
  it('completes when both addresses confirm: sessions end, the old address is told, audited masked', async () => {
    const { clinic, newEmail } = await staffChange();
    const oldEmail = clinic.owner.email;
    const newLink = await k.linkTo(newEmail);
    const currentLink = await k.linkTo(oldEmail);

    const shown = await k.call(null, 'GET', `/public/email-change/${newLink}`);
    expect(shown.json()).toEqual({
      data: {
        confirming: 'new',
        old_email: maskEmail(oldEmail),
        new_email: maskEmail(newEmail),
        state: 'pending',
      },
    });
    expect(shown.body).not.toContain(newEmail);

    const first = await k.call(null, 'POST', `/public/email-change/${newLink}/confirm`);
    expect(first.json()).toMatchObject({
      message: emailChangeMessages.confirmedWaiting,
      data: { state: 'confirmed' },
    });
    expect(await k.emailOf(clinic.owner.id)).toBe(oldEmail);
    const again = await k.call(null, 'POST', `/public/email-change/${newLink}/confirm`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: emailChangeMessages.linkUsed });

    const second = await k.call(null, 'POST', `/public/email-change/${currentLink}/confirm`);
    expect(second.json()).toMatchObject({
      message: emailChangeMessages.completed,
      data: { state: 'completed', confirming: 'current' },
    });
    expect(await k.emailOf(clinic.owner.id)).toBe(newEmail);
    const company = await k.t.db
      .selectFrom('companies')
      .select('email')
      .where('id', '=', clinic.id)
      .executeTakeFirstOrThrow();
    expect(company.email).toBe(newEmail);
    expect((await k.call(clinic.owner.token, 'GET', '/me')).json()).toEqual({
      message: messages.sessionExpired,
    });
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(oldEmail)).statusCode).toBe(401);

    const notices = (await k.mailsTo(oldEmail)).filter((m) => m.includes('was changed to'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(maskEmail(newEmail));
    expect(notices[0]).not.toContain(newEmail);

    const audit = await k.auditRows('email_change.complete', clinic.owner.id);
    expect(audit).toHaveLength(1);
    const text = JSON.stringify(
      await k.t.db
        .selectFrom('audit_log')
        .select('details')
        .where('target_id', '=', String(clinic.owner.id))
        .execute(),
    );
    expect(text).toContain(maskEmail(newEmail));
    expect(text).not.toContain(newEmail);
    expect(text).not.toContain(oldEmail);
  });

  it('is replaced by a newer request, can be cancelled by staff, and refuses bad links', async () => {
    const { adminToken, clinic, newEmail } = await staffChange();
    const firstLink = await k.linkTo(newEmail);
    const pending = await k.call(adminToken, 'GET', `/company/edit/${clinic.id}`);
    expect(pending.json().data.pending_email_change.new_email).toBe(newEmail);

    const cancel = await k.call(adminToken, 'DELETE', `/company/email-change/${clinic.id}`);
    expect(cancel.json()).toEqual({ message: emailChangeMessages.cancelled });
    const after = await k.call(adminToken, 'GET', `/company/edit/${clinic.id}`);
    expect(after.json().data.pending_email_change).toBeNull();
    const state = await k.call(null, 'GET', `/public/email-change/${firstLink}`);
    expect(state.json().data.state).toBe('cancelled');
    const confirm = await k.call(null, 'POST', `/public/email-change/${firstLink}/confirm`);
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual({ message: emailChangeMessages.cancelledLink });
    expect(
      (await k.call(adminToken, 'DELETE', `/company/email-change/${clinic.id}`)).statusCode,
    ).toBe(404);

    const unknown = await k.call(null, 'GET', `/public/email-change/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: emailChangeMessages.linkInvalid });
    expect(await k.emailOf(clinic.owner.id)).toBe(clinic.owner.email);
  });

  it('refuses an expired link', async () => {
    const { clinic, newEmail } = await staffChange();
    const link = await k.linkTo(newEmail);
    await k.t.db
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', clinic.owner.id)
      .execute();
    expect((await k.call(null, 'GET', `/public/email-change/${link}`)).json().data.state).toBe(
      'expired',
    );
    const confirm = await k.call(null, 'POST', `/public/email-change/${link}/confirm`);
    expect(confirm.json()).toEqual({ message: emailChangeMessages.linkExpired });
  });

  it('answers 409 at completion when the new address was taken meanwhile, changing nothing', async () => {
    const { clinic, newEmail } = await staffChange();
    const newLink = await k.linkTo(newEmail);
    const currentLink = await k.linkTo(clinic.owner.email);
    await k.call(null, 'POST', `/public/email-change/${newLink}/confirm`);
    await k.t.db
      .updateTable('users')
      .set({ email: newEmail })
      .where('id', '=', clinic.staff.id)
      .execute();
    const done = await k.call(null, 'POST', `/public/email-change/${currentLink}/confirm`);
    expect(done.statusCode).toBe(409);
    expect(done.json().errors).toEqual({ email: [emailChangeMessages.emailTaken] });
    expect(await k.emailOf(clinic.owner.id)).toBe(clinic.owner.email);
  });
});

describe("the holder's own change", () => {
  it('needs re-authentication, then only the new address confirms', async () => {
    const user = await createUser(k.t.db, ROLE.subClientAdmin);
    const { token } = await loginAs(k.t.app, user);
    const newEmail = `self-${unique()}@example.org`;
    const refused = await k.call(token, 'POST', '/account/email-change', { email: newEmail });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.reauthRequired });

    expect(
      (await k.call(token, 'POST', '/account/reauth', { password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    const same = await k.call(token, 'POST', '/account/email-change', { email: user.email });
    expect(same.json().errors).toEqual({ email: [emailChangeMessages.sameEmail] });
    const asked = await k.call(token, 'POST', '/account/email-change', { email: newEmail });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      message: emailChangeMessages.selfRequested,
      data: { new_email: newEmail, current_confirmed: true, new_confirmed: false },
    });
    expect((await k.call(token, 'GET', '/account/email-change')).json().data.new_email).toBe(
      newEmail,
    );
    expect((await k.mailsTo(user.email)).some((m) => m.includes('/email-change/'))).toBe(false);

    const link = await k.linkTo(newEmail);
    const done = await k.call(null, 'POST', `/public/email-change/${link}/confirm`);
    expect(done.json().message).toBe(emailChangeMessages.completed);
    expect(await k.emailOf(user.id)).toBe(newEmail);
    expect((await k.call(token, 'GET', '/me')).statusCode).toBe(401);
    expect((await k.mailsTo(user.email)).some((m) => m.includes('was changed to'))).toBe(true);
  });

  it('can be cancelled by the holder', async () => {
    const user = await createUser(k.t.db, ROLE.salesPerson);
    const { token } = await loginAs(k.t.app, user);
    await k.call(token, 'POST', '/account/reauth', { password: TEST_PASSWORD });
    await k.call(token, 'POST', '/account/email-change', { email: `self-${unique()}@example.org` });
    expect((await k.call(token, 'DELETE', '/account/email-change')).statusCode).toBe(200);
    expect((await k.call(token, 'GET', '/account/email-change')).json()).toEqual({ data: null });
  });
});

describe('forcing a change', () => {
  it('is refused to a Sub-Super Admin (403, audited as denied) and changes nothing', async () => {
    const sub = await createUser(k.t.db, ROLE.subSuperAdmin);
    const target = await createUser(k.t.db, ROLE.productAdmin);
    const { token } = await loginAs(k.t.app, sub);
    const response = await k.call(token, 'POST', `/users/${target.id}/email/force`, {
      email: `forced-${unique()}@example.org`,
      reason: 'Lost mailbox',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: emailChangeMessages.superAdminOnly });
    expect(await k.emailOf(target.id)).toBe(target.email);
    const audit = await k.auditRows('email_change.force', target.id);
    expect(audit.map((r) => r.outcome)).toEqual(['denied']);
  });

  it("by a Super Admin changes it at once, tells the old address and ends the account's sessions", async () => {
    const admin = await createUser(k.t.db, ROLE.superAdmin);
    const { token } = await loginAs(k.t.app, admin);
    const clinic = await createClinic(k.t.app, k.t.db);
    const newEmail = `forced-${unique()}@example.org`;
    const noReason = await k.call(token, 'POST', `/users/${clinic.owner.id}/email/force`, {
      email: newEmail,
      reason: ' ',
    });
    expect(noReason.json().errors).toEqual({ reason: [emailChangeMessages.reasonRequired] });
    const response = await k.call(token, 'POST', `/users/${clinic.owner.id}/email/force`, {
      email: newEmail,
      reason: 'Owner lost access to the old mailbox',
    });
    expect(response.json()).toEqual({ message: emailChangeMessages.forced });
    expect(await k.emailOf(clinic.owner.id)).toBe(newEmail);
    const company = await k.t.db
      .selectFrom('companies')
      .select('email')
      .where('id', '=', clinic.id)
      .executeTakeFirstOrThrow();
    expect(company.email).toBe(newEmail);
    expect((await k.call(clinic.owner.token, 'GET', '/me')).statusCode).toBe(401);
    expect(
      (await k.mailsTo(clinic.owner.email)).some((m) => m.includes('administrator changed')),
    ).toBe(true);
    const [row] = await k.auditRows('email_change.force', clinic.owner.id);
    expect(row).toMatchObject({ outcome: 'success', user_id: admin.id });
    const details = JSON.stringify(row!.details);
    expect(details).toContain(maskEmail(newEmail));
    expect(details).not.toContain(newEmail);
    expect(details).toContain('Owner lost access');
  });
});
