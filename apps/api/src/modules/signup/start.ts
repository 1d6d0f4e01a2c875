import type { DbExecutor } from '../../db/database.js';
import { TRIAL_DAYS } from '../companies/index.js';
import { monthAt } from '../billing/index.js';
import type { PaidCard, SignupPlan } from './payment.js';

/** How a new clinic's subscription starts: the paid first month (decision 18) or the trial (29). */

const day = (d: Date) => d.toISOString().slice(0, 10);

/** As the finance module numbers invoices: INV-YYYYMM-<company id, four digits>. */
export const invoiceNumber = (monthKey: string, companyId: number) =>
  `INV-${monthKey.replace('-', '')}-${String(companyId).padStart(4, '0')}`;

/**
 * Active/Paid for this calendar month, the next payment on the first of the next, and the first
 * month's invoice paid. The billing run finds this month invoiced and does not bill it again.
 */
export async function startPaid(
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
      due_at: day(now),
      paid_at: now,
      payment_reference: reference,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return invoice.id;
}

/**
 * Decision 29: Active/Trial for 14 days from now, no card and no charge, as a staff-created
 * client starts (decision 16). The billing run's trial pass (billing/trial.ts) reminds the owner
 * to add a card and ends the trial. Returns when the trial ends.
 */
export async function startSignupTrial(
  trx: DbExecutor,
  companyId: number,
  plan: SignupPlan,
  now: Date,
): Promise<Date> {
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
  await trx
    .insertInto('subscriptions')
    .values({
      company_id: companyId,
      plan_id: plan.id,
      status: 'trial',
      trial_ends_at: trialEnd,
      current_period_start: day(now),
      current_period_end: day(trialEnd),
      next_payment_at: day(trialEnd),
    })
    .execute();
  return trialEnd;
}

/**
 * The card the first month was paid with becomes the company's card, so the monthly billing run
 * has one to charge: Stripe's PaymentMethod id, or 'demo' in demo mode.
 */
export async function saveCard(
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
