import { linkStateMessages, patientLinkMessages } from '@paperless/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../../lib/rate-limit/rules.js';
import { setSmsOptOut } from '../opt-outs.js';
import { outboxTo } from '#test/support/outbox.js';
import { unique } from '#test/factories/users.js';
import { open, recordsRelease, submit } from '#test/factories/patient-links.js';
import { frontDeskWorld, sendLink, tokenSentTo } from '#test/factories/sending.js';

/** Issue 36, item 4: the first e-mail's link after a Resend says whom to call, and sends again. */
const t = frontDeskWorld('America/Chicago');
const LOGO = 'files/logos/replaced-links.png';
let practice: { name: string; phone: string; logo_url: string };

beforeAll(async () => {
  const clinic = await t.db
    .updateTable('companies')
    .set({ phone: '(512) 555-0136', logo_key: LOGO })
    .where('id', '=', t.clinic.id)
    .returning('name')
    .executeTakeFirstOrThrow();
  practice = { name: clinic.name, phone: '(512) 555-0136', logo_url: `/api/${LOGO}` };
});

/** A link sent to a fresh address with the patient's name, then resent: both tokens. */
async function resent() {
  const to = `first-${unique()}@example.com`;
  const { link, token: first } = await sendLink(t, t.clinic, to, {
    formId: t.formId,
    patient_name: 'Zelda Quimby',
  });
  const resend = await t.app.inject({
    method: 'POST',
    url: `/api/links/${link.id}/resend`,
    headers: t.clinic.headers,
  });
  expect(resend.statusCode).toBe(200);
  return { to, linkId: link.id, first, current: await tokenSentTo(t, to) };
}
const sendAgain = (token: string, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: `/api/public/links/${token}/send-again`, remoteAddress });
const auditOf = (linkId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['company_id', 'outcome', 'details'])
    .where('action', '=', 'patient_link.sent_again')
    .where('target_id', '=', linkId)
    .orderBy('id')
    .execute();

describe("the replaced link's answer", () => {
  it("answers 410 replaced with the practice's name, phone and logo, and no patient data", async () => {
    const { to, first, current } = await resent();
    expect(current).not.toBe(first);
    const response = await open(t.app, first);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      status: false,
      message: linkStateMessages.replaced,
      link: {
        state: 'replaced',
        kind: 'form',
        practice,
        expired_on: null,
        renewal_requested: false,
      },
    });
    for (const secret of ['Zelda', 'Quimby', to, current])
      expect(response.body).not.toContain(secret);
    // The newest link still opens, and the old one stores nothing.
    expect((await open(t.app, current)).statusCode).toBe(200);
    const stored = await submit(t.app, first, { fields: recordsRelease(), formId: t.formId });
    expect(stored.statusCode).toBe(404);
  });

  it('sends the current link once to the same address, audited, and is rate-limited', async () => {
    const { to, linkId, first, current } = await resent();
    const before = await outboxTo(t, to);
    const response = await sendAgain(first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: linkStateMessages.sentAgain });
    const after = await outboxTo(t, to);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.body_text).toContain(`/form-fill/${current}`);
    expect(after.at(-1)!.body_text).not.toContain(first);
    // The link keeps its token: the newest e-mail's URL still works.
    expect((await open(t.app, current)).statusCode).toBe(200);
    expect(await auditOf(linkId)).toEqual([
      { company_id: t.clinic.id, outcome: 'success', details: { sent: true } },
    ]);

    for (let i = 1; i < RATE_RULES.sendAgainToken.max; i++) {
      expect((await sendAgain(first)).statusCode).toBe(200);
    }
    expect((await sendAgain(first, '198.51.100.8')).statusCode).toBe(429);
    expect(await outboxTo(t, to)).toHaveLength(before.length + RATE_RULES.sendAgainToken.max);
  });

  it('answers a number that replied STOP the same, and sends nothing', async () => {
    const phone = `(415) 55${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
    const { link, token: first } = await sendLink(t, t.clinic, phone, { formId: t.formId }, 'sms');
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/links/${link.id}/resend`,
      headers: t.clinic.headers,
    });
    expect(resend.statusCode).toBe(200);
    // The patient replies STOP after the resend.
    expect(await setSmsOptOut(t.db, t.app.cipher, phone, true, null)).toBe(t.clinic.id);
    const before = await outboxTo(t, phone);
    const response = await sendAgain(first, '198.51.100.9');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: linkStateMessages.sentAgain });
    expect(await outboxTo(t, phone)).toHaveLength(before.length);
    expect(await auditOf(link.id)).toEqual([
      {
        company_id: t.clinic.id,
        outcome: 'failure',
        details: { sent: false, reason: 'opted_out' },
      },
    ]);
  });

  it('says so when the link was submitted since, and sends nothing', async () => {
    const { to, linkId, first, current } = await resent();
    const done = await submit(t.app, current, { fields: recordsRelease(), formId: t.formId });
    expect(done.statusCode).toBe(201);
    const response = await open(t.app, first);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      message: linkStateMessages.submitted,
      link: { state: 'submitted', practice },
    });
    const before = await outboxTo(t, to);
    const refused = await sendAgain(first, '198.51.100.10');
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ message: linkStateMessages.submitted });
    expect(await outboxTo(t, to)).toHaveLength(before.length);
    expect(await auditOf(linkId)).toEqual([]);
  });

  it('still names no practice for an unknown token, nor for the current one asking again', async () => {
    const { current } = await resent();
    const unknown = await open(t.app, 'no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: patientLinkMessages.unavailable });
    for (const token of ['no-such-token', current]) {
      const response = await sendAgain(token, '198.51.100.11');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: patientLinkMessages.unavailable });
      expect(response.body).not.toContain(practice.name);
    }
  });

  it('asks for a new link from an older URL once its link expired', async () => {
    const { linkId, first } = await resent();
    await t.db
      .updateTable('form_links')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', linkId)
      .execute();
    expect((await open(t.app, first)).json()).toMatchObject({ link: { state: 'expired' } });
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/public/links/${first}/renewal`,
    });
    expect(asked.statusCode).toBe(200);
    expect((await sendAgain(first, '198.51.100.12')).statusCode).toBe(410);
  });
});
