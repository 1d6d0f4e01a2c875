// Schemas and messages of the signup wizard (provider spec §2, §5, §8), shared by the wizard
// and POST /api/register-client so both give the same message for the same field.
import { z } from 'zod';
import { messages } from '../messages.js';
import { COMPANY_LIMITS, companyMessages, US_STATES } from './companies.js';
import { requiredPassword, requiredString } from './fields.js';
import { signupAgreementsObject } from './legal.js';
import { proofPayloadField } from './proof-of-work.js';

export const signupMessages = {
  selectPlan: 'Please select a plan',
  businessName: 'Business name is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  billingEmail: 'Billing email is required',
  loginEmail: 'Login email is required',
  invalidEmail: 'Please enter a valid email',
  password: 'Password is required',
  phone: 'Phone number is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zip: 'Zip code is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordsDoNotMatch: messages.passwordsDoNotMatch,
  loginEmailTaken: 'An account with this login email already exists. Please sign in instead.',
  success: 'Account created successfully!',
  demoSuffix: ' (Demo mode)',
  unexpected: 'An unexpected error occurred.',
  exception: 'Something went wrong. Please try again.',
  paymentFormFailed: 'Unable to load payment form. Please try again.',
  paymentRequired: 'The payment has not been completed. Please pay to create your account.',
  paymentNotConfirmed: 'The payment could not be confirmed. Please contact support.',
  paymentUsed: 'This payment has already been used to create an account.',
  demoDeclined: 'Your card was declined.',
  demoNote: 'Demo mode: no payment provider is configured, so no card is charged.',
  /** Step 2's answer for any well-formed address: whether it has an account is told at payment. */
  emailChecked: 'Thanks. The login email is checked once more when your account is created.',
  /** Issue 20: the free trial takes no payment at all. */
  trialNoPayment: 'A free trial takes no card or payment. Start the trial without one.',
  trialSuccess: 'Your free 14-day trial has started!',
  /** Security III: a trial starts when its owner opens the e-mailed link, proving the address. */
  trialCheckEmail:
    'Almost done! We sent a link to your login email. Open it within 48 hours to start your free 14-day trial.',
  activationInvalid:
    'This activation link is invalid or has expired. Please sign up again to start your trial.',
  trialAlreadyStarted: 'Your free trial has already started. Sign in to continue.',
} as const;

/** How long a trial's activation link works (Security III). */
export const TRIAL_ACTIVATION_HOURS = 48;

export const SIGNUP_PASSWORD_MIN = 6;
/** Argon2 hashes whatever it is given; a ceiling keeps one request from costing much. */
export const SIGNUP_PASSWORD_MAX = 128;
/** The simulated payment of demo mode (spec §9). */
export const DEMO_PAYMENT_MS = 2_000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const limited = (required: string, max: number) =>
  requiredString(required).max(max, { error: messages.maxLength(max) });

// The company's e-mails keep the client form's limit, so staff can edit a self-signed-up client.
const email = (required: string) =>
  limited(required, COMPANY_LIMITS.email)
    .refine((v) => EMAIL_PATTERN.test(v), { error: signupMessages.invalidEmail })
    .transform((v) => v.toLowerCase());

export const signupLoginEmailSchema = z.object({ loginEmail: email(signupMessages.loginEmail) });

/**
 * Step 2 of the wizard. City, zip and phone follow the client form's rules (companies.ts) so a
 * self-signed-up client is as valid as one made by staff.
 */
export const signupDetailsObject = z.object({
  businessName: limited(signupMessages.businessName, COMPANY_LIMITS.name),
  addressStreet1: limited(signupMessages.address, COMPANY_LIMITS.address),
  addressStreet2: z
    .string()
    .trim()
    .max(COMPANY_LIMITS.address, { error: messages.maxLength(COMPANY_LIMITS.address) })
    .nullish()
    .transform((v) => v || null),
  city: limited(signupMessages.city, COMPANY_LIMITS.city).refine((v) => /^[A-Za-z ]+$/.test(v), {
    error: companyMessages.cityLetters,
  }),
  state: requiredString(signupMessages.state).refine(
    (v) => (US_STATES as readonly string[]).includes(v),
    { error: signupMessages.state },
  ),
  zipCode: requiredString(signupMessages.zip).refine((v) => /^\d{5}$/.test(v), {
    error: companyMessages.zipLength,
  }),
  firstName: limited(signupMessages.firstName, COMPANY_LIMITS.personName),
  lastName: limited(signupMessages.lastName, COMPANY_LIMITS.personName),
  phoneNumber: limited(signupMessages.phone, COMPANY_LIMITS.phone).refine(
    (v) => /^[0-9()+\-. ]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7,
    { error: companyMessages.invalidPhone },
  ),
  billingEmail: email(signupMessages.billingEmail),
  loginEmail: email(signupMessages.loginEmail),
  password: requiredPassword(signupMessages.password)
    .min(SIGNUP_PASSWORD_MIN, { error: signupMessages.passwordMin })
    .max(SIGNUP_PASSWORD_MAX, { error: messages.maxLength(SIGNUP_PASSWORD_MAX) }),
  confirmPassword: z.string({ error: signupMessages.passwordsDoNotMatch }),
});

/**
 * 'Passwords do not match' shows together with the other fields' messages. A refinement of the
 * whole object would run only once every field is valid (zod stops at the first aborting
 * issue), so the comparison is a schema of its own, intersected with the fields.
 */
const passwordPair = z
  .object({ password: z.unknown(), confirmPassword: z.unknown() })
  .refine((pair) => typeof pair.password !== 'string' || pair.password === pair.confirmPassword, {
    path: ['confirmPassword'],
    error: signupMessages.passwordsDoNotMatch,
  });

function withPasswordsMatching<T extends z.ZodObject>(schema: T) {
  return z.intersection(schema, passwordPair);
}

/** Step 2 alone (the wizard checks it before step 3). */
export const signupDetailsSchema = withPasswordsMatching(signupDetailsObject);
export type SignupDetails = z.output<typeof signupDetailsSchema>;
export type SignupDetailsInput = z.input<typeof signupDetailsSchema>;

export const signupPlanIdSchema = z.coerce
  .number({ error: signupMessages.selectPlan })
  .int({ error: signupMessages.selectPlan })
  .positive({ error: signupMessages.selectPlan });

/**
 * POST /api/register-client: the spec's signup payload, plus the Stripe PaymentIntent when the
 * server has keys, or the demo card's id (brand, last four, expiry only) in demo mode. Issue 20:
 * the accepted Terms of Service and BAA with their versions, and `trial` for the free 14-day
 * trial (decision 29), which takes no payment.
 */
export const signupPayloadSchema = withPasswordsMatching(
  signupDetailsObject.extend({
    ...signupAgreementsObject.shape,
    // Security III: every signup carries a solved proof-of-work challenge (GET /api/signup/challenge).
    altcha: proofPayloadField,
    trial: z.boolean({ error: signupMessages.trialNoPayment }).optional(),
    planId: signupPlanIdSchema,
    paymentIntentId: z
      .string()
      .regex(/^pi_[A-Za-z0-9_]{1,250}$/, { error: signupMessages.paymentRequired })
      .optional(),
    paymentMethodId: z.string().max(64).optional(),
    // Demo mode only (no Stripe keys): the demo card's number and expiry, checked by the server
    // (cards.ts checkDemoCardDetails) and never stored. With Stripe they are refused.
    cardNumber: z.string().max(32).optional(),
    cardExpiry: z.string().max(8).optional(),
  }),
);
export type SignupPayload = z.output<typeof signupPayloadSchema>;
export type SignupPayloadInput = z.input<typeof signupPayloadSchema>;

export const signupResponseSchema = z.object({ status: z.literal(true), message: z.string() });

/** POST /api/signup/activate: the token of a trial's e-mailed activation link. */
export const trialActivationSchema = z.object({
  token: z
    .string({ error: signupMessages.activationInvalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: signupMessages.activationInvalid }),
});
export type TrialActivation = z.infer<typeof trialActivationSchema>;
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** Which payment step the wizard shows: the demo card form, or Stripe's payment element. */
export const signupConfigSchema = z.object({
  mode: z.enum(['demo', 'stripe']),
  publishable_key: z.string().nullable(),
});
export type SignupConfig = z.infer<typeof signupConfigSchema>;

export const paymentIntentRequestSchema = signupLoginEmailSchema.extend({
  planId: signupPlanIdSchema,
});
export type PaymentIntentRequest = z.output<typeof paymentIntentRequestSchema>;
export const paymentIntentResponseSchema = z.object({ client_secret: z.string() });
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** A plan's monthly price in cents, as Stripe counts it. */
export const priceInCents = (price: number) => Math.round(price * 100);
