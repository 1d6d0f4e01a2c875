import Stripe from 'stripe';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';
import { settleDeclined, settlePaid } from './settle.js';

export const webhookMessages = {
  notConfigured: 'Stripe webhooks are not configured.',
  badSignature: 'Invalid Stripe signature.',
} as const;

/**
 * The event Stripe signed, or a 400: the signature is checked by the SDK against the raw body
 * and STRIPE_WEBHOOK_SECRET (with Stripe's 5-minute tolerance against replays).
 */
export function verifiedEvent(
  secret: string | undefined,
  rawBody: Buffer | string | undefined,
  signature: string | string[] | undefined,
): Stripe.Event {
  if (!secret) throw new AppError('bad_request', webhookMessages.notConfigured);
  if (!rawBody || typeof signature !== 'string')
    throw new AppError('bad_request', webhookMessages.badSignature);
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('bad_request', webhookMessages.badSignature);
  }
}

/**
 * The invoice an intent of the billing run pays, checked against the company it names. The
 * signup's first payment carries no invoice_id and is settled by the signup itself.
 */
async function invoiceOf(db: Db, intent: Stripe.PaymentIntent): Promise<number | undefined> {
  const id = Number(intent.metadata?.invoice_id);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'company_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!invoice || String(invoice.company_id) !== intent.metadata?.company_id) return undefined;
  return invoice.id;
}

/** Applies a payment event; other events are acknowledged and ignored. True when it changed. */
export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  ip: string | null,
): Promise<boolean> {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return false;
  const intent = event.data.object;
  const invoiceId = await invoiceOf(db, intent);
  if (invoiceId === undefined) return false;
  return db.transaction().execute((trx) =>
    event.type === 'payment_intent.succeeded'
      ? settlePaid(trx, invoiceId, intent.id, { now: new Date(), source: 'webhook', ip })
      : settleDeclined(
          trx,
          invoiceId,
          {
            reason: intent.last_payment_error?.message ?? 'The payment failed.',
            reference: intent.id,
          },
          { source: 'webhook', ip },
        ),
  );
}
