import {
  cardMessages,
  checkDemoCardDetails,
  ROLE,
  signupMessages,
  timeZoneForState,
  type SignupPayload,
} from '@paperless/core';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { giveTemplateForms } from '../companies/forms.js';
import { DEMO_DECLINED_LAST_FOUR } from '../billing/charge.js';
import { monthAt } from '../finance/periods.js';
import { verifySignupIntent, type PaidCard, type SignupPlan } from './payment.js';
import { checkSignupEmailFree, signupPlan, staffToNotify } from './queries.js';

export interface SignupCtx {
  db: Db;
  /** Undefined in demo mode (no keys): no payment is taken (decision 17). */
  stripe: Stripe | undefined;
  actor: AuditActor;
  now?: Date;
}

/** As the finance module numbers invoices: INV-YYYYMM-<company id, four digits>. */
export const invoiceNumber = (monthKey: string, companyId: number) =>
  `INV-${monthKey.replace('-', '')}-${String(companyId).padStart(4, '0')}`;

/** Refused before any payment: the plan must be on sale and the login e-mail free. */
export async function checkBeforePayment(db: DbExecutor, planId: number, loginEmail: string) {
  const plan = await signupPlan(db, planId);
  await checkSignupEmailFree(db, loginEmail);
  return plan;
}

/**
 * Decision 18: a self-signup pays its first month and starts Active/Paid. With Stripe, the
 * payment is verified with Stripe before anything is written; then the company, its owner, the
 * template forms, the subscription, the paid invoice, the bell and the audit row commit together.
 */
export async function registerClient(ctx: SignupCtx, payload: SignupPayload): Promise<void> {
  const plan = await checkBeforePayment(ctx.db, payload.planId, payload.loginEmail);
  let reference: string | null = null;
  let paidCard: PaidCard | null = null;
  if (!ctx.stripe) {
    paidCard = demoCard(payload);
  } else if (payload.cardNumber !== undefined || payload.cardExpiry !== undefined) {
    // With Stripe the card goes to Stripe only: a number sent here is refused, not used.
    throw AppError.field('cardNumber', cardMessages.cardNumberRefused);
  } else {
    if (!payload.paymentIntentId) {
      throw AppError.field('paymentIntentId', signupMessages.paymentRequired);
    }
    // Outside the transaction: a slow provider must not hold the database.
    paidCard = await verifySignupIntent(
      ctx.stripe,
      payload.paymentIntentId,
      plan,
      payload.loginEmail,
    );
    reference = payload.paymentIntentId;
  }
  const passwordHash = await hashPassword(payload.password);

  await ctx.db.transaction().execute(async (trx) => {
    if (reference) await claimPayment(trx, reference);
    // Checked again inside: another signup may have taken the e-mail meanwhile.
    await checkBeforePayment(trx, plan.id, payload.loginEmail);
    const company = await trx
      .insertInto('companies')
      .values({
        name: payload.businessName,
        address: payload.addressStreet1,
        address1: payload.addressStreet2,
        city: payload.city,
        state: payload.state,
        time_zone: timeZoneForState(payload.state),
        zip: payload.zipCode,
        contact_first_name: payload.firstName,
        contact_person_last_name: payload.lastName,
        phone: payload.phoneNumber,
        email: payload.loginEmail,
        billing_email: payload.billingEmail,
        plan_id: plan.id,
        plan_type: 'monthly',
        reference_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = await insertOwner(trx, company.id, payload, passwordHash);
    await giveTemplateForms(trx, company.id);
    const invoiceId = await startPaid(trx, company.id, plan, reference, ctx.now ?? new Date());
    if (paidCard) await saveCard(trx, company.id, owner, paidCard, payload.billingEmail);
    await notifyStaff(trx, payload.businessName, plan.name);
    await writeAudit(trx, ctx.actor, {
      action: 'company.self_signup',
      targetType: 'company',
      targetId: company.id,
      details: {
        owner_id: owner.id,
        plan_id: plan.id,
        invoice_id: invoiceId,
        mode: ctx.stripe ? 'stripe' : 'demo',
        payment_reference: reference,
      },
    });
  });
}

/** The bell of every provider staff member who manages clients across the house. */
async function notifyStaff(trx: DbExecutor, business: string, planName: string): Promise<void> {
  const staff = await staffToNotify(trx).execute();
  if (staff.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(
      staff.map(({ id }) => ({
        user_id: id,
        title: `New self-signup: ${business}`,
        body: `${business} signed up for ${planName} and paid its first month.`,
      })),
    )
    .execute();
}

/**
 * One PaymentIntent opens one account. The transaction-scoped lock makes two concurrent
 * registrations with the same intent wait for each other, so the second sees the first's invoice.
 */
async function claimPayment(trx: DbExecutor, intentId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`signup:${intentId}`}))`.execute(trx);
  const used = await trx
    .selectFrom('invoices')
    .select('id')
    .where('payment_reference', '=', intentId)
    .executeTakeFirst();
  if (used) throw new AppError('conflict', signupMessages.paymentUsed);
}

async function insertOwner(
  trx: DbExecutor,
  companyId: number,
  payload: SignupPayload,
  passwordHash: string,
) {
  const role = await trx
    .selectFrom('roles')
    .select('id')
    .where('name', '=', ROLE.clientAdmin)
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('users')
    .values({
      first_name: payload.firstName,
      last_name: payload.lastName,
      email: payload.loginEmail,
      phone_number: payload.phoneNumber,
      password_hash: passwordHash,
      role_id: role.id,
      company_id: companyId,
      is_owner: true,
    })
    .returning(['id', 'first_name', 'last_name'])
    .executeTakeFirstOrThrow();
}

/**
 * Active/Paid for this calendar month, the next payment on the first of the next, and the first
 * month's invoice paid. The billing run finds this month invoiced and does not bill it again.
 */
async function startPaid(
  trx: DbExecutor,
  companyId: number,
  plan: SignupPlan,
  reference: string | null,
  now: Date,
): Promise<number> {
  const month = monthAt(now, 0);
  const next = monthAt(now, 1);
  const subscription = await trx
    .insertInto('subscriptions')
    .values({
      company_id: companyId,
      plan_id: plan.id,
      status: 'paid',
      trial_ends_at: null,
      current_period_start: month.start,
      current_period_end: month.end,
      next_payment_at: next.start,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoice = await trx
    .insertInto('invoices')
    .values({
      company_id: companyId,
      subscription_id: subscription.id,
      plan_id: plan.id,
      number: invoiceNumber(month.key, companyId),
      period_start: month.start,
      period_end: month.end,
      encounters: 0,
      plan_price: plan.price,
      overage_amount: 0,
      amount: plan.price,
      status: 'paid',
      due_at: now.toISOString().slice(0, 10),
      paid_at: now,
      payment_reference: reference,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return invoice.id;
}

/**
 * Demo mode: the server checks the demo card itself with the card form's rules (Luhn, expiry)
 * and declines the test card ending 0002, before anything is written; a paid clinic is never
 * created without a card. Only brand, last four and expiry are kept (decision 17).
 */
function demoCard(payload: SignupPayload): PaidCard {
  const checked = checkDemoCardDetails({ number: payload.cardNumber, expiry: payload.cardExpiry });
  if ('field' in checked) throw AppError.field(checked.field, checked.message);
  if (checked.card.lastFour === DEMO_DECLINED_LAST_FOUR) {
    throw AppError.field('cardNumber', signupMessages.demoDeclined);
  }
  return { ...checked.card, paymentMethodId: 'demo' };
}

/**
 * The card the first month was paid with becomes the company's card, so the monthly billing run
 * has one to charge: Stripe's PaymentMethod id, or 'demo' in demo mode.
 */
async function saveCard(
  trx: DbExecutor,
  companyId: number,
  owner: { id: number; first_name: string; last_name: string },
  card: PaidCard,
  email: string,
): Promise<void> {
  await trx
    .insertInto('cards')
    .values({
      company_id: companyId,
      card_holder_name: `${owner.first_name} ${owner.last_name}`,
      card_brand: card.brand,
      card_last_four: card.lastFour,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      email,
      provider_ref: card.paymentMethodId,
      created_by: owner.id,
    })
    .execute();
}
