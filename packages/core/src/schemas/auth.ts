import { z } from 'zod';
import { messages } from '../messages.js';
import { emailField, requiredPassword } from './fields.js';

export const loginSchema = z.object({
  email: emailField(),
  password: requiredPassword(),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

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
