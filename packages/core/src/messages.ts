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
  sessionExpired: 'session expired',
  sessionExpiredNotice: 'Session expired. Please login again.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  serverError: 'Something went wrong',
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
  /** The spec's text at a field's length limit. */
  maxLength: (n: number) => `Maximum character length reached (${n} characters).`,
} as const;
