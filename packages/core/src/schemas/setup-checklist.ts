import { z } from 'zod';

/**
 * The first-run checklist on the provider dashboard (issue 20): what a fresh installation
 * still lacks before it can serve a clinic. Each step ticks itself from server data; the
 * answer lists only the steps the caller's permissions let them do.
 */
export const SETUP_STEPS = ['plan', 'client', 'email'] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export const setupStepSchema = z.object({
  key: z.enum(SETUP_STEPS),
  done: z.boolean(),
});
export type SetupStep = z.infer<typeof setupStepSchema>;

export const setupChecklistSchema = z.object({ steps: z.array(setupStepSchema) });
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

/** What each step says, and where it leads (a console route from navigation.ts). */
export const SETUP_STEP_TEXTS: Record<
  SetupStepKey,
  { title: string; hint: string; path: string; action: string }
> = {
  plan: {
    title: 'Create a plan',
    hint: 'Clients are billed by a plan: its monthly price, encounters and overage cost.',
    path: '/hr-plan',
    action: 'Open Subscriptions',
  },
  client: {
    title: 'Add a client',
    hint: 'A client is a clinic: its owner receives an e-mail to set a password.',
    path: '/clients',
    action: 'Open Clients',
  },
  email: {
    title: 'Set up e-mail',
    hint:
      'Set SMTP_URL in the server settings so messages reach their recipients. Until then ' +
      'every e-mail waits in the Outbox.',
    path: '/outbox',
    action: 'Open Outbox',
  },
};
