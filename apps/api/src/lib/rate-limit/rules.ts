const MINUTE = 60_000;

/**
 * Production limits, per key and window (RATE_LIMIT_FACTOR multiplies every max). Chosen so a
 * whole clinic behind one address (a waiting room on one Wi-Fi, staff behind one NAT) never
 * meets them, while a script is slowed to a crawl. An address is counted by its key (an IPv6
 * client by its /64: byIp, lib/address-key.ts). The database lockout on sign-in (5 failures per
 * account and address, 50 per address in 15 minutes) and the per-account ceiling (a proof of
 * work past 50 failures in 24 hours from anywhere, auth/ceiling.ts) stay underneath these.
 */
export const RATE_RULES = {
  loginIp: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE },
  // Per e-mail *and* address: a stranger's tries never use up the owner's (Security II).
  loginEmail: { name: 'login-email-ip', max: 20, windowMs: 15 * MINUTE },
  mfaIp: { name: 'mfa-ip', max: 50, windowMs: 15 * MINUTE },
  // Security III: a person past the ceiling solves one challenge per try; a link is opened once.
  loginChallengeIp: { name: 'login-challenge-ip', max: 60, windowMs: 15 * MINUTE },
  loginUnlockIp: { name: 'login-unlock-ip', max: 20, windowMs: 15 * MINUTE },
  forgotIp: { name: 'forgot-ip', max: 20, windowMs: 15 * MINUTE },
  forgotEmail: { name: 'forgot-email', max: 5, windowMs: 15 * MINUTE },
  // Setting a password from a link: a person uses one link, maybe retrying a few times.
  resetIp: { name: 'reset-ip', max: 20, windowMs: 15 * MINUTE },
  // Patient links: lookups that find no live link (guessing), and every lookup (floods).
  linkMissIp: { name: 'link-miss-ip', max: 20, windowMs: 15 * MINUTE },
  linkIp: { name: 'link-ip', max: 600, windowMs: 15 * MINUTE },
  // A bucket of ten forms is ten submits; retries after a lost connection add a few.
  submitToken: { name: 'submit-token', max: 60, windowMs: 15 * MINUTE },
  submitIp: { name: 'submit-ip', max: 300, windowMs: 15 * MINUTE },
  // Issue 36: an older message's URL sends the newest link again; a patient asks once or twice,
  // each ask is a real message, so a few an hour per URL, and a waiting room's worth per address.
  sendAgainToken: { name: 'send-again-token', max: 3, windowMs: 60 * MINUTE },
  sendAgainIp: { name: 'send-again-ip', max: 30, windowMs: 60 * MINUTE },
  // Uploads (issue 17): a card's front and back and an ID, each retaken a few times, per link;
  // a waiting room's patients share the address.
  uploadToken: { name: 'upload-token', max: 60, windowMs: 10 * MINUTE },
  uploadIp: { name: 'upload-ip', max: 300, windowMs: 10 * MINUTE },
  // Every signup step counts; a real clinic signs up once, a script many times.
  signupIp: { name: 'signup-ip', max: 20, windowMs: 15 * MINUTE },
  // The wizard's e-mail check: a person types their address a few times, a lister many.
  signupCheckIp: { name: 'signup-check-ip', max: 5, windowMs: 15 * MINUTE },
  // Security III: a wizard fetches a challenge or two; a trial's link is opened once or twice.
  signupChallengeIp: { name: 'signup-challenge-ip', max: 60, windowMs: 15 * MINUTE },
  signupActivateIp: { name: 'signup-activate-ip', max: 20, windowMs: 15 * MINUTE },
} as const;
