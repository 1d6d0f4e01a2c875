import { priceInCents, signupMessages, type CardDetails } from '@paperless/core';
import type Stripe from 'stripe';
import { AppError } from '../../lib/errors.js';
import { brandOf } from '../billing/index.js';

export interface SignupPlan {
  id: number;
  name: string;
  price: number;
}

/** What ties a PaymentIntent to one signup; checked again when the account is created. */
function metadataFor(plan: SignupPlan, loginEmail: string) {
  return { purpose: 'signup', plan_id: String(plan.id), login_email: loginEmail };
}

/** The first month's PaymentIntent; Stripe's payment element in the browser confirms it. */
export async function createSignupIntent(
  stripe: Stripe,
  plan: SignupPlan,
  loginEmail: string,
): Promise<string> {
  // A customer, and the card kept for later off-session charges: the monthly billing run charges
  // the card the first month was paid with.
  const customer = await stripe.customers.create({
    email: loginEmail,
    metadata: { purpose: 'signup' },
  });
  const intent = await stripe.paymentIntents.create({
    customer: customer.id,
    setup_future_usage: 'off_session',
    amount: priceInCents(plan.price),
    currency: 'usd',
    description: `Paperless Clinic, ${plan.name}: first month`,
    receipt_email: loginEmail,
    metadata: metadataFor(plan, loginEmail),
    automatic_payment_methods: { enabled: true },
  });
  if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without a secret');
  return intent.client_secret;
}

/** The card a paid intent used, as the company's saved card (never its number). */
export type PaidCard = CardDetails & { paymentMethodId: string };

/**
 * The browser says it paid; Stripe says whether it did. Only a succeeded intent for exactly this
 * plan's price, in dollars, made for this plan and login e-mail, opens an account. Answers the
 * card it was paid with, when Stripe tells it.
 */
export async function verifySignupIntent(
  stripe: Stripe,
  intentId: string,
  plan: SignupPlan,
  loginEmail: string,
): Promise<PaidCard | null> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
  } catch {
    throw AppError.field('paymentIntentId', signupMessages.paymentNotConfirmed);
  }
  if (intent.status !== 'succeeded') {
    throw AppError.field('paymentIntentId', signupMessages.paymentRequired);
  }
  const expected = metadataFor(plan, loginEmail);
  const matches =
    intent.amount === priceInCents(plan.price) &&
    intent.currency === 'usd' &&
    intent.metadata.purpose === expected.purpose &&
    intent.metadata.plan_id === expected.plan_id &&
    intent.metadata.login_email?.toLowerCase() === expected.login_email;
  if (!matches) throw AppError.field('paymentIntentId', signupMessages.paymentNotConfirmed);
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || !method.card) return null;
  return {
    paymentMethodId: method.id,
    brand: brandOf(method.card.brand),
    lastFour: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}
