import { restoreEndedTrials } from '../run/trial.js';
import {
  cardMessages,
  expiryProblem,
  parseDemoPaymentMethodId,
  type Card,
  type CardCreate,
  type CardDetails,
  type CardListResponse,
} from '@paperless/core';
import type { Config } from '../../../config.js';
import type { Db, DbExecutor } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { companyInScope } from '../../../lib/tenancy.js';
import { attachToNewCustomer, detachPaymentMethod, retrievePaymentMethod } from './stripe.js';

export interface Ctx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
  config: Config;
}

const DEMO_REF = 'demo';

function cards(db: DbExecutor, companyId: number) {
  return db
    .selectFrom('cards')
    .select(['id', 'card_holder_name', 'card_brand', 'card_last_four', 'exp_month', 'exp_year'])
    .where('company_id', '=', companyId);
}

/** The company's card (zero or one), and whether the browser shows Stripe or the demo form. */
export async function listCards(ctx: Ctx, requestedCompany?: number): Promise<CardListResponse> {
  const companyId = await companyInScope(ctx.db, ctx.auth, requestedCompany);
  const stripe = ctx.config.stripe;
  return {
    data: await cards(ctx.db, companyId).orderBy('id').execute(),
    mode: stripe ? 'stripe' : 'demo',
    publishable_key: stripe?.publishableKey ?? null,
  };
}

/** Demo mode takes only demo ids; with Stripe only real PaymentMethods, read back from Stripe. */
async function cardDetailsOf(ctx: Ctx, paymentMethodId: string): Promise<CardDetails> {
  if (ctx.config.stripe) {
    if (paymentMethodId.startsWith('demo_')) {
      throw AppError.field('paymentMethodId', cardMessages.invalidPaymentMethod);
    }
    return retrievePaymentMethod(ctx.config.stripe, paymentMethodId);
  }
  const demo = parseDemoPaymentMethodId(paymentMethodId);
  if (!demo) throw AppError.field('paymentMethodId', cardMessages.invalidPaymentMethod);
  return demo;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Saves the company's one card (spec §9): a second is refused rather than silently replacing
 * the first, as the dialog offers Add only when there is none. Only brand, last four and
 * expiry are kept (decision 17).
 */
export async function addCard(ctx: Ctx, payload: CardCreate): Promise<Card> {
  const companyId = await companyInScope(ctx.db, ctx.auth, payload.company_id);
  const oneCard = new AppError('conflict', cardMessages.oneCard);
  if (await cards(ctx.db, companyId).executeTakeFirst()) throw oneCard;

  const details = await cardDetailsOf(ctx, payload.paymentMethodId);
  const problem = expiryProblem(details.expMonth, details.expYear);
  if (problem) throw AppError.field('paymentMethodId', problem);
  const stripe = ctx.config.stripe;
  // Outside the transaction: a slow provider must not hold the database.
  if (stripe) {
    await attachToNewCustomer(stripe, payload.paymentMethodId, {
      email: payload.email,
      name: payload.name,
      companyId,
    });
  }
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const card = await trx
        .insertInto('cards')
        .values({
          company_id: companyId,
          card_holder_name: payload.cardholdername,
          card_brand: details.brand,
          card_last_four: details.lastFour,
          exp_month: details.expMonth,
          exp_year: details.expYear,
          email: payload.email,
          provider_ref: stripe ? payload.paymentMethodId : DEMO_REF,
          created_by: ctx.auth.user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, ctx.actor, {
        action: 'card.create',
        targetType: 'card',
        targetId: card.id,
        details: { company_id: companyId, brand: details.brand, mode: stripe ? 'stripe' : 'demo' },
      });
      // A clinic suspended only because its trial ended without a card is active again at once
      // (issue 20), not at the next billing run.
      await restoreEndedTrials(trx, new Date(), companyId);
      return cards(trx, companyId).where('id', '=', card.id).executeTakeFirstOrThrow();
    });
  } catch (error) {
    // Two Add Card clicks raced: the unique company_id kept one; say so, as for a second card.
    if (isUniqueViolation(error)) throw oneCard;
    throw error;
  }
}

export async function deleteCard(ctx: Ctx, id: number, requestedCompany?: number): Promise<void> {
  const companyId = await companyInScope(ctx.db, ctx.auth, requestedCompany);
  const card = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('cards')
      .select(['id', 'provider_ref', 'card_brand'])
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', cardMessages.notFound);
    await trx.deleteFrom('cards').where('id', '=', id).execute();
    await writeAudit(trx, ctx.actor, {
      action: 'card.delete',
      targetType: 'card',
      targetId: id,
      details: { company_id: companyId, brand: row.card_brand },
    });
    return row;
  });
  const stripe = ctx.config.stripe;
  if (stripe && card.provider_ref !== DEMO_REF) {
    // Best effort after the commit: the card is already gone from the app, so it is never
    // charged again; a detach Stripe refuses leaves only an unused method on the customer.
    await detachPaymentMethod(stripe, card.provider_ref).catch(() => undefined);
  }
}
