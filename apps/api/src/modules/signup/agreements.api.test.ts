import { LEGAL_DOCUMENTS, legalMessages, signupMessages } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { loginAs } from '#test/factories/users.js';
import { outboxTo } from '#test/support/outbox.js';
import {
  activateTrialOf,
  DEMO_CARD,
  signUp,
  signupPayload,
  signupWorld,
} from '#test/factories/signup.js';
import { subscriptionOf } from '#test/factories/billing.js';
import { formCountOf } from '#test/factories/companies.js';

// Issue 20: the Terms of Service and the BAA accepted at signup, and the free 14-day trial.
const t = signupWorld();

const register = (payload: object, ip: string) => signUp(t.app, payload, ip);
const companyOf = (loginEmail: string) =>
  t.db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('email', '=', loginEmail)
    .executeTakeFirst();
const acceptancesOf = (companyId: number) =>
  t.db
    .selectFrom('terms_acceptances')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('document', 'desc')
    .execute();

describe('the agreements', () => {
  it('refuses a signup without both agreements, naming the field, and creates nothing', async () => {
    const refused = async (overrides: object, errors: Record<string, string[]>) => {
      const payload = { ...signupPayload(t.planId, overrides), ...DEMO_CARD };
      const res = await register(payload, '10.1.0.1');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
      // Our words, never the validation library's.
      expect(res.body).not.toMatch(/Invalid input|expected/);
      expect(await companyOf(payload.loginEmail)).toBeUndefined();
    };
    await refused({ acceptTerms: undefined }, { acceptTerms: [legalMessages.acceptTerms] });
    await refused({ acceptTerms: false }, { acceptTerms: [legalMessages.acceptTerms] });
    await refused({ acceptBaa: false }, { acceptBaa: [legalMessages.acceptBaa] });
    await refused(
      { acceptTerms: 'yes', acceptBaa: undefined },
      { acceptTerms: [legalMessages.acceptTerms], acceptBaa: [legalMessages.acceptBaa] },
    );
  });

  it('refuses a version other than the current one (a page open across a change)', async () => {
    const stale = async (overrides: object, field: string, message: string) => {
      const payload = { ...signupPayload(t.planId, overrides), ...DEMO_CARD };
      const res = await register(payload, '10.1.0.2');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
      expect(await companyOf(payload.loginEmail)).toBeUndefined();
    };
    await stale({ termsVersion: '2020-01-01' }, 'termsVersion', legalMessages.staleTerms);
    await stale({ baaVersion: '2020-01-01' }, 'baaVersion', legalMessages.staleBaa);
    await stale({ termsVersion: undefined }, 'termsVersion', legalMessages.staleTerms);
  });

  it('stores each acceptance with its version, time and address, and sends the welcome', async () => {
    const payload = { ...signupPayload(t.planId), ...DEMO_CARD };
    const before = Date.now();
    expect((await register(payload, '203.0.113.9')).statusCode).toBe(201);
    const company = (await companyOf(payload.loginEmail))!;
    const owner = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', payload.loginEmail)
      .executeTakeFirstOrThrow();
    const rows = await acceptancesOf(company.id);
    expect(rows).toEqual([
      expect.objectContaining({
        document: 'terms',
        version: LEGAL_DOCUMENTS.terms.version,
        ip: '203.0.113.9',
        user_id: owner.id,
      }),
      expect.objectContaining({
        document: 'baa',
        version: LEGAL_DOCUMENTS.baa.version,
        ip: '203.0.113.9',
        user_id: owner.id,
      }),
    ]);
    for (const row of rows) {
      expect(row.accepted_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.accepted_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }

    const mail = await outboxTo(t, payload.loginEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Welcome to Paperless Clinic, ${payload.businessName}`);
    expect(mail[0]!.body_text).toContain('first month of the');
    expect(mail[0]!.body_text).toContain('http://app.test/login');
    expect(mail[0]!.body_text).not.toContain(payload.password);
    expect(mail[0]!.body_text).not.toContain('4242');
  });
});

describe('the free trial (decision 29)', () => {
  it('starts Active/Trial for 14 days from the e-mailed link, with no card and no charge', async () => {
    const payload = signupPayload(t.planId, { trial: true });
    const res = await register(payload, '10.1.0.3');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: signupMessages.trialCheckEmail });
    // Security III: nothing exists until the owner opens the link (trial-activation.api.test).
    expect(await companyOf(payload.loginEmail)).toBeUndefined();

    const before = Date.now();
    const activated = await activateTrialOf(t, payload.loginEmail);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({ status: true, message: signupMessages.trialSuccess });
    const company = (await companyOf(payload.loginEmail))!;
    const sub = await subscriptionOf(t.db, company.id);
    expect(sub.status).toBe('trial');
    const days = (sub.trial_ends_at!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(14);
    expect(days).toBeLessThan(14.01);
    expect(sub.trial_reminder_days).toBeNull();
    const none = async (table: 'cards' | 'invoices') =>
      t.db.selectFrom(table).select('id').where('company_id', '=', company.id).execute();
    expect(await none('cards')).toEqual([]);
    expect(await none('invoices')).toEqual([]);
    expect(await acceptancesOf(company.id)).toHaveLength(2);

    expect(await formCountOf(t.db, company.id)).toBe(11);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_id', '=', String(company.id))
      .where('action', '=', 'company.self_signup_trial')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ mode: 'trial', invoice_id: null });

    const welcome = (await outboxTo(t, payload.loginEmail)).at(-1);
    expect(welcome!.body_text).toContain('free 14-day trial');
    expect(welcome!.body_text).toContain('No card is needed');

    const session = await loginAs(t.app, { email: payload.loginEmail, password: 'secret1' });
    expect(session.user.company_id).toBe(company.id);
  });

  it('takes no payment with a trial, and still needs both agreements', async () => {
    const withCard = signupPayload(t.planId, { trial: true, ...DEMO_CARD });
    const res = await register(withCard, '10.1.0.4');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ trial: [signupMessages.trialNoPayment] });
    expect(await companyOf(withCard.loginEmail)).toBeUndefined();

    const unaccepted = signupPayload(t.planId, { trial: true, acceptBaa: false });
    const refused = await register(unaccepted, '10.1.0.4');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ acceptBaa: [legalMessages.acceptBaa] });
  });
});
