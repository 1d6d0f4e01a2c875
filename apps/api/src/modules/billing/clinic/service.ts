import {
  clinicBillingMessages,
  companyStatusLabel,
  effectiveSubscriptionStatus,
  type BillingStanding,
  type ClinicBilling,
  type ClinicInvoiceListResponse,
} from '@paperless/core';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { invoiceAmounts } from '../run/amounts.js';
import { clinicInScope, companyInScope } from '../../../lib/tenancy.js';
import { downloadInvoice } from '../finance/download.js';
import { monthAt } from '../finance/periods.js';
import { accountOf, cardOf, encountersIn, invoicePage, openRequestOf, owedOf } from './queries.js';

export interface Ctx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
  config: Config;
}

/** What every clinic screen needs for the payment banner: any clinic user may read it. */
export async function getStanding(ctx: Ctx, requested?: number): Promise<BillingStanding> {
  const companyId = await companyInScope(ctx.db, ctx.auth, requested);
  const account = await accountOf(ctx.db, companyId);
  const status = effectiveSubscriptionStatus(
    account.company_status === 1 ? 1 : 0,
    account.subscription_status,
  );
  const { owed, count } = await owedOf(ctx.db, companyId);
  return {
    status,
    status_label: companyStatusLabel(
      account.company_status === 1 ? 1 : 0,
      account.subscription_status,
    ),
    owed,
    owed_count: count,
  };
}

/**
 * The owner's Billing screen. This month's figure is the billing run's own arithmetic
 * (billing/amounts.ts) over the encounters so far, so the estimate and the invoice agree.
 */
export async function getBilling(
  ctx: Ctx,
  requested?: number,
  now = new Date(),
): Promise<ClinicBilling> {
  const clinic = await clinicInScope(ctx.db, ctx.auth, requested);
  const account = await accountOf(ctx.db, clinic.id);
  const standing = await getStanding(ctx, clinic.id);
  const month = monthAt(now, 0);
  const encounters = await encountersIn(ctx.db, clinic.id, month);
  const plan =
    account.plan_id !== null && account.plan_name !== null
      ? {
          id: account.plan_id,
          name: account.plan_name,
          price: account.price ?? 0,
          encounter: account.encounter ?? 0,
          overage_cost: account.overage_cost,
        }
      : null;
  const amounts = plan
    ? invoiceAmounts(
        {
          name: plan.name,
          price: plan.price,
          encounter: plan.encounter,
          overageCost: plan.overage_cost,
        },
        encounters,
      )
    : null;
  const card = await cardOf(ctx.db, clinic.id);
  const stripe = ctx.config.stripe;
  const billing: ClinicBilling = {
    ...standing,
    plan,
    usage: {
      month: month.key,
      encounters,
      included: plan?.encounter ?? 0,
      overage_count: amounts?.overageCount ?? 0,
      overage_amount: amounts?.overageAmount ?? 0,
      estimated_total: amounts?.amount ?? 0,
    },
    // A trial is charged first when it ends; otherwise on the subscription's next date.
    next_charge_date:
      standing.status === 'suspended'
        ? null
        : (account.next_payment_at ?? month.until.toISOString().slice(0, 10)),
    trial_ends_at: account.trial_ends_at ? new Date(account.trial_ends_at).toISOString() : null,
    card: card
      ? {
          brand: card.card_brand,
          last_four: card.card_last_four,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
        }
      : null,
    plan_change_request: await openRequestOf(ctx.db, clinic.id),
    payment_mode: stripe ? 'stripe' : 'demo',
    publishable_key: stripe?.publishableKey ?? null,
    time_zone: clinic.timeZone,
  };
  await writeAudit(ctx.db, ctx.actor, {
    action: 'clinic_billing.view',
    targetType: 'company',
    targetId: clinic.id,
  });
  return billing;
}

export async function listInvoices(
  ctx: Ctx,
  query: { page: number; per_page: number; company_id?: number | undefined },
): Promise<ClinicInvoiceListResponse> {
  const companyId = await companyInScope(ctx.db, ctx.auth, query.company_id);
  const { rows, total } = await invoicePage(ctx.db, companyId, query.page, query.per_page);
  return { data: rows, page: query.page, per_page: query.per_page, total };
}

/**
 * The invoice PDF, made and audited by finance's download (one renderer for both portals).
 * The company check comes first: finance's own scope is provider-wide.
 */
export async function invoicePdf(ctx: Ctx, invoiceId: number, requested?: number) {
  const companyId = await companyInScope(ctx.db, ctx.auth, requested);
  const mine = await ctx.db
    .selectFrom('invoices')
    .select('id')
    .where('id', '=', invoiceId)
    .where('company_id', '=', companyId)
    .where('status', '<>', 'void')
    .executeTakeFirst();
  if (!mine) throw new AppError('not_found', clinicBillingMessages.invoiceNotFound);
  return downloadInvoice(ctx, invoiceId);
}
