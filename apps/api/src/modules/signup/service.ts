import {
  cardMessages,
  checkDemoCardDetails,
  signupMessages,
  type SignupPayload,
} from '@paperless/core';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import type { Db, DbExecutor } from '../../db/database.js';
import type { AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { MailDeps } from '../../lib/outbox/enqueue.js';
import { hashPassword } from '../../lib/passwords.js';
import { spendProof } from '../../lib/proof-of-work/index.js';
import { DEMO_DECLINED_LAST_FOUR } from '../billing/index.js';
import { clinicDetailsOf, openClinic } from './open-clinic.js';
import { verifySignupIntent, type PaidCard } from './payment.js';
import { checkSignupEmailFree, signupPlan } from './queries.js';
import { holdTrialSignup } from './trial-activation.js';

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
 * payment is verified with Stripe before anything is written; then the clinic opens in one
 * transaction (open-clinic.ts). Decision 29 and Security III: with `trial` the signup takes no
 * payment and is held until its owner opens the e-mailed activation link (trial-activation.ts).
 * Every signup first spends a solved proof-of-work challenge. Returns what the wizard shows.
 */
export async function registerClient(ctx: SignupCtx, payload: SignupPayload): Promise<string> {
  await spendProof(
    { db: ctx.db, cipher: ctx.mail.cipher, config: ctx.mail.config.proofOfWork },
    payload.altcha,
  );
  const plan = await checkBeforePayment(ctx.db, payload.planId, payload.loginEmail);
  const now = ctx.now ?? new Date();
  if (payload.trial === true) {
    // A trial never takes money: a payment sent with it would be taken and not recorded.
    if (payload.paymentIntentId || payload.cardNumber || payload.cardExpiry)
      throw AppError.field('trial', signupMessages.trialNoPayment);
    const passwordHash = await hashPassword(payload.password);
    const details = clinicDetailsOf(payload);
    await holdTrialSignup(
      ctx.db,
      ctx.mail,
      ctx.actor,
      { details, passwordHash, plan, ip: ctx.actor.ip },
      now,
    );
    return signupMessages.trialCheckEmail;
  }

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
    await openClinic(trx, {
      details: clinicDetailsOf(payload),
      passwordHash,
      plan,
      start: { kind: 'paid', card: paidCard, reference, mode: ctx.stripe ? 'stripe' : 'demo' },
      accepted: { at: now, ip: ctx.actor.ip },
      now,
      actor: ctx.actor,
      mail: ctx.mail,
    });
  });
  return signupMessages.success;
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
