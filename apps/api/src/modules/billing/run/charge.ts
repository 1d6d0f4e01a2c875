import Stripe from 'stripe';
import type { Config } from '../../../config.js';
import { stripeClient } from '../../../lib/stripe.js';

/** The saved card as the charge needs it: never a card number, only its provider reference. */
export interface ChargeCard {
  id: number;
  /** 'demo', or the Stripe PaymentMethod id. */
  provider_ref: string;
  card_last_four: string;
}

export interface ChargeRequest {
  invoiceId: number;
  companyId: number;
  number: string;
  amountCents: number;
  idempotencyKey: string;
}

export type ChargeOutcome =
  | { kind: 'paid'; reference: string }
  | { kind: 'declined'; reason: string; reference: string | null }
  /** Stripe accepted it but has not finished: the webhook settles the invoice. */
  | { kind: 'processing'; reference: string }
  /** No answer we can trust (outage, timeout): the invoice stays pending and is resumed. */
  | { kind: 'error'; reason: string };

/** The demo card that is always declined, so failure paths can be tried without Stripe. */
export const DEMO_DECLINED_LAST_FOUR = '0002';
export const DEMO_DECLINE_REASON = 'Your card was declined. (Demo mode)';
const NOT_CHARGEABLE = 'The saved card cannot be charged automatically; please add the card again.';

/**
 * Charges an invoice to the saved card. Demo mode (no Stripe keys) approves a demo card and
 * declines the one ending in 0002. With keys, an off-session PaymentIntent confirmed at once
 * on the card's customer, with an idempotency key per invoice and attempt: a rerun after a
 * crash gets Stripe's first answer back instead of a second charge.
 */
export async function chargeCard(
  config: Pick<Config, 'stripe'>,
  card: ChargeCard,
  request: ChargeRequest,
): Promise<ChargeOutcome> {
  const stripe = stripeClient(config);
  if (!stripe) return chargeDemo(card, request);
  if (!card.provider_ref.startsWith('pm_'))
    return { kind: 'declined', reason: NOT_CHARGEABLE, reference: null };
  try {
    const method = await stripe.paymentMethods.retrieve(card.provider_ref);
    const customer = typeof method.customer === 'string' ? method.customer : method.customer?.id;
    if (!customer) return { kind: 'declined', reason: NOT_CHARGEABLE, reference: null };
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: 'usd',
        customer,
        payment_method: card.provider_ref,
        off_session: true,
        confirm: true,
        description: `Paperless Clinic invoice ${request.number}`,
        metadata: {
          invoice_id: String(request.invoiceId),
          company_id: String(request.companyId),
        },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (intent.status === 'succeeded') return { kind: 'paid', reference: intent.id };
    if (intent.status === 'processing') return { kind: 'processing', reference: intent.id };
    return {
      kind: 'declined',
      reason: intent.last_payment_error?.message ?? 'The payment was not completed.',
      reference: intent.id,
    };
  } catch (error) {
    // A decline (or a card that needs the customer present) is the card's answer: final.
    if (error instanceof Stripe.errors.StripeCardError)
      return {
        kind: 'declined',
        reason: error.message,
        reference: error.payment_intent?.id ?? null,
      };
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      return { kind: 'declined', reason: NOT_CHARGEABLE, reference: null };
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'error', reason: reason.slice(0, 300) };
  }
}

function chargeDemo(card: ChargeCard, request: ChargeRequest): ChargeOutcome {
  if (card.provider_ref !== 'demo')
    return { kind: 'error', reason: 'Card payments are not configured on this server.' };
  if (card.card_last_four === DEMO_DECLINED_LAST_FOUR)
    return { kind: 'declined', reason: DEMO_DECLINE_REASON, reference: null };
  return { kind: 'paid', reference: `demo_${request.idempotencyKey}` };
}
