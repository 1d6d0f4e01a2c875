import { z } from 'zod';
import { messages } from '../messages.js';
import { emailField, requiredPassword } from './fields.js';
import { proofPayloadField } from './proof-of-work.js';

export const loginSchema = z.object({
  email: emailField(),
  password: requiredPassword(),
  remember: z.boolean().optional().default(false),
  // A solved proof-of-work challenge: asked for only while the account is past its ceiling of
  // failed sign-ins (Security III); the server answers 422 on `altcha` when it needs one.
  altcha: proofPayloadField.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * The e-mail an account's owner gets once its failed sign-ins pass the ceiling, and the page its
 * link opens (/unlock/{token}). No patient data: only that someone tried, and what to do.
 */
export const accountUnlockMessages = {
  emailSubject: 'Many failed sign-ins to your Paperless Clinic account',
  pageTitle: 'Unlock your account',
  pageText:
    'Someone tried many wrong passwords for your account, so signing in asks for an extra ' +
    '"I\'m not a robot" check. If it was you, unlock your account to sign in without it.',
  button: 'Unlock my account',
  unlocked: 'Your account is unlocked. You can sign in without the extra check now.',
  invalid: 'This unlock link is invalid, expired or was already used.',
  signIn: 'Go to sign in',
} as const;

/** POST /api/login/unlock: the token of the e-mailed link. */
export const accountUnlockSchema = z.object({
  token: z
    .string({ error: accountUnlockMessages.invalid })
    .min(1, { error: accountUnlockMessages.invalid })
    .max(200, { error: accountUnlockMessages.invalid }),
});
export type AccountUnlockInput = z.input<typeof accountUnlockSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** Set password (invitation or reset): minimum 8 (decision 10), confirmation checked by the form. */
export const setPasswordSchema = z.object({
  password: requiredPassword().min(8, { error: messages.setPasswordMin }).max(256),
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

export const setPasswordFormSchema = setPasswordSchema
  .extend({ confirm_password: requiredPassword() })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: messages.passwordsDoNotMatch,
  });
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;

/** Change password: the spec's own messages, the same on the server (decision 2). */
export const changePasswordSchema = z
  .object({
    old_password: requiredPassword(),
    password: requiredPassword().min(8, { error: messages.changePasswordMin }).max(256),
    confirm_password: requiredPassword(),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: messages.changePasswordMismatch,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
