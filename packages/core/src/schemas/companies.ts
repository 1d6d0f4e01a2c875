import { z } from 'zod';
import { messages } from '../messages.js';
import { timeZoneSchema } from '../time-zones.js';
import { pendingEmailChangeSchema } from './email-change.js';
import { ID_MAX, requiredString } from './fields.js';

/** The spec's client-form and company texts. */
export const companyMessages = {
  zipLength: 'Zip code must be 5 digits long',
  invalidEmail: 'Invalid email address',
  cityLetters: 'City can only contain letters and spaces',
  invalidPhone: 'Please enter a valid phone number',
  invalidExt: 'Extension can only contain digits',
  reasonRequired: 'Reason is required',
  noCustomPlanMatch: 'No custom plans match the entered business name.',
  customPlanEditNote: 'For custom plan edits, please go to the subscription module.',
  loginEmailTaken: 'This login email is already in use.',
  planUnavailable: 'Choose an active plan.',
  notSalesPerson: 'Choose a Sales Person.',
  created: 'Client created successfully',
  updated: 'Client updated successfully',
  updateFailed: 'Failed to update client',
  deleted: 'Client deleted successfully',
  deleteFailed: 'Failed to delete client',
  statusFailed: 'Failed to update company status. Please try again.',
  activated: 'Client activated successfully',
  deactivated: 'Client deactivated successfully',
  notFound: 'Client not found.',
} as const;

/** Limits of the client form (provider spec §5). */
export const COMPANY_LIMITS = {
  name: 50,
  address: 50,
  city: 25,
  personName: 25,
  email: 35,
  phone: 20,
  ext: 10,
  reason: 500,
} as const;

export const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut',
  'Delaware', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas',
  'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota',
  'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey',
  'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon',
  'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah',
  'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
] as const; // prettier-ignore

/** Logos: PNG, JPEG or WebP, at most 2 MB, recognised by their bytes (never by file name). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function limited(max: number) {
  return requiredString().max(max, { error: messages.maxLength(max) });
}

function optionalLimited(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: messages.maxLength(max) })
    .nullish()
    .transform((v) => v || null);
}

function companyEmail() {
  return limited(COMPANY_LIMITS.email)
    .refine((v) => EMAIL_PATTERN.test(v), { error: companyMessages.invalidEmail })
    .transform((v) => v.toLowerCase());
}

/** Multipart bodies carry every value as text; an id may come as "12" or 12, blank as none. */
const optionalId = z.preprocess(
  (v) => (v === '' || v === 'null' || v === undefined ? null : v),
  z.coerce.number().int().positive().max(ID_MAX).nullable(),
);
const requiredId = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' ? undefined : v),
  z.coerce
    .number({ error: messages.required })
    .int()
    .positive({ error: messages.required })
    .max(ID_MAX, { error: messages.required }),
);

/**
 * The client form as the spec's payload names it (create and update). The browser form and
 * the server validate with this one schema, so both give the same message for the same field.
 */
export const companyPayloadSchema = z.object({
  name: limited(COMPANY_LIMITS.name),
  address: limited(COMPANY_LIMITS.address),
  address1: optionalLimited(COMPANY_LIMITS.address),
  city: limited(COMPANY_LIMITS.city).refine((v) => /^[A-Za-z ]+$/.test(v), {
    error: companyMessages.cityLetters,
  }),
  state: requiredString().refine((v) => (US_STATES as readonly string[]).includes(v), {
    error: messages.required,
  }),
  zip: requiredString().refine((v) => /^\d{5}$/.test(v), { error: companyMessages.zipLength }),
  cntPersonName: limited(COMPANY_LIMITS.personName),
  cntLastName: limited(COMPANY_LIMITS.personName),
  cntPhoneNumber: limited(COMPANY_LIMITS.phone).refine(
    (v) => /^[0-9()+\-. ]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7,
    { error: companyMessages.invalidPhone },
  ),
  ext: optionalLimited(COMPANY_LIMITS.ext).refine((v) => v === null || /^\d+$/.test(v), {
    error: companyMessages.invalidExt,
  }),
  email: companyEmail(),
  billing_email: companyEmail(),
  plan_type: z.literal('monthly').default('monthly'),
  plan_id: requiredId,
  /** A Sales Person's user id; ignored (set to the caller) when a Sales Person sends it. */
  reference_id: optionalId,
  /** Sent on create by the described client; the plan chosen is plan_id either way. */
  current_plan_id: optionalId.optional(),
  /**
   * The clinic's IANA time zone (issue 16). Left out (or blank, as a multipart form sends an
   * untouched input): on create the state's zone (timeZoneForState), on update the zone stays.
   */
  time_zone: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    timeZoneSchema.optional(),
  ),
});
export type CompanyPayload = z.output<typeof companyPayloadSchema>;
export type CompanyPayloadInput = z.input<typeof companyPayloadSchema>;

export const companyStatusSchema = z
  .object({
    status: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number),
    reason: z
      .string()
      .trim()
      .max(COMPANY_LIMITS.reason, { error: messages.maxLength(COMPANY_LIMITS.reason) })
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 0 && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: companyMessages.reasonRequired });
    }
  });

/** Decision 16: how a subscription reads on screen. */
export const SUBSCRIPTION_LABELS = {
  trial: 'Active/Trial',
  paid: 'Active/Paid',
  pending: 'Active/Pending',
  suspended: 'Suspended',
} as const;
export type SubscriptionStatus = keyof typeof SUBSCRIPTION_LABELS;
export type SubscriptionLabel = (typeof SUBSCRIPTION_LABELS)[SubscriptionStatus];

/** The dashboard's status filter; 'Active' takes every active status. */
export const SUBSCRIPTION_FILTERS = [
  'All',
  'Active/Trial',
  'Active',
  'Active/Paid',
  'Active/Pending',
  'Suspended',
] as const;
export type SubscriptionFilter = (typeof SUBSCRIPTION_FILTERS)[number];

export function statusesForFilter(filter: SubscriptionFilter): SubscriptionStatus[] {
  switch (filter) {
    case 'All':
      return ['trial', 'paid', 'pending', 'suspended'];
    case 'Active':
      return ['trial', 'paid', 'pending'];
    case 'Active/Trial':
      return ['trial'];
    case 'Active/Paid':
      return ['paid'];
    case 'Active/Pending':
      return ['pending'];
    case 'Suspended':
      return ['suspended'];
  }
}

const companyPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  plan_type: z.string(),
  price: z.number(),
  encounter: z.number().int(),
  overage_cost: z.number().nullable(),
  on_demand: z.boolean(),
});

/** One row of the Client Details list. */
export const companyListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  reference_id: z.number().int().nullable(),
  plan: companyPlanSchema.nullable(),
  /** This month's encounters over the plan's (decision 19). */
  usage: z.object({ used: z.number().int(), allocated: z.number().int() }),
  subscription_status: z.enum(['trial', 'paid', 'pending', 'suspended']).nullable(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const companyListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
  reference_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});

/**
 * The clients a search counts at most (issue 20): counting a common word's matches costs what
 * the matches number, so at 100,000 clients a count to 1,000 tripled a search's cost. Past the
 * cap the total reads "more than" and the pager goes on page by page (`has_more`).
 */
export const CLIENT_SEARCH_COUNT_CAP = 100;

export const companyListResponseSchema = z.object({
  companies: z.array(companyListItemSchema),
  /** Every live client in scope, or a search's matches counted up to CLIENT_SEARCH_COUNT_CAP. */
  total: z.number().int(),
  /** A search matched more than CLIENT_SEARCH_COUNT_CAP clients; total is the cap. */
  total_capped: z.boolean().optional(),
  /** Another page follows this one: what the pager goes by once the total is capped. */
  has_more: z.boolean(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type CompanyListResponse = z.infer<typeof companyListResponseSchema>;

/** A company as the detail page, the edit form and the view call read it. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  address1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  contact_first_name: z.string().nullable(),
  contact_person_last_name: z.string().nullable(),
  phone: z.string().nullable(),
  ext: z.string().nullable(),
  email: z.string().nullable(),
  billing_email: z.string().nullable(),
  plan_type: z.string(),
  plan_id: z.number().int().nullable(),
  plan: companyPlanSchema.nullable(),
  reference_id: z.number().int().nullable(),
  /** The owning Sales Person; null: the house, shown as 'Super Admin'. */
  referenceuser: z
    .object({ id: z.number().int(), associate_id: z.number().int().nullable(), name: z.string() })
    .nullable(),
  admin: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    })
    .nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  in_active_reason: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** IANA zone every time of the clinic is shown in (issue 16). */
  time_zone: z.string(),
  created_at: z.string(),
  usage: z.object({ used: z.number().int(), allocated: z.number().int() }),
  subscription: z
    .object({
      status: z.enum(['trial', 'paid', 'pending', 'suspended']),
      trial_ends_at: z.string().nullable(),
      current_period_start: z.string(),
      current_period_end: z.string(),
      next_payment_at: z.string().nullable(),
    })
    .nullable(),
  /** A change of the login e-mail (the owner's) waiting for its confirmations (decision 24). */
  pending_email_change: pendingEmailChangeSchema.nullable().optional(),
});
export type Company = z.infer<typeof companySchema>;

export const companyResponseSchema = z.object({ data: companySchema });
export const companyStoreResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: companySchema,
});
export const companyUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: companySchema,
});

/** Staff a client can be assigned to (the Assigned Sales Contact list). */
export const salesContactSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export const salesContactsResponseSchema = z.object({ users: z.array(salesContactSchema) });
