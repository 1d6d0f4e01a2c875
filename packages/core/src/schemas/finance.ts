import { z } from 'zod';
import { ID_MAX } from './fields.js';
import {
  SUBSCRIPTION_FILTERS,
  SUBSCRIPTION_LABELS,
  type SubscriptionLabel,
  type SubscriptionStatus,
} from './companies.js';
import { pageQuerySchema } from './session.js';

/**
 * Dashboard, Transaction History, subscriptions and invoices (provider spec §3 and §7 "Money
 * and statistics"). Money is a number with two decimals; calendar dates are 'YYYY-MM-DD'.
 */

export const financeMessages = {
  invoiceNotFound: 'Invoice not found.',
  downloadFailed: 'The invoice could not be downloaded. Please try again.',
  noInvoice: 'No invoice yet',
} as const;

const subscriptionStatusSchema = z.enum(['trial', 'paid', 'pending', 'suspended']);
const labelSchema = z.enum(
  Object.values(SUBSCRIPTION_LABELS) as [SubscriptionLabel, ...SubscriptionLabel[]],
);

/** The dashboard's `{param}`: one of the filter labels, URL-encoded ('Active%2FTrial'). */
export const dashboardParamsSchema = z.object({ param: z.enum(SUBSCRIPTION_FILTERS) });

export const dashboardTransactionSchema = z.object({
  id: z.number().int(),
  clientName: z.string(),
  planName: z.string(),
  lastMonthEncounters: z.number().int(),
  lastMonthPayAmount: z.number(),
  status: labelSchema,
});
export type DashboardTransaction = z.infer<typeof dashboardTransactionSchema>;

export const dashboardChartPointSchema = z.object({
  /** 'YYYY-MM' (UTC calendar month). */
  month: z.string(),
  revenue: z.number(),
  encounters: z.number().int(),
});
export type DashboardChartPoint = z.infer<typeof dashboardChartPointSchema>;

export const dashboardResponseSchema = z.object({
  totalPatients: z.number().int(),
  total_clients: z.number().int(),
  total_forms: z.number().int(),
  total_revenue: z.number(),
  transactions: z.array(dashboardTransactionSchema),
  chart: z.array(dashboardChartPointSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** One page of the Transaction History, searched and paged on the server (issue 8). */
export const dashboardTransactionQuerySchema = pageQuerySchema.extend({
  filter: z.enum(SUBSCRIPTION_FILTERS).default('All'),
});
export type DashboardTransactionQuery = z.output<typeof dashboardTransactionQuerySchema>;

export const dashboardTransactionListResponseSchema = z.object({
  data: z.array(dashboardTransactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type DashboardTransactionListResponse = z.infer<
  typeof dashboardTransactionListResponseSchema
>;

/**
 * The Transaction History badge words. Decision: paid → Active (green), pending → Pending
 * (yellow), trial → Trial, suspended or a deactivated company → Suspended (red).
 */
export const TRANSACTION_STATUSES = ['Active', 'Pending', 'Trial', 'Suspended'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

const TRANSACTION_STATUS_OF: Record<SubscriptionStatus, TransactionStatus> = {
  paid: 'Active',
  pending: 'Pending',
  trial: 'Trial',
  suspended: 'Suspended',
};

export function transactionStatusOf(status: SubscriptionStatus): TransactionStatus {
  return TRANSACTION_STATUS_OF[status];
}

export const PLAN_TYPE_LABELS = { standard: 'Standard Plan', custom: 'Custom Plan' } as const;

export const transactionSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  subscription: z.object({
    plan: z.object({ name: z.string(), on_demand: z.boolean() }),
  }),
  planType: z.enum([PLAN_TYPE_LABELS.standard, PLAN_TYPE_LABELS.custom]),
  nextPaymentDate: z.string().nullable(),
  lastPaymentDate: z.string().nullable(),
  lastMonthEncounters: z.number().int(),
  lastMonthPayAmount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  /** The latest invoice (for the Download button), or null before the first one. */
  invoiceId: z.number().int().nullable(),
});
export type FinanceTransaction = z.infer<typeof transactionSchema>;

export const transactionQuerySchema = pageQuerySchema.extend({
  /** Another Sales Person's clients; a Sales Person always gets their own. */
  reference_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});
export type TransactionQuery = z.output<typeof transactionQuerySchema>;

export const transactionListResponseSchema = z.object({
  data: z.array(transactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TransactionListResponse = z.infer<typeof transactionListResponseSchema>;

const subscriptionDetail = {
  id: z.number().int(),
  status: subscriptionStatusSchema,
  label: labelSchema,
  trial_ends_at: z.string().nullable(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  next_payment_at: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  plan: z.object({
    id: z.number().int(),
    name: z.string(),
    encounter: z.number().int(),
    price: z.number(),
    overage_cost: z.number().nullable(),
    on_demand: z.boolean(),
  }),
};
export const subscriptionSchema = z.object(subscriptionDetail);
export type CompanySubscription = z.infer<typeof subscriptionSchema>;

export const subscriptionQuerySchema = z.object({
  /** A stored status ('paid') or a dashboard filter label ('Active/Paid', 'Active'). */
  status: z.union([subscriptionStatusSchema, z.enum(SUBSCRIPTION_FILTERS)]).optional(),
  reference_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});
export type SubscriptionQuery = z.output<typeof subscriptionQuerySchema>;

export const subscriptionListResponseSchema = z.object({ data: z.array(subscriptionSchema) });
export type SubscriptionListResponse = z.infer<typeof subscriptionListResponseSchema>;

/** A company's subscription; null for a company that has none yet. */
export const companySubscriptionResponseSchema = z.object({
  data: subscriptionSchema.nullable(),
});
export type CompanySubscriptionResponse = z.infer<typeof companySubscriptionResponseSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  plan_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  encounters: z.number().int(),
  plan_price: z.number(),
  overage_amount: z.number(),
  amount: z.number(),
  status: z.enum(['paid', 'pending', 'failed', 'void']),
  due_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListResponseSchema = z.object({ data: z.array(invoiceSchema) });
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

export const companyIdParamsSchema = z.object({
  companyId: z.coerce.number().int().positive().max(ID_MAX),
});
