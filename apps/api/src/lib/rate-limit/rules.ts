const MINUTE = 60_000;

/**
 * Production limits, per key and window (RATE_LIMIT_FACTOR multiplies every max). Chosen so a
 * whole clinic behind one address (a waiting room on one Wi-Fi, staff behind one NAT) never
 * meets them, while a script is slowed to a crawl. The database lockout on sign-in (5 failures
 * per account, 50 per address in 15 minutes) stays underneath these.
 */
export const RATE_RULES = {
  loginIp: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE },
  loginEmail: { name: 'login-email', max: 20, windowMs: 15 * MINUTE },
  mfaIp: { name: 'mfa-ip', max: 50, windowMs: 15 * MINUTE },
  forgotIp: { name: 'forgot-ip', max: 20, windowMs: 15 * MINUTE },
  forgotEmail: { name: 'forgot-email', max: 5, windowMs: 15 * MINUTE },
  // Patient links: lookups that find no live link (guessing), and every lookup (floods).
  linkMissIp: { name: 'link-miss-ip', max: 20, windowMs: 15 * MINUTE },
  linkIp: { name: 'link-ip', max: 600, windowMs: 15 * MINUTE },
  // A bucket of ten forms is ten submits; retries after a lost connection add a few.
  submitToken: { name: 'submit-token', max: 60, windowMs: 15 * MINUTE },
  submitIp: { name: 'submit-ip', max: 300, windowMs: 15 * MINUTE },
  // Every signup step counts; a real clinic signs up once, a script many times.
  signupIp: { name: 'signup-ip', max: 20, windowMs: 15 * MINUTE },
} as const;
