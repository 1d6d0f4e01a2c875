import { z } from 'zod';
import { messages } from '../messages.js';
import { requiredPassword } from './fields.js';
import { loginResponseSchema } from './session.js';

/** A code from an authenticator app: six digits; spaces people type from the app are dropped. */
export const totpCodeField = () =>
  z
    .string({ error: messages.required })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: messages.required, abort: true })
        .regex(/^\d{6}$/, { error: messages.mfaCodeFormat }),
    );

/** A recovery code as shown (xxxxx-xxxxx); case, spaces and dashes do not matter. */
export const recoveryCodeField = () =>
  z
    .string({ error: messages.required })
    .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { error: messages.required, abort: true })
        .max(40, { error: messages.recoveryCodeInvalid }),
    );

const challengeToken = z.string({ error: messages.required }).min(1).max(200);

/** POST /api/login/mfa: the challenge from the password step and one second factor. */
export const loginMfaSchema = z
  .object({
    challenge: challengeToken,
    code: totpCodeField().optional(),
    recovery_code: recoveryCodeField().optional(),
  })
  .refine((v) => v.code !== undefined || v.recovery_code !== undefined, {
    path: ['code'],
    error: messages.required,
  });
export type LoginMfaInput = z.input<typeof loginMfaSchema>;

/** The password was right and the account has two-factor sign-in: a code is needed next. */
export const mfaRequiredResponseSchema = z.object({
  mfa_required: z.literal(true),
  challenge: z.string(),
  expires_at: z.string(),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponseSchema>;

/** REQUIRE_STAFF_MFA: a provider user without two-factor must enrol before a session opens. */
export const mfaSetupRequiredResponseSchema = z.object({
  mfa_setup_required: z.literal(true),
  setup_token: z.string(),
  expires_at: z.string(),
});
export type MfaSetupRequiredResponse = z.infer<typeof mfaSetupRequiredResponseSchema>;

/**
 * What POST /api/login answers: a session as before (unchanged shape for accounts without
 * two-factor), or one of the two second-step answers.
 */
export const loginAnswerSchema = z.union([
  loginResponseSchema,
  mfaRequiredResponseSchema,
  mfaSetupRequiredResponseSchema,
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A new secret: the otpauth URI for the QR code and the secret itself for typing in. */
export const mfaSetupResponseSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const mfaEnableSchema = z.object({ code: totpCodeField() });
export type MfaEnableInput = z.input<typeof mfaEnableSchema>;

export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const mfaSetupTokenSchema = z.object({ setup_token: challengeToken });
export const mfaEnrolEnableSchema = mfaSetupTokenSchema.extend({ code: totpCodeField() });

/** Enrolment at sign-in ends signed in, with the recovery codes to keep. */
export const mfaEnrolLoginResponseSchema = loginResponseSchema.extend({
  recovery_codes: z.array(z.string()),
});
export type MfaEnrolLoginResponse = z.infer<typeof mfaEnrolLoginResponseSchema>;

export const mfaStatusResponseSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** REQUIRE_STAFF_MFA applies to this user: turning it off is refused. */
  required: z.boolean(),
});
export type MfaStatusResponse = z.infer<typeof mfaStatusResponseSchema>;

/**
 * The password, and when the account has two-factor sign-in a current code (or a recovery code):
 * a session plus the password alone is not enough to turn two-factor off or hand a clinic over.
 */
export const reauthSchema = z.object({
  password: requiredPassword(),
  code: totpCodeField().optional(),
  recovery_code: recoveryCodeField().optional(),
});
export type ReauthInput = z.input<typeof reauthSchema>;

export const reauthResponseSchema = z.object({
  message: z.string(),
  /** Until when changes of password and two-factor go through without asking again. */
  reauth_until: z.string(),
});

export const accountSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({ data: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const revokeSessionsResponseSchema = z.object({
  message: z.string(),
  revoked: z.number().int(),
});
export type RevokeSessionsResponse = z.infer<typeof revokeSessionsResponseSchema>;
