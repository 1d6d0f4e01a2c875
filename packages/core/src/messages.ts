/**
 * Every user-facing text the spec fixes, in one place. The browser shows them and the
 * server answers with them, so a message never drifts between the two.
 */
export const messages = {
  required: 'This is a required field.',
  invalidEmail: 'Please enter a valid email address.',
  invalidCredentials: 'The email or password you entered is incorrect.',
  accountLocked: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** A call no answer came to (no network, or the server unreachable); the browser says it. */
  serverUnreachable: 'Could not reach the server. Please check your connection and try again.',
  sessionExpired: 'session expired',
  sessionExpiredNotice: 'Session expired. Please login again.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  serverError: 'Something went wrong',
  /** A unique value taken by a request that ran at the same time (never the database's text). */
  conflict: 'This was changed at the same time by another request. Please try again.',
  resetLinkSent: 'If an account exists for this email, we have sent reset instructions to it.',
  passwordSet: 'Your password has been set. You can now sign in.',
  resetTokenInvalid: 'This link is invalid or has expired. Please request a new one.',
  setPasswordMin: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  changePasswordHint: 'Your password needs to be at least 8 characters long.',
  changePasswordMin: 'New password must be at least 8 characters long',
  changePasswordMismatch: 'Old password and New password do not match',
  oldPasswordWrong: 'The current password is incorrect.',
  passwordChanged: 'Password has been changed',
  loggedOut: 'You have been signed out.',
  // Two-factor sign-in, re-authentication and active sessions (issue 7).
  reauthRequired: 'Please confirm your password to continue',
  mfaCodeInvalid: 'The code is incorrect or has expired. Please try again.',
  mfaCodeFormat: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodeInvalid: 'This recovery code is incorrect or has already been used.',
  mfaChallengeExpired: 'Your sign-in attempt has expired. Please sign in again.',
  mfaAlreadyEnabled: 'Two-factor sign-in is already on for your account.',
  mfaNotEnabled: 'Two-factor sign-in is not on for your account.',
  mfaSetupNotStarted: 'Start the two-factor setup again to get a new secret.',
  mfaRequiredForStaff: 'Two-factor sign-in is required for staff accounts.',
  mfaEnabled: 'Two-factor sign-in is on.',
  mfaDisabled: 'Two-factor sign-in is off.',
  reauthConfirmed: 'Password confirmed.',
  otherSessionsRevoked: 'Other sessions have been signed out.',
  sessionRevoked: 'The session has been signed out.',
  /** The spec's text at a field's length limit. */
  maxLength: (n: number) => `Maximum character length reached (${n} characters).`,
  /** A patient's answer over its cap (templates/answer-length.ts), naming the question. */
  answerTooLong: (field: string, n: number) =>
    `${field}: the answer can be at most ${n.toLocaleString('en-US')} characters.`,
  /** A drawn or uploaded signature the server could not decode, or one too many pixels. */
  signatureImageUnreadable: 'The signature image could not be read. Please sign again.',
} as const;
