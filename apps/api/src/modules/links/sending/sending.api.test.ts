import { ROLE, sendingMessages } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { outboxTo as openedOutboxTo } from '#test/support/outbox.js';
import { createClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { hashToken } from '../../../lib/tokens.js';
import { openRecipient } from '../../../lib/recipient.js';
import { frontDeskWorld } from '#test/factories/sending.js';
import { templateFormId } from '#test/factories/patient-links.js';

const t = frontDeskWorld();

const firstFormOf = (companyId: number) => templateFormId(t.db, companyId, 1);

async function makeBucket(companyId: number, formIds: number[]): Promise<number> {
  const { id } = await t.db
    .insertInto('buckets')
    .values({ company_id: companyId, title: `Bucket ${unique()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (formIds.length > 0) {
    await t.db
      .insertInto('bucket_forms')
      .values(formIds.map((form_id, position) => ({ bucket_id: id, form_id, position })))
      .execute();
  }
  return id;
}

function send(url: string, payload: object, headers = t.clinic.headers) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

/** Queued messages with their sealed address and body opened (test/support/outbox.ts). */
const outboxTo = async (recipient: string) =>
  (await openedOutboxTo(t, recipient)).map((m) => ({ ...m, body_text: m.body_text ?? '' }));

const linksTo = async (recipient: string) =>
  // Addresses are sealed (Security II): open each to find the recipient's links.
  (await t.db.selectFrom('form_links').selectAll().orderBy('id').execute()).filter(
    (link) => openRecipient(t.app.cipher, link.recipient) === recipient,
  );

/** The token in a message's link, which only the message carries. */
function tokenIn(text: string, path: 'form-fill' | 'forms-fill'): string {
  const match = new RegExp(`http://app\\.test/${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

describe('POST /api/forms/send', () => {
  it('makes one link and one queued message per recipient, storing only token hashes', async () => {
    const tag = unique();
    const emails = [`a-${tag}@example.com`, `b-${tag}@example.com`];
    const phone = `+1 (512) 555-${tag.slice(0, 4).replace(/\D/g, '7').padEnd(4, '7')}`;
    const response = await send('/api/forms/send', {
      formId: t.formId,
      emails,
      phone_numbers: [phone],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Form sent successfully', data: { links: 3 } });

    const stored = `+${phone.replace(/\D/g, '')}`;
    for (const [recipient, channel] of [
      [emails[0]!, 'email'],
      [emails[1]!, 'email'],
      [stored, 'sms'],
    ] as const) {
      const [message] = await outboxTo(recipient);
      const [link] = await linksTo(recipient);
      expect(message?.channel).toBe(channel);
      expect(link).toMatchObject({
        channel,
        form_id: t.formId,
        bucket_id: null,
        company_id: t.clinic.id,
      });
      const token = tokenIn(message!.body_text, 'form-fill');
      expect(link!.token_hash).toBe(hashToken(token));
      expect(link!.token_hash).not.toContain(token);
      expect(message!.body_text).toContain(t.clinic.name);
      const days = (link!.expires_at.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    }
    const [mail] = await outboxTo(emails[0]!);
    expect(mail!.subject).toContain(t.clinic.name);
    expect(mail!.body_text).toContain('expires in 30 days');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'form.send')
      .where('company_id', '=', t.clinic.id)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ emails: 2, phones: 1 });
    expect(JSON.stringify(audit.details)).not.toContain(tag);
  });

  it('ignores duplicates: e-mails without case, phones by their digits', async () => {
    const tag = unique();
    const response = await send('/api/forms/send', {
      formId: t.formId,
      emails: [`dup-${tag}@example.com`, ` DUP-${tag}@Example.com `],
      phone_numbers: ['(512) 555-0142', '512-555-0142', '5125550142'],
    });
    expect(response.json()).toMatchObject({ data: { links: 2 } });
    expect(await linksTo(`dup-${tag}@example.com`)).toHaveLength(1);
  });

  it.each([
    [{ emails: [], phone_numbers: [] }, 'emails', sendingMessages.noRecipient],
    [{}, 'emails', sendingMessages.noRecipient],
    [{ emails: ['not-an-email'] }, 'emails', sendingMessages.invalidEmail],
    [{ phone_numbers: ['123456'] }, 'phone_numbers', sendingMessages.invalidPhone],
    [{ phone_numbers: ['1234567890123456'] }, 'phone_numbers', sendingMessages.invalidPhone],
    [{ phone_numbers: ['555-0100 ext 4'] }, 'phone_numbers', sendingMessages.invalidPhone],
    [
      { emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`) },
      'emails',
      sendingMessages.tooManyRecipients,
    ],
  ])('refuses %j with its message and sends nothing', async (payload, field, message) => {
    const before = await t.db
      .selectFrom('form_links')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await send('/api/forms/send', { formId: t.formId, ...payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    const after = await t.db
      .selectFrom('form_links')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("answers 404 for another clinic's form and a deleted form, and sends nothing", async () => {
    const to = `stranger-${unique()}@example.com`;
    const foreign = await send('/api/forms/send', {
      formId: await firstFormOf(t.other.id),
      emails: [to],
    });
    expect(foreign.statusCode).toBe(404);
    const deleted = await t.db
      .insertInto('forms')
      .values({ company_id: t.clinic.id, title: 'Old', deleted_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await send('/api/forms/send', { formId: deleted.id, emails: [to] })).statusCode).toBe(
      404,
    );
    expect(await linksTo(to)).toHaveLength(0);
    expect(await outboxTo(to)).toHaveLength(0);
  });

  it('needs a session and the manage_forms permission', async () => {
    const payload = { formId: t.formId, emails: ['x@example.com'] };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/forms/send', payload });
    expect(anonymous.statusCode).toBe(401);
    const sales = await loginAs(t.app, await createUser(t.db, ROLE.salesPerson));
    const forbidden = await send('/api/forms/send', payload, bearer(sales.token));
    expect(forbidden.statusCode).toBe(403);
  });

  it('lets a Sub-Client Admin send, and a Super Admin send for a named company', async () => {
    const staff = await send(
      '/api/forms/send',
      { formId: t.formId, emails: [`staff-${unique()}@example.com`] },
      bearer(t.clinic.staff.token),
    );
    expect(staff.statusCode).toBe(201);

    const admin = await loginAs(t.app, await createUser(t.db, ROLE.superAdmin));
    const to = `super-${unique()}@example.com`;
    const missing = await send(
      '/api/forms/send',
      { formId: t.formId, emails: [to] },
      bearer(admin.token),
    );
    expect(missing.statusCode).toBe(422);
    const named = await send(
      '/api/forms/send',
      { formId: t.formId, emails: [to], company_id: t.clinic.id },
      bearer(admin.token),
    );
    expect(named.statusCode).toBe(201);
    const [link] = await linksTo(to);
    expect(link).toMatchObject({ company_id: t.clinic.id, created_by: admin.user.id });
  });

  it('refuses to send for a deactivated clinic, whose links would not open', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, ROLE.superAdmin));
    const closed = await createClinic(t.app, t.db);
    await t.db.updateTable('companies').set({ status: 0 }).where('id', '=', closed.id).execute();
    const to = `closed-${unique()}@example.com`;
    const response = await send(
      '/api/forms/send',
      { formId: await firstFormOf(closed.id), emails: [to], company_id: closed.id },
      bearer(admin.token),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(sendingMessages.clinicInactive);
    expect(await linksTo(to)).toHaveLength(0);
  });

  it('refuses to send for a clinic suspended for non-payment, and sends again once restored', async () => {
    const suspended = await createClinic(t.app, t.db);
    const { plan_id } = await t.db
      .selectFrom('companies')
      .select('plan_id')
      .where('id', '=', suspended.id)
      .executeTakeFirstOrThrow();
    // Test clinics start without a subscription: give it one in the state under test.
    const setStatus = (status: 'suspended' | 'paid') =>
      t.db
        .insertInto('subscriptions')
        .values({
          company_id: suspended.id,
          plan_id: plan_id!,
          status,
          current_period_start: '2026-11-01',
          current_period_end: '2026-11-30',
        })
        .onConflict((oc) => oc.column('company_id').doUpdateSet({ status }))
        .execute();
    await setStatus('suspended');
    const to = `suspended-${unique()}@example.com`;
    const form = await firstFormOf(suspended.id);
    const refused = await send(
      '/api/forms/send',
      { formId: form, emails: [to] },
      suspended.headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(sendingMessages.clinicSuspended);
    expect(await linksTo(to)).toHaveLength(0);
    await setStatus('paid');
    const sent = await send('/api/forms/send', { formId: form, emails: [to] }, suspended.headers);
    expect(sent.statusCode).toBe(201);
    expect(await linksTo(to)).toHaveLength(1);
  });

  it('a clinic naming another company gets 404', async () => {
    const response = await send('/api/forms/send', {
      formId: t.formId,
      emails: ['x@example.com'],
      company_id: t.other.id,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/buckets/send', () => {
  it('sends /forms-fill/ links for a bucket', async () => {
    const bucketId = await makeBucket(t.clinic.id, [t.formId]);
    const to = `bucket-${unique()}@example.com`;
    const response = await send('/api/buckets/send', { bucketId, emails: [to] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Bucket sent successfully', data: { links: 1 } });
    const [message] = await outboxTo(to);
    const [link] = await linksTo(to);
    expect(link).toMatchObject({ bucket_id: bucketId, form_id: null });
    expect(link!.token_hash).toBe(hashToken(tokenIn(message!.body_text, 'forms-fill')));
  });

  it("refuses a bucket without live forms, and another clinic's bucket", async () => {
    const to = `nobody-${unique()}@example.com`;
    const empty = await send('/api/buckets/send', {
      bucketId: await makeBucket(t.clinic.id, []),
      emails: [to],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.bucketId).toEqual([sendingMessages.emptyBucket]);
    const foreign = await send('/api/buckets/send', {
      bucketId: await makeBucket(t.other.id, [await firstFormOf(t.other.id)]),
      emails: [to],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await outboxTo(to)).toHaveLength(0);
  });
});
