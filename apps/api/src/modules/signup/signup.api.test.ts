import { cardMessages, companyMessages, messages, ROLE, signupMessages } from '@paperless/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '#test/factories/users.js';
import { monthAt } from '../billing/finance/periods.js';
import { SIGNUP_CHECK_LIMIT, SIGNUP_LIMIT } from './routes.js';
import { DEMO_CARD, signUp, signupPayload, signupWorld } from '#test/factories/signup.js';
import { createPlan } from '#test/factories/plans.js';
import { subscriptionOf } from '#test/factories/billing.js';
import { formCountOf } from '#test/factories/companies.js';

const t = signupWorld();
let salesPerson: { id: number };
beforeAll(async () => {
  salesPerson = await createUser(t.db, ROLE.salesPerson);
});

// Demo mode: the wizard sends the demo card's number and expiry for the server to check.
const register = (payload: object, ip?: string) => signUp(t.app, { ...DEMO_CARD, ...payload }, ip);
const companiesNamed = async (name: string) =>
  (await t.db.selectFrom('companies').select('id').where('name', '=', name).execute()).length;
const companyCount = async () => (await t.db.selectFrom('companies').select('id').execute()).length;
/** Step 2 of the wizard: is this login e-mail free? */
const emailCheck = (loginEmail: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup/check',
    payload: { loginEmail },
    remoteAddress,
  });

describe('demo-mode signup', () => {
  it('tells the wizard it runs in demo mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/signup/config' });
    expect(res.json()).toEqual({ mode: 'demo', publishable_key: null });
  });

  it('creates the clinic, its owner, forms, a paid month, the bell and the audit row', async () => {
    const payload = signupPayload(t.planId);
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: signupMessages.success });

    const company = await t.db
      .selectFrom('companies')
      .selectAll()
      .where('email', '=', payload.loginEmail)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      name: payload.businessName,
      address: '12 Harbor Road',
      address1: 'Suite 4',
      city: 'Portland',
      state: 'Oregon',
      zip: '97201',
      contact_first_name: 'Hana',
      contact_person_last_name: 'Harbor',
      billing_email: payload.billingEmail,
      plan_id: t.planId,
      plan_type: 'monthly',
      reference_id: null,
      status: 1,
    });
    const owner = await t.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select(['u.is_owner', 'r.name'])
      .where('u.company_id', '=', company.id)
      .execute();
    expect(owner).toEqual([{ is_owner: true, name: ROLE.clientAdmin }]);
    expect(await formCountOf(t.db, company.id)).toBe(11);

    const month = monthAt(new Date(), 0);
    const sub = await subscriptionOf(t.db, company.id);
    expect(sub.status).toBe('paid');
    expect(sub.trial_ends_at).toBeNull();
    const day = (d: Date | null) =>
      d && new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    expect(day(sub.current_period_start)).toBe(month.start);
    expect(day(sub.current_period_end)).toBe(month.end);
    expect(day(sub.next_payment_at)).toBe(monthAt(new Date(), 1).start);

    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      number: `INV-${month.key.replace('-', '')}-${String(company.id).padStart(4, '0')}`,
      status: 'paid',
      payment_reference: null,
      encounters: 0,
    });
    expect(Number(invoice.amount)).toBe(79);
    expect(invoice.paid_at).not.toBeNull();

    const card = await t.db
      .selectFrom('cards')
      .selectAll()
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      card_brand: 'visa',
      card_last_four: '4242',
      exp_year: 2039,
      provider_ref: 'demo',
    });

    const bell = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'title'])
      .where('title', '=', `New self-signup: ${payload.businessName}`)
      .execute();
    expect(bell.map((n) => n.user_id)).toContain(t.superAdmin.id);
    expect(bell.map((n) => n.user_id)).not.toContain(salesPerson.id);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'ip', 'details'])
      .where('target_id', '=', String(company.id))
      .where('action', '=', 'company.self_signup')
      .executeTakeFirstOrThrow();
    expect(audit.ip).toBe('10.0.0.1');
    expect(JSON.stringify(audit.details)).not.toContain('secret1');

    // The owner signs in with the password chosen in the wizard.
    const session = await loginAs(t.app, { email: payload.loginEmail, password: 'secret1' });
    expect(session.user.company_id).toBe(company.id);
  });

  it('step 2 answers the same whether or not the e-mail has an account; registration refuses it', async () => {
    const first = signupPayload(t.planId);
    expect((await register(first)).statusCode).toBe(201);
    const check = (loginEmail: string) => emailCheck(loginEmail, '10.0.0.40');
    const taken = await check(first.loginEmail.toUpperCase());
    const free = await check('nobody-yet@harbor.test');
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    expect(taken.json()).toEqual({ message: signupMessages.emailChecked });

    const again = await register(signupPayload(t.planId, { loginEmail: first.loginEmail }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ loginEmail: [signupMessages.loginEmailTaken] });
  });

  it('limits the e-mail check hard, per address', async () => {
    const ip = '10.0.0.41';
    const check = (i: number, from = ip) => emailCheck(`probe-${i}@harbor.test`, from);
    for (let i = 0; i < SIGNUP_CHECK_LIMIT; i += 1) expect((await check(i)).statusCode).toBe(200);
    expect((await check(99)).statusCode).toBe(429);
    expect((await check(100, '10.0.0.42')).statusCode).toBe(200);
  });

  it('in demo mode checks the card on the server before creating anything', async () => {
    const refused = async (card: object, field: string, message: string) => {
      const payload = signupPayload(t.planId);
      const res = await signUp(t.app, { ...payload, ...card }, '10.0.0.43');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
      expect(JSON.stringify(res.json())).not.toContain('4000000000000002');
      expect(await companiesNamed(payload.businessName)).toBe(0);
    };
    await refused({}, 'cardNumber', cardMessages.invalidNumber);
    for (const [cardNumber, cardExpiry, field, message] of [
      ['4242424242424241', '12/39', 'cardNumber', cardMessages.invalidNumber],
      ['4242424242424242', '13/39', 'cardExpiry', cardMessages.invalidExpiry],
      ['4242424242424242', '01/20', 'cardExpiry', cardMessages.expired],
      ['4000 0000 0000 0002', '12/39', 'cardNumber', signupMessages.demoDeclined],
    ] as const) {
      await refused({ cardNumber, cardExpiry }, field, message);
    }
    // A made-up payment method id is not a card.
    await refused(
      { paymentMethodId: 'demo_visa_4242_12_39' },
      'cardNumber',
      cardMessages.invalidNumber,
    );

    const payload = signupPayload(t.planId);
    expect((await register({ ...payload, cardNumber: '5555 5555 5555 4444' })).statusCode).toBe(
      201,
    );
    const card = await t.db
      .selectFrom('cards as c')
      .innerJoin('companies as co', 'co.id', 'c.company_id')
      .select(['c.card_brand', 'c.card_last_four', 'c.exp_month', 'c.exp_year', 'c.provider_ref'])
      .where('co.name', '=', payload.businessName)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({
      card_brand: 'master',
      card_last_four: '4444',
      exp_month: 12,
      exp_year: 2039,
      provider_ref: 'demo',
    });
  });

  it('answers every message of the spec under its field and stores nothing', async () => {
    const before = await companyCount();
    const empty = await register({
      planId: null,
      businessName: ' ',
      addressStreet1: '',
      city: '',
      state: '',
      zipCode: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      billingEmail: '',
      loginEmail: '',
      password: '',
      confirmPassword: 'x',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      planId: [signupMessages.selectPlan],
      businessName: [signupMessages.businessName],
      addressStreet1: [signupMessages.address],
      city: [signupMessages.city],
      state: [signupMessages.state],
      zipCode: [signupMessages.zip],
      firstName: [signupMessages.firstName],
      lastName: [signupMessages.lastName],
      phoneNumber: [signupMessages.phone],
      billingEmail: [signupMessages.billingEmail],
      loginEmail: [signupMessages.loginEmail],
      password: [signupMessages.password],
    });

    const wrong = await register(
      signupPayload(t.planId, {
        billingEmail: 'not-an-email',
        loginEmail: 'also@bad',
        password: 'five5',
        confirmPassword: 'other',
        zipCode: '123',
        businessName: 'B'.repeat(51),
      }),
    );
    expect(wrong.json().errors).toMatchObject({
      billingEmail: [signupMessages.invalidEmail],
      loginEmail: [signupMessages.invalidEmail],
      password: [signupMessages.passwordMin],
      zipCode: [companyMessages.zipLength],
      businessName: [messages.maxLength(50)],
    });
    const mismatch = await register(signupPayload(t.planId, { confirmPassword: 'secret2' }));
    expect(mismatch.json().errors).toEqual({
      confirmPassword: [signupMessages.passwordsDoNotMatch],
    });

    const inactive = await createPlan(t.db, { is_active: 0 });
    const offSale = await register(signupPayload(inactive));
    expect(offSale.statusCode).toBe(422);
    expect(offSale.json().errors).toEqual({ planId: [signupMessages.selectPlan] });

    expect(await companyCount()).toBe(before);
  });

  it('describes its routes in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, { post?: { requestBody?: unknown } }> }>();
    expect(doc.paths['/api/register-client']?.post?.requestBody).toBeDefined();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/signup/config',
        '/api/signup/check',
        '/api/signup/payment-intent',
      ]),
    );
  });

  it('has no payment intents in demo mode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup/payment-intent',
      payload: { planId: t.planId, loginEmail: 'someone@harbor.test' },
      remoteAddress: '10.0.0.9',
    });
    expect(res.statusCode).toBe(404);
  });

  it('slows down one address that keeps trying', async () => {
    const ip = '10.0.0.77';
    for (let i = 0; i < SIGNUP_LIMIT; i += 1) {
      const res = await register(
        { ...signupPayload(t.planId), cardNumber: '4242424242424241' },
        ip,
      );
      expect(res.statusCode).toBe(422);
    }
    expect((await register(signupPayload(t.planId), ip)).statusCode).toBe(429);
    expect((await register(signupPayload(t.planId), '10.0.0.78')).statusCode).toBe(201);
  });
});
