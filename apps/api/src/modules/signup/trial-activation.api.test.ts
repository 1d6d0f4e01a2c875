import { messages, proofMessages, signupMessages } from '@paperless/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { outboxTo } from '#test/support/outbox.js';
import {
  activateTrialOf,
  activationToken,
  DEMO_CARD,
  signupPayload,
  signupWorld,
  solvedSignupProof,
} from '#test/factories/signup.js';

// Security III, finding 3: the free trial proves its address before it exists, and every signup
// carries a solved proof-of-work challenge.
const t = signupWorld();

let address = 0;
const register = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register-client',
    payload,
    remoteAddress: `10.44.0.${++address}`,
  });
const activate = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/signup/activate', payload: { token } });
const companyOf = (email: string) =>
  t.db.selectFrom('companies').select('id').where('email', '=', email).executeTakeFirst();
const bellOf = (userId: number, business: string) =>
  t.db
    .selectFrom('notifications')
    .select('title')
    .where('user_id', '=', userId)
    .where('title', 'like', `%${business}%`)
    .execute();
const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'secret1' } });

describe('the proof-of-work challenge', () => {
  it('answers a signed challenge, fresh each time, never cached', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/signup/challenge' });
    const b = await t.app.inject({ method: 'GET', url: '/api/signup/challenge' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toContain('no-store');
    expect(a.json().parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(a.json().signature).toMatch(/^[0-9a-f]{64}$/);
    expect(a.json().parameters.nonce).not.toBe(b.json().parameters.nonce);
  });

  it('refuses a signup without a solved challenge, with a forged one or one used before', async () => {
    const payload = { ...signupPayload(t.planId), ...DEMO_CARD };
    const missing = await register(payload);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ altcha: [proofMessages.required] });

    const proof = await solvedSignupProof(t.app);
    const decoded = JSON.parse(Buffer.from(proof, 'base64').toString());
    decoded.solution.derivedKey = '00'.repeat(32);
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    // A tampered challenge (a cheaper cost than the server signed) is as bad as a wrong answer.
    const cheaper = JSON.parse(Buffer.from(proof, 'base64').toString());
    cheaper.challenge.parameters.cost = 2;
    const tampered = Buffer.from(JSON.stringify(cheaper)).toString('base64');
    for (const altcha of [forged, tampered, 'not base64', Buffer.from('{}').toString('base64')]) {
      const refused = await register({ ...payload, altcha });
      expect(refused.statusCode, altcha).toBe(422);
      expect(refused.json().errors).toEqual({ altcha: [proofMessages.failed] });
    }
    expect(await companyOf(payload.loginEmail)).toBeUndefined();

    expect((await register({ ...payload, altcha: proof })).statusCode).toBe(201);
    const again = signupPayload(t.planId);
    const reused = await register({ ...again, ...DEMO_CARD, altcha: proof });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ altcha: [proofMessages.failed] });
    expect(await companyOf(again.loginEmail)).toBeUndefined();
  });

  it('refuses a payload longer than any solution, naming the field', async () => {
    const res = await register({
      ...signupPayload(t.planId),
      ...DEMO_CARD,
      altcha: 'A'.repeat(5_000),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ altcha: [proofMessages.failed] });
  });
});

describe('the trial activation link', () => {
  it('creates nothing, sends nothing in the clinic name and rings no bell until opened', async () => {
    const payload = signupPayload(t.planId, { trial: true });
    const res = await register({ ...payload, altcha: await solvedSignupProof(t.app) });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(signupMessages.trialCheckEmail);

    expect(await companyOf(payload.loginEmail)).toBeUndefined();
    expect(await bellOf(t.superAdmin.id, payload.businessName)).toEqual([]);
    // No account: the password chosen does not sign in yet.
    const early = await signIn(payload.loginEmail);
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(messages.invalidCredentials);
    // One e-mail: the link, with neither the password nor a welcome.
    const mail = await outboxTo(t, payload.loginEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Confirm your email to start your Paperless Clinic trial');
    expect(mail[0]!.body_text).toContain('http://app.test/activate/');
    expect(mail[0]!.body_text).not.toContain(payload.password);
    const held = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'signup.trial_held')
      .execute();
    expect(held.length).toBeGreaterThan(0);

    const opened = await activateTrialOf(t, payload.loginEmail);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ status: true, message: signupMessages.trialSuccess });
    expect(await companyOf(payload.loginEmail)).toBeDefined();
    expect(await bellOf(t.superAdmin.id, payload.businessName)).toEqual([
      { title: `New free trial: ${payload.businessName}` },
    ]);
    expect((await signIn(payload.loginEmail)).statusCode).toBe(200);
    // The held copy of the password's hash and the details is not kept once the clinic has them.
    const row = await t.db
      .selectFrom('pending_signups')
      .select(['password_hash', 'details', 'activated_at'])
      .where('login_email', '=', payload.loginEmail)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ password_hash: '', details: {} });
    expect(row.activated_at).not.toBeNull();

    // Opened again (a second click, a mail scanner after the owner): the same clinic, told so.
    const twice = await activateTrialOf(t, payload.loginEmail);
    expect(twice.json()).toEqual({ status: true, message: signupMessages.trialAlreadyStarted });
    const companies = await t.db
      .selectFrom('companies')
      .select('id')
      .where('email', '=', payload.loginEmail)
      .execute();
    expect(companies).toHaveLength(1);
  });

  it('refuses an unknown or expired link, and an address another signup took meanwhile', async () => {
    const unknown = await activate('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(signupMessages.activationInvalid);
    const malformed = await activate('no');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ token: [signupMessages.activationInvalid] });

    const late = signupPayload(t.planId, { trial: true });
    await register({ ...late, altcha: await solvedSignupProof(t.app) });
    await t.db
      .updateTable('pending_signups')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('login_email', '=', late.loginEmail)
      .execute();
    const expired = await activateTrialOf(t, late.loginEmail);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(signupMessages.activationInvalid);
    expect(await companyOf(late.loginEmail)).toBeUndefined();

    // Two trials held for one address: the first link opened wins; the other is refused.
    const first = signupPayload(t.planId, { trial: true });
    await register({ ...first, altcha: await solvedSignupProof(t.app) });
    const firstToken = await activationToken(t, first.loginEmail);
    const second = signupPayload(t.planId, { trial: true, loginEmail: first.loginEmail });
    await register({ ...second, altcha: await solvedSignupProof(t.app) });
    expect((await activateTrialOf(t, first.loginEmail)).statusCode).toBe(200);
    const taken = await activate(firstToken);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ loginEmail: [signupMessages.loginEmailTaken] });
  });
});
