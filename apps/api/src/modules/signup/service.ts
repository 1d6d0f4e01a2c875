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
import type { MailDeps } from '../../lib/outbox/enqueue.js';
import { hashPassword } from '../../lib/passwords.js';
import { giveTemplateForms } from '../companies/forms.js';
import { DEMO_DECLINED_LAST_FOUR } from '../billing/charge.js';
import { recordAgreements } from './agreements.js';
import { verifySignupIntent, type PaidCard } from './payment.js';
import { checkSignupEmailFree, signupPlan, staffToNotify } from './queries.js';
import { saveCard, startPaid, startSignupTrial } from './start.js';
import { mailWelcome } from './welcome.js';

export interface SignupCtx {
  db: Db;
  /** Undefined in demo mode (no keys): no payment is taken (decision 17). */
  stripe: Stripe | undefined;
  actor: AuditActor;
  /** The welcome e-mail's outbox (issue 20). */
  mail: MailDeps;
  now?: Date;
}

export { invoiceNumber } from './start.js';

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
 * Decision 29: with `trial` the same signup takes no payment and starts a 14-day Active/Trial.
 * Either way the accepted Terms and BAA are recorded and the welcome e-mail is queued.
 */
export async function registerClient(ctx: SignupCtx, payload: SignupPayload): Promise<void> {
  const plan = await checkBeforePayment(ctx.db, payload.planId, payload.loginEmail);
  const trial = payload.trial === true;
  let reference: string | null = null;
  let paidCard: PaidCard | null = null;
  if (trial) {
    // A trial never takes money: a payment sent with it would be taken and not recorded.
    if (payload.paymentIntentId || payload.cardNumber || payload.cardExpiry)
      throw AppError.field('trial', signupMessages.trialNoPayment);
  } else if (!ctx.stripe) {
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
  const now = ctx.now ?? new Date();
  const timeZone = timeZoneForState(payload.state);

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
        time_zone: timeZone,
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
    const trialEndsAt = trial ? await startSignupTrial(trx, company.id, plan, now) : null;
    const invoiceId = trial ? null : await startPaid(trx, company.id, plan, reference, now);
    if (paidCard) await saveCard(trx, company.id, owner, paidCard, payload.billingEmail);
    await recordAgreements(
      trx,
      { companyId: company.id, userId: owner.id, ip: ctx.actor.ip, now },
      payload,
    );
    await notifyStaff(trx, payload.businessName, plan.name, trial);
    await mailWelcome(trx, ctx.mail, {
      to: payload.loginEmail,
      firstName: payload.firstName,
      business: payload.businessName,
      planName: plan.name,
      trialEndsAt,
      timeZone,
    });
    await writeAudit(trx, ctx.actor, {
      action: trial ? 'company.self_signup_trial' : 'company.self_signup',
      targetType: 'company',
      targetId: company.id,
      details: {
        owner_id: owner.id,
        plan_id: plan.id,
        invoice_id: invoiceId,
        mode: trial ? 'trial' : ctx.stripe ? 'stripe' : 'demo',
        payment_reference: reference,
        terms_version: payload.termsVersion,
        baa_version: payload.baaVersion,
        ...(trialEndsAt && { trial_ends_at: trialEndsAt.toISOString() }),
      },
    });
  });
}

/** The bell of every provider staff member who manages clients across the house. */
async function notifyStaff(
  trx: DbExecutor,
  business: string,
  planName: string,
  trial: boolean,
): Promise<void> {
  const staff = await staffToNotify(trx).execute();
  if (staff.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(
      staff.map(({ id }) => ({
        user_id: id,
        title: trial ? `New free trial: ${business}` : `New self-signup: ${business}`,
        body: trial
          ? `${business} started a free 14-day trial of ${planName}.`
          : `${business} signed up for ${planName} and paid its first month.`,
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
