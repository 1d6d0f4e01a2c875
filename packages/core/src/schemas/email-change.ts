import { z } from 'zod';
import { messages } from '../messages.js';
import { emailField } from './fields.js';

/** Login e-mail changes (decision 24): what the forms, the link page and the server say. */
export const emailChangeMessages = {
  requested:
    'Confirmation e-mails were sent to the current and the new address. The login e-mail changes once both are confirmed.',
  selfRequested:
    'We sent a confirmation link to the new address. Your login e-mail changes once it is confirmed.',
  pendingNote: 'confirmation e-mails were sent to the current and the new address',
  emailTaken: 'This email is already in use.',
  sameEmail: 'This is already the login e-mail.',
  confirmedWaiting: 'Confirmed; waiting for the other confirmation.',
  completed: 'E-mail address changed: sign in with the new address.',
  linkInvalid:
    'This confirmation link is not valid. Ask for a new e-mail change if you still need one.',
  linkExpired:
    'This confirmation link has expired. Ask for a new e-mail change if you still need one.',
  linkUsed: 'This link has already been used.',
  cancelled: 'E-mail change cancelled.',
  cancelledLink: 'This e-mail change was cancelled.',
  noPending: 'There is no pending e-mail change.',
  forced: 'Login e-mail changed. The old address was told and every session of the account ended.',
  superAdminOnly: 'Only a Super Admin can force a login e-mail change.',
  reasonRequired: 'Reason is required',
} as const;

export const EMAIL_CHANGE_LIMITS = { reason: 500 } as const;

/** A change that waits for its confirmations, as staff with edit rights and the holder see it. */
export const pendingEmailChangeSchema = z.object({
  id: z.number().int(),
  new_email: z.string(),
  requested_at: z.string(),
  expires_at: z.string(),
  current_confirmed: z.boolean(),
  new_confirmed: z.boolean(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

export const pendingEmailChangeResponseSchema = z.object({
  data: pendingEmailChangeSchema.nullable(),
});

/** The holder's own request (signed in, after re-authentication). */
export const selfEmailChangeSchema = z.object({ email: emailField() });
export type SelfEmailChange = z.output<typeof selfEmailChangeSchema>;

/** A Super Admin's forced change: the new address and why. */
export const forceEmailChangeSchema = z.object({
  email: emailField(),
  reason: z
    .string({ error: emailChangeMessages.reasonRequired })
    .trim()
    .min(1, { error: emailChangeMessages.reasonRequired, abort: true })
    .max(EMAIL_CHANGE_LIMITS.reason, { error: messages.maxLength(EMAIL_CHANGE_LIMITS.reason) }),
});
export type ForceEmailChange = z.output<typeof forceEmailChangeSchema>;

export const EMAIL_CHANGE_STATES = [
  'pending',
  'confirmed',
  'completed',
  'expired',
  'cancelled',
] as const;
export type EmailChangeState = (typeof EMAIL_CHANGE_STATES)[number];

/**
 * What a confirmation link shows before it is used: which address it confirms and both
 * addresses masked (whoever holds one link learns no full address from it).
 */
export const emailChangeLinkSchema = z.object({
  confirming: z.enum(['current', 'new']),
  old_email: z.string(),
  new_email: z.string(),
  /** pending: this link may confirm; confirmed: it did, the other is awaited. */
  state: z.enum(EMAIL_CHANGE_STATES),
});
export type EmailChangeLink = z.infer<typeof emailChangeLinkSchema>;

export const emailChangeLinkResponseSchema = z.object({ data: emailChangeLinkSchema });
export const emailChangeConfirmResponseSchema = z.object({
  message: z.string(),
  data: emailChangeLinkSchema,
});
export const emailChangeTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
