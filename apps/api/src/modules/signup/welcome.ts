import type { DbExecutor } from '../../db/database.js';
import { enqueueEmail, type MailDeps } from '../../lib/outbox/enqueue.js';

/**
 * Issue 20: the welcome e-mail after a signup, queued in the signup's transaction so it goes
 * out exactly when the clinic exists. It carries no password and no one-time link: the owner
 * signs in with the password they just chose. A trial's e-mail says when it ends and that no
 * card is needed until then.
 */
export async function mailWelcome(
  trx: DbExecutor,
  mail: MailDeps,
  input: {
    to: string;
    firstName: string;
    business: string;
    planName: string;
    trialEndsAt: Date | null;
    timeZone: string;
  },
): Promise<void> {
  const start = input.trialEndsAt
    ? [
        `Your free 14-day trial of the ${input.planName} plan has started. It runs until`,
        `${endsOn(input.trialEndsAt, input.timeZone)}. No card is needed until then; add one under`,
        'Billing before the trial ends to keep your clinic active. We will remind you 4 days and',
        '1 day before.',
      ]
    : [
        `Your first month of the ${input.planName} plan is paid. Later months are charged to the`,
        'card on file at the start of each month.',
      ];
  await enqueueEmail(trx, mail.cipher, {
    to: input.to,
    subject: `Welcome to Paperless Clinic, ${input.business}`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `Welcome to Paperless Clinic. ${input.business} is ready.`,
      '',
      ...start,
      '',
      `Sign in at ${mail.config.appUrl}/login with your login email and the password you chose.`,
      'Your clinic starts with eleven ready-made forms; add your staff under User Management.',
      '',
      'Questions? Reply to this e-mail or see the Help Center.',
    ].join('\n'),
  });
}

/** "Friday, December 11, 2026" in the clinic's own time zone. */
export function endsOn(date: Date, timeZone: string): string {
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  });
}
