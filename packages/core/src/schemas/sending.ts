// Schemas and messages of the sending feature (clinic portal), shared by the API and the web app.
import { z } from 'zod';
import { messages } from '../messages.js';
import { ID_MAX, isEmail } from './fields.js';

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
  /** The daily sending quota (Security II): the limit and when it resets. */
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

export const LINK_STATUSES = ['sent', 'opened', 'submitted', 'expired'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** Where a link stands, from its dates: a submission wins, then expiry, then an open. */
export function linkStatus(
  link: { submitted_at: string | null; opened_at: string | null; expires_at: string },
  now: Date = new Date(),
): LinkStatus {
  if (link.submitted_at) return 'submitted';
  if (new Date(link.expires_at).getTime() <= now.getTime()) return 'expired';
  if (link.opened_at) return 'opened';
  return 'sent';
}

export const sentLinkSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  status: z.enum(LINK_STATUSES),
  created_at: z.string(),
  last_sent_at: z.string(),
  send_count: z.number().int(),
  opened_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  expires_at: z.string(),
});
export type SentLink = z.infer<typeof sentLinkSchema>;

/** GET /api/links: a company's links, of one form or one bucket when named. */
export const sentLinkListQuerySchema = z.object({
  company_id: companyId,
  form_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  bucket_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type SentLinkListQuery = z.input<typeof sentLinkListQuerySchema>;
export type SentLinkListParams = z.output<typeof sentLinkListQuerySchema>;

export const sentLinkListResponseSchema = z.object({
  data: z.array(sentLinkSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type SentLinkListResponse = z.infer<typeof sentLinkListResponseSchema>;

export const linkCompanyQuerySchema = z.object({ company_id: companyId });
