import { cardMessages, type CardDetails } from '@paperless/core';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import { AppError } from '../../../lib/errors.js';

export type StripeConfig = NonNullable<Config['stripe']>;

const TIMEOUT_MS = 10_000;
// Stripe.js makes ids like pm_1Pq…; checking the shape keeps anything else out of the URL path.
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,250}$/;

const paymentMethodSchema = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
const customerSchema = z.object({ id: z.string() });

/** Stripe's card brands in the spec's words (Visa or Master), others kept when we know them. */
export function brandOf(stripeBrand: string): string {
  const brands: Record<string, string> = {
    visa: 'visa',
    mastercard: 'master',
    amex: 'amex',
    discover: 'discover',
  };
  return brands[stripeBrand] ?? 'other';
}

/**
 * One call to Stripe's REST API (form-encoded, as Stripe takes it) without the SDK. Any refusal
 * or outage becomes the same 422 on paymentMethodId: Stripe's own words may name internals.
 */
async function stripeCall(
  stripe: StripeConfig,
  method: 'GET' | 'POST',
  path: string,
  form?: Record<string, string>,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${stripe.apiBase}/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${stripe.secretKey}`,
        ...(form && { 'Content-Type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { body: new URLSearchParams(form).toString() }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw AppError.field('paymentMethodId', cardMessages.providerFailed);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw AppError.field('paymentMethodId', cardMessages.providerFailed);
  return body;
}

function checkId(paymentMethodId: string): void {
  if (!PAYMENT_METHOD_ID.test(paymentMethodId)) {
    throw AppError.field('paymentMethodId', cardMessages.invalidPaymentMethod);
  }
}

/** Brand, last four and expiry of a card Stripe.js tokenised in the browser. */
export async function retrievePaymentMethod(
  stripe: StripeConfig,
  paymentMethodId: string,
): Promise<CardDetails> {
  checkId(paymentMethodId);
  const parsed = paymentMethodSchema.safeParse(
    await stripeCall(stripe, 'GET', `/payment_methods/${paymentMethodId}`),
  );
  if (!parsed.success) throw AppError.field('paymentMethodId', cardMessages.invalidPaymentMethod);
  const { card } = parsed.data;
  return {
    brand: brandOf(card.brand),
    lastFour: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

/** A customer for the company, with the card attached so the month-end charge can use it. */
export async function attachToNewCustomer(
  stripe: StripeConfig,
  paymentMethodId: string,
  customer: { email: string; name: string; companyId: number },
): Promise<void> {
  checkId(paymentMethodId);
  const created = customerSchema.safeParse(
    await stripeCall(stripe, 'POST', '/customers', {
      email: customer.email,
      name: customer.name,
      'metadata[company_id]': String(customer.companyId),
    }),
  );
  if (!created.success) throw AppError.field('paymentMethodId', cardMessages.providerFailed);
  await stripeCall(stripe, 'POST', `/payment_methods/${paymentMethodId}/attach`, {
    customer: created.data.id,
  });
}

export async function detachPaymentMethod(
  stripe: StripeConfig,
  paymentMethodId: string,
): Promise<void> {
  checkId(paymentMethodId);
  await stripeCall(stripe, 'POST', `/payment_methods/${paymentMethodId}/detach`);
}
