// Schemas and messages of the sending feature (clinic portal), shared by the API and the web app.
import { z } from 'zod';
import { PATIENT_LANGUAGES } from '../i18n/languages.js';
import { messages } from '../messages.js';
import { localDateTimeSchema } from '../time-zones.js';
import { ID_MAX, isEmail } from './fields.js';

export * from './patient-mail.js';

/** The spec's send texts (client-portal spec sections 5 and 8) and ours around them. */
export const sendingMessages = {
  noRecipient: 'Please enter either an email or phone number.',
  invalidEmail: messages.invalidEmail,
  invalidPhone: 'Please enter a valid phone number (7 to 15 digits).',
  tooManyRecipients: 'You can send to at most 50 recipients at a time.',
  emptyBucket: 'This bucket has no forms to send.',
  formSent: 'Form sent successfully',
  bucketSent: 'Bucket sent successfully',
  /** Spec section 8: a failed form send. */
  formFailedTitle: 'Error',
  formFailed: 'Something went wrong.',
  /** Spec section 8: a failed bucket send, and an exception while sending one. */
  bucketFailed: 'Failed to send form. Please try again.',
  bucketError: 'An error occurred while submitting the form.',
  resent: 'Link sent again',
  alreadySubmitted: 'This link has already been submitted, so it cannot be sent again.',
  targetGone: 'The form or bucket of this link is no longer available.',
  noLinks: 'No links have been sent yet.',
  clinicInactive: 'This clinic is deactivated, so patients could not open its links.',
  /** Issue 20: a clinic suspended for an unpaid invoice or an ended trial sends nothing new. */
  clinicSuspended:
    "Your clinic's account is suspended, so nothing can be sent to patients. Your clinic owner can restore it on the Billing page.",
  /** The daily sending quota (Security II): the limit and when it resets. */
  /** Issue 16: the front desk's actions on a sent link. */
  cancelled: 'Link cancelled. The patient can no longer open it.',
  alreadyCancelled: 'This link was cancelled, so it cannot be sent again. Send a new link instead.',
  cannotCancel: 'This link has already been submitted, so it cannot be cancelled.',
  extended: (until: string) => `Link extended. It now works until ${until}.`,
  cannotExtend: 'Only a link that has not been submitted or cancelled can be extended.',
  extendDays: 'Extend by 1 to 30 days.',
  visitInPast: 'The visit must be in the future.',
  visitTooFar: 'The visit must be within the next 365 days.',
  patientNameLength: 'The patient name can be at most 100 characters.',
  searchLength: 'Search can be at most 100 characters.',
  noActivity: 'No links match. Links you send appear here.',
  phoneOptedOut:
    "This number replied STOP to your clinic's texts, so it cannot be texted. " +
    'Send by e-mail instead.',
  /** Issue 21: a send's language is one the patient pages have a catalogue for. */
  invalidLanguage: "Choose the patient's language: English or Español.",
  dailyLimitReached: (limit: number) =>
    `Your clinic can send ${limit} messages a day and has reached that limit. ` +
    'Sending starts again at midnight UTC.',
} as const;

export const SEND_MAX_RECIPIENTS = 50;
/** Decision 13: a link works for 30 days. */
export const LINK_TTL_DAYS = 30;

const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;
/** What the phone input lets through as it is typed (spec: digits, parentheses, plus, minus). */
export const PHONE_TYPED_PATTERN = /^[\d()+\- ]*$/;

/**
 * Drops what the phone input refuses, so a paste keeps only the allowed characters. `also`
 * names separators the input handles itself (a comma that turns the entry into a chip).
 */
export function keepPhoneCharacters(value: string, also = ''): string {
  return [...value].filter((c) => /[\d()+\- ]/.test(c) || also.includes(c)).join('');
}

export function isSendPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed || !PHONE_TYPED_PATTERN.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

export function isSendEmail(value: string): boolean {
  return value.trim().length <= 254 && isEmail(value);
}

/** The number as stored and dialled: its digits, with the leading + of an international one. */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return value.trim().startsWith('+') ? `+${digits}` : digits;
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * One key per address or number, whoever typed it and however: an e-mail without case, a phone
 * by its digits with a US number's leading country code 1 dropped, so '(512) 555-0142' typed by
 * the front desk and '+15125550142' in Twilio's inbound STOP are the same number. The server
 * keeps only a keyed HMAC of this (form_links.recipient_mac, sms_opt_outs.phone_mac).
 */
export function recipientKey(channel: 'email' | 'sms', value: string): string {
  if (channel === 'email') return normalizeEmail(value);
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Duplicates ignored: e-mails compared without case, phones by their digits. */
export function uniqueRecipients(values: readonly string[], kind: 'email' | 'phone'): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const normalized = kind === 'email' ? normalizeEmail(value) : normalizePhone(value);
    const key = kind === 'email' ? normalized : normalized.replace(/\D/g, '');
    if (!seen.has(key)) seen.set(key, normalized);
  }
  return [...seen.values()];
}

const companyId = z.coerce.number().int().positive().max(ID_MAX).optional();
// Entries are checked as a whole so a failure names the field (emails), not emails.3.
const entries = (invalid: string) =>
  z
    .array(z.string({ error: invalid }), { error: invalid })
    .max(500, { error: sendingMessages.tooManyRecipients })
    .optional()
    .default([]);

const recipientsShape = {
  emails: entries(sendingMessages.invalidEmail),
  phone_numbers: entries(sendingMessages.invalidPhone),
  company_id: companyId,
  /**
   * Issue 16, optional: the visit as a wall-clock time in the clinic's zone ('YYYY-MM-DDTHH:MM');
   * the server refuses one in the past (it alone knows the clinic's zone for certain). A link
   * with a visit expires at the end of that visit's day.
   */
  visit_at: localDateTimeSchema.optional(),
  /** Issue 16, optional: who the packet is for, as the front desk knows them. */
  patient_name: z
    .string({ error: sendingMessages.patientNameLength })
    .trim()
    .max(100, { error: sendingMessages.patientNameLength })
    .optional()
    .transform((v) => (v ? v : undefined)),
  /**
   * Issue 21, optional: the language the patient reads the link, its e-mail or SMS and its
   * reminders in; absent, the clinic's default (companies.patient_language).
   */
  language: z.enum(PATIENT_LANGUAGES, { error: sendingMessages.invalidLanguage }).optional(),
};

interface RawRecipients {
  emails: string[];
  phone_numbers: string[];
}

function checkRecipients(value: RawRecipients, ctx: z.RefinementCtx): void {
  const fail = (path: keyof RawRecipients, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.emails.some((e) => !isSendEmail(e))) fail('emails', sendingMessages.invalidEmail);
  if (value.phone_numbers.some((p) => !isSendPhone(p))) {
    fail('phone_numbers', sendingMessages.invalidPhone);
  }
  const count =
    uniqueRecipients(value.emails, 'email').length +
    uniqueRecipients(value.phone_numbers, 'phone').length;
  if (count === 0) fail('emails', sendingMessages.noRecipient);
  if (count > SEND_MAX_RECIPIENTS) fail('emails', sendingMessages.tooManyRecipients);
}

function cleanRecipients<T extends RawRecipients>(value: T): T {
  return {
    ...value,
    emails: uniqueRecipients(value.emails, 'email'),
    phone_numbers: uniqueRecipients(value.phone_numbers, 'phone'),
  };
}

const targetId = z.coerce
  .number({ error: messages.required })
  .int({ error: messages.required })
  .positive({ error: messages.required })
  .max(ID_MAX, { error: messages.required });

/** POST /api/forms/send: the spec's payload (phone_numbers, emails, formId). */
export const formSendSchema = z
  .object({ ...recipientsShape, formId: targetId })
  .superRefine(checkRecipients)
  .transform(cleanRecipients);
export type FormSendInput = z.input<typeof formSendSchema>;
export type FormSend = z.output<typeof formSendSchema>;

/** POST /api/buckets/send: the spec's payload (phone_numbers, emails, bucketId). */
export const bucketSendSchema = z
  .object({ ...recipientsShape, bucketId: targetId })
  .superRefine(checkRecipients)
  .transform(cleanRecipients);
export type BucketSendInput = z.input<typeof bucketSendSchema>;
export type BucketSend = z.output<typeof bucketSendSchema>;

export const sendResponseSchema = z.object({
  message: z.string(),
  data: z.object({ links: z.number().int() }),
});
export type SendResponse = z.infer<typeof sendResponseSchema>;

/** GET /api/sending/defaults (issue 21): what the send dialog starts from. */
export const sendDefaultsResponseSchema = z.object({
  data: z.object({ patient_language: z.enum(PATIENT_LANGUAGES) }),
});
export type SendDefaultsResponse = z.infer<typeof sendDefaultsResponseSchema>;

/**
 * Where a link stands (issue 16): waiting (not opened), opened, in progress (some forms of a
 * bucket saved), completed, expired, cancelled.
 */
export const LINK_STATES = [
  'waiting',
  'opened',
  'in_progress',
  'completed',
  'expired',
  'cancelled',
] as const;
export type LinkState = (typeof LINK_STATES)[number];

export const LINK_STATE_LABELS: Record<LinkState, string> = {
  waiting: 'Waiting',
  opened: 'Opened',
  in_progress: 'In progress',
  completed: 'Completed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** A link's state from its dates: completion wins, then cancellation, expiry, progress, an open. */
export function linkState(
  link: {
    submitted_at: string | null;
    cancelled_at: string | null;
    expires_at: string;
    progress_at: string | null;
    opened_at: string | null;
  },
  now: Date = new Date(),
): LinkState {
  if (link.submitted_at) return 'completed';
  if (link.cancelled_at) return 'cancelled';
  if (new Date(link.expires_at).getTime() <= now.getTime()) return 'expired';
  if (link.progress_at) return 'in_progress';
  if (link.opened_at) return 'opened';
  return 'waiting';
}

/** A completed link's files, to open from the Activity list. */
export const linkFileSchema = z.object({
  submission_id: z.number().int(),
  form_name: z.string(),
  url: z.string(),
  pdf_name: z.string(),
  status: z.enum(['pending', 'ready', 'failed', 'unavailable']),
});

export const sentLinkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['form', 'bucket']),
  /** The form's or bucket's title (as it is now; a deleted one keeps its last title). */
  title: z.string(),
  /** 'kiosk' (issue 19): filled on the clinic's tablet; its recipient is empty. */
  channel: z.enum(['email', 'sms', 'kiosk']),
  recipient: z.string(),
  patient_name: z.string().nullable(),
  state: z.enum(LINK_STATES),
  created_at: z.string(),
  last_sent_at: z.string(),
  send_count: z.number().int(),
  /** First and latest time the patient opened the link. */
  opened_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  expires_at: z.string(),
  visit_at: z.string().nullable(),
  reminders_sent: z.number().int(),
  last_reminded_at: z.string().nullable(),
  /** Completed links only: the submitted files. */
  files: z.array(linkFileSchema),
});
export type SentLink = z.infer<typeof sentLinkSchema>;

/** Links counted for the list's total at most: beyond it the screen says "10,000+". */
export const LINK_LIST_COUNT_CAP = 10_000;

/**
 * GET /api/links: a company's links (Activity), of one form or one bucket when named; searched
 * by patient name (part of it), recipient (the whole address or number) or form/bucket title.
 */
export const sentLinkListQuerySchema = z.object({
  company_id: companyId,
  form_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  bucket_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  q: z.string().trim().max(100, { error: sendingMessages.searchLength }).optional(),
  state: z.enum(LINK_STATES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type SentLinkListQuery = z.input<typeof sentLinkListQuerySchema>;
export type SentLinkListParams = z.output<typeof sentLinkListQuerySchema>;

export const sentLinkListResponseSchema = z.object({
  data: z.array(sentLinkSchema),
  /** Matching links, counted up to LINK_LIST_COUNT_CAP. */
  total: z.number().int(),
  total_capped: z.boolean(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The clinic's zone, in which the screen shows every time. */
  time_zone: z.string(),
});
export type SentLinkListResponse = z.infer<typeof sentLinkListResponseSchema>;

/** POST /api/links/:id/extend: the link works `days` longer than now or its expiry, whichever is later. */
export const linkExtendSchema = z.object({
  days: z.coerce
    .number({ error: sendingMessages.extendDays })
    .int({ error: sendingMessages.extendDays })
    .min(1, { error: sendingMessages.extendDays })
    .max(30, { error: sendingMessages.extendDays }),
});
export type LinkExtend = z.infer<typeof linkExtendSchema>;

export const linkExtendResponseSchema = z.object({
  message: z.string(),
  data: z.object({ expires_at: z.string() }),
});

export const linkCompanyQuerySchema = z.object({ company_id: companyId });
