// Issue 20: the clinic owner's billing: plan, usage, invoices, pay now, plan change requests.
import { z } from 'zod';
import { messages } from '../messages.js';
import { SUBSCRIPTION_LABELS } from './companies.js';
import { cardCreateSchema } from './cards.js';
import { ID_MAX } from './fields.js';

export const clinicBillingMessages = {
  paid: 'Payment received. Thank you!',
  invoiceNotFound: 'Invoice not found.',
  alreadyPaid: 'This invoice is already paid.',
  inProgress: 'A payment for this invoice is already in progress. Please wait a moment.',
  processing: 'Your payment is being processed. This page updates once it is confirmed.',
  noCard: 'Please add a card to pay this invoice.',
  retryLater: 'The payment could not be completed right now. Please try again in a few minutes.',
  choosePlan: 'Please choose a plan.',
  samePlan: 'Your clinic is already on this plan.',
  requestOpen: 'You already have an open plan change request. We will be in touch soon.',
  requestSent: 'Your plan change request was sent. We will be in touch soon.',
  requestNotFound: 'Plan change request not found.',
  requestResolved: 'The plan change request was marked resolved.',
} as const;

export const PLAN_CHANGE_NOTE_MAX = 500;

const statusSchema = z.enum(['trial', 'paid', 'pending', 'suspended']);
const labelSchema = z.enum([
  SUBSCRIPTION_LABELS.trial,
  SUBSCRIPTION_LABELS.paid,
  SUBSCRIPTION_LABELS.pending,
  SUBSCRIPTION_LABELS.suspended,
]);

/** The oldest invoice still owed: what the banner and Pay now are about. */
export const owedInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'failed']),
  due_at: z.string(),
  /** Only the provider's words (a decline reason), never a card number. */
  failure_reason: z.string().nullable(),
  /** A charge Stripe accepted but has not finished: pay-now waits for its webhook. */
  processing: z.boolean(),
});
export type OwedInvoice = z.infer<typeof owedInvoiceSchema>;

/** GET /api/company/billing/standing: what every clinic screen needs for the banner. */
export const billingStandingSchema = z.object({
  status: statusSchema,
  status_label: labelSchema,
  owed: owedInvoiceSchema.nullable(),
  owed_count: z.number().int(),
});
export type BillingStanding = z.infer<typeof billingStandingSchema>;
export const billingStandingResponseSchema = z.object({ data: billingStandingSchema });

export const planChangeRequestSchema = z.object({
  id: z.number().int(),
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  requested_by: z.string().nullable(),
});
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

/** GET /api/company/billing: the owner's Billing screen. */
export const clinicBillingSchema = billingStandingSchema.extend({
  plan: z
    .object({
      id: z.number().int(),
      name: z.string(),
      price: z.number(),
      encounter: z.number().int(),
      overage_cost: z.number().nullable(),
    })
    .nullable(),
  usage: z.object({
    /** 'YYYY-MM' of the running month (UTC, as billing counts it). */
    month: z.string(),
    encounters: z.number().int(),
    included: z.number().int(),
    overage_count: z.number().int(),
    overage_amount: z.number(),
    /** What this month's invoice would be if the month ended now. */
    estimated_total: z.number(),
  }),
  next_charge_date: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  card: z
    .object({
      brand: z.string(),
      last_four: z.string(),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
    })
    .nullable(),
  plan_change_request: planChangeRequestSchema.nullable(),
  payment_mode: z.enum(['demo', 'stripe']),
  publishable_key: z.string().nullable(),
  /** The clinic's zone: dates and times on the screen are shown in it. */
  time_zone: z.string(),
});
export type ClinicBilling = z.infer<typeof clinicBillingSchema>;
export const clinicBillingResponseSchema = z.object({ data: clinicBillingSchema });

export const clinicInvoiceQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export type ClinicInvoiceQuery = z.input<typeof clinicInvoiceQuerySchema>;

export const clinicInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  encounters: z.number().int(),
  amount: z.number(),
  status: z.enum(['paid', 'pending', 'failed', 'void']),
  due_at: z.string(),
  paid_at: z.string().nullable(),
});
export type ClinicInvoice = z.infer<typeof clinicInvoiceSchema>;
export const clinicInvoiceListResponseSchema = z.object({
  data: z.array(clinicInvoiceSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type ClinicInvoiceListResponse = z.infer<typeof clinicInvoiceListResponseSchema>;

/**
 * Pay now: with the saved card (no body fields), or with a new card that replaces it (the same
 * fields as Add Card, so the same demo and Stripe forms give them; never a card number).
 */
export const payNowSchema = z.strictObject({
  new_card: cardCreateSchema.pick({ paymentMethodId: true, cardholdername: true }).optional(),
});
export type PayNow = z.infer<typeof payNowSchema>;

export const payNowResponseSchema = z.object({
  message: z.string(),
  data: z.object({ result: z.enum(['paid', 'processing']), invoice_id: z.number().int() }),
});
export type PayNowResponse = z.infer<typeof payNowResponseSchema>;

const planIdField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: clinicBillingMessages.choosePlan })
    .int({ error: clinicBillingMessages.choosePlan })
    .positive({ error: clinicBillingMessages.choosePlan })
    .max(ID_MAX, { error: clinicBillingMessages.choosePlan }),
);

export const planChangeCreateSchema = z.object({
  plan_id: planIdField,
  note: z
    .string()
    .trim()
    .max(PLAN_CHANGE_NOTE_MAX, { error: messages.maxLength(PLAN_CHANGE_NOTE_MAX) })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type PlanChangeCreate = z.output<typeof planChangeCreateSchema>;
export type PlanChangeCreateInput = z.input<typeof planChangeCreateSchema>;

export const planChangeResponseSchema = z.object({
  message: z.string(),
  data: planChangeRequestSchema,
});

/** The open request the provider's company page shows. */
export const companyPlanChangeResponseSchema = z.object({
  data: planChangeRequestSchema.nullable(),
});
