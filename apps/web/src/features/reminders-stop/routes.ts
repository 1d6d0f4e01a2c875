// A reminder e-mail's stop link: the patient stops the reminders, never signed in.

/** The stop link's page, its own chunk. */
export const loadReminderStopPage = () =>
  import('./ReminderStopPage').then((m) => m.ReminderStopPage);
