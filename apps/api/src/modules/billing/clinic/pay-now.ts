import {
  cardMessages,
  clinicBillingMessages,
  expiryProblem,
  parseDemoPaymentMethodId,
  type PayNow,
  type PayNowResponse,
} from '@paperless/core';
import { writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { chargeCard, type ChargeOutcome } from '../run/charge.js';
import { idempotencyKey } from '../run/collect.js';
import { settleDeclined, settlePaid } from '../run/settle.js';
import * as cards from '../cards/service.js';
import { companyInScope } from '../../../lib/tenancy.js';
import { cardOf } from './queries.js';
import type { Ctx } from './service.js';

/** As long as the billing run's lease: a charge in flight holds its invoice. */
const LEASE_MINUTES = 10;

/**
 * Pay now (issue 20): the owner settles an unpaid invoice with the saved card or a new one that
 * replaces it. The charge is the billing run's (billing/charge.ts) and its answer is settled by
 * billing/settle.ts, so the invoice, the subscription (back to Active/Paid once nothing is owed),
 * the receipt and the staff's bell are exactly what the run would do. A lease on the invoice
 * makes a double click charge once: the second click finds the first one's lease and is refused.
 */
export async function payNow(
  ctx: Ctx,
  invoiceId: number,
  body: PayNow,
  options: { companyId?: number | undefined; now?: Date } = {},
): Promise<PayNowResponse> {
  const now = options.now ?? new Date();
  const companyId = await companyInScope(ctx.db, ctx.auth, options.companyId);
  const invoice = await ctx.db
    .selectFrom('invoices')
    .select([
      'id',
      'number',
      'status',
      'charge_attempts',
      'charge_card_id',
      'payment_reference',
      'amount',
    ])
    .where('id', '=', invoiceId)
    .where('company_id', '=', companyId)
    .where('status', '<>', 'void')
    .executeTakeFirst();
  if (!invoice) throw new AppError('not_found', clinicBillingMessages.invoiceNotFound);
  if (invoice.status === 'paid') throw new AppError('conflict', clinicBillingMessages.alreadyPaid);
  if (invoice.status === 'pending' && invoice.payment_reference !== null)
    throw new AppError('conflict', clinicBillingMessages.processing);
  if (!body.new_card && !(await cardOf(ctx.db, companyId)))
    throw AppError.field('new_card', clinicBillingMessages.noCard);

  // An attempt with the saved card that never got an answer (a crash) is resumed with its
  // own idempotency key, as the billing run resumes one, so Stripe cannot charge it twice.
  const saved = await cardOf(ctx.db, companyId);
  const resume =
    !body.new_card &&
    invoice.status === 'pending' &&
    invoice.charge_attempts > 0 &&
    invoice.charge_card_id === saved?.id;
  const attempt = await claim(ctx, invoice, now, resume);
  let outcome: ChargeOutcome;
  try {
    if (body.new_card) await replaceCard(ctx, companyId, body.new_card);
    const card = (await cardOf(ctx.db, companyId))!;
    await ctx.db
      .updateTable('invoices')
      .set({ charge_card_id: card.id })
      .where('id', '=', invoice.id)
      .execute();
    // Outside any transaction: a slow provider must not hold the database.
    outcome = await chargeCard(ctx.config, card, {
      invoiceId: invoice.id,
      companyId,
      number: invoice.number,
      amountCents: Math.round(Number(invoice.amount) * 100),
      idempotencyKey: idempotencyKey(invoice.id, attempt),
    });
  } catch (error) {
    // Nothing was charged (the new card was refused): the invoice is as it was.
    await ctx.db
      .updateTable('invoices')
      .set({
        status: invoice.status,
        charge_attempts: invoice.charge_attempts,
        charge_card_id: invoice.charge_card_id,
        charge_locked_until: null,
      })
      .where('id', '=', invoice.id)
      .execute();
    throw error;
  }
  return record(ctx, invoice.id, companyId, outcome, now);
}

type Claimable = {
  id: number;
  status: string;
  charge_attempts: number;
  charge_card_id: number | null;
};

/** Takes the invoice's lease; refused while another charge of it is in flight. */
async function claim(ctx: Ctx, invoice: Claimable, now: Date, resume: boolean): Promise<number> {
  const attempt = resume ? invoice.charge_attempts : invoice.charge_attempts + 1;
  const claimed = await ctx.db
    .updateTable('invoices')
    .set({
      status: 'pending',
      charge_attempts: attempt,
      payment_reference: null,
      charge_locked_until: new Date(now.getTime() + LEASE_MINUTES * 60_000),
    })
    .where('id', '=', invoice.id)
    .where('status', 'in', ['pending', 'failed'])
    .where('charge_attempts', '=', invoice.charge_attempts)
    .where((eb) =>
      eb.or([eb('charge_locked_until', 'is', null), eb('charge_locked_until', '<', now)]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new AppError('conflict', clinicBillingMessages.inProgress);
  return attempt;
}

/** The one card a company keeps: a new card takes the old one's place (cards/service.ts). */
async function replaceCard(
  ctx: Ctx,
  companyId: number,
  card: NonNullable<PayNow['new_card']>,
): Promise<void> {
  const company = await ctx.db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  // Demo ids are checked before the old card goes, so a mistyped card leaves it in place;
  // Stripe's answer comes only from Stripe (cards/service.ts).
  const demo = ctx.config.stripe ? undefined : parseDemoPaymentMethodId(card.paymentMethodId);
  if (!ctx.config.stripe) {
    if (!demo) throw AppError.field('paymentMethodId', cardMessages.invalidPaymentMethod);
    const problem = expiryProblem(demo.expMonth, demo.expYear);
    if (problem) throw AppError.field('paymentMethodId', problem);
  }
  const old = await cardOf(ctx.db, companyId);
  if (old) await cards.deleteCard(ctx, old.id, companyId);
  await cards.addCard(ctx, {
    email: ctx.auth.user.email,
    name: company.name,
    paymentMethodId: card.paymentMethodId,
    cardholdername: card.cardholdername,
    company_id: companyId,
  });
}

async function record(
  ctx: Ctx,
  invoiceId: number,
  companyId: number,
  outcome: ChargeOutcome,
  now: Date,
): Promise<PayNowResponse> {
  await ctx.db.transaction().execute(async (trx) => {
    if (outcome.kind === 'paid')
      await settlePaid(trx, invoiceId, outcome.reference, { now, source: 'pay_now' });
    else if (outcome.kind === 'declined')
      await settleDeclined(trx, invoiceId, outcome, { source: 'pay_now' });
    else
      await trx
        .updateTable('invoices')
        .set({
          charge_locked_until: null,
          payment_reference: outcome.kind === 'processing' ? outcome.reference : null,
        })
        .where('id', '=', invoiceId)
        .execute();
    await writeAudit(trx, ctx.actor, {
      action: 'clinic_billing.pay_now',
      outcome: outcome.kind === 'paid' || outcome.kind === 'processing' ? 'success' : 'failure',
      targetType: 'invoice',
      targetId: invoiceId,
      details: { company_id: companyId, result: outcome.kind },
    });
  });
  if (outcome.kind === 'declined') throw AppError.field('card', outcome.reason);
  if (outcome.kind === 'error') throw new AppError('conflict', clinicBillingMessages.retryLater);
  return {
    message:
      outcome.kind === 'paid' ? clinicBillingMessages.paid : clinicBillingMessages.processing,
    data: { result: outcome.kind, invoice_id: invoiceId },
  };
}
