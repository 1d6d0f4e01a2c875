// Schemas and messages of the front desk's day (issue 16): the clinic's time zone and reminder
// schedule, the Visits view, and each user's completion e-mails. Shared by the API and the web app.
import { z } from 'zod';
import { localDateSchema, timeZoneSchema } from '../time-zones.js';
import { ID_MAX } from './fields.js';
import { LINK_STATES } from './sending.js';

export const frontDeskMessages = {
  settingsSaved: 'Settings saved',
  offsetsCount: 'A schedule can have at most 5 reminders.',
  offsetHours: 'Each reminder is 1 to 720 hours (30 days) after sending.',
  offsetsDistinct: 'Each reminder needs a different time.',
  maxReminders: 'Send at most 0 to 5 reminders per link.',
  hour: 'Choose an hour from 0 to 23.',
  window: 'The sending window must end after it starts.',
  notificationsSaved: 'Notification settings saved',
  remindersStopped: 'Reminders for this link are stopped. You can still open your link any time.',
  remindersStopInvalid: 'This link to stop reminders is not valid.',
  visitsDays: 'Show 1 to 14 days.',
  noVisits: 'No visits in these days. Add a visit date when you send a packet.',
} as const;

export const REMINDER_LIMITS = { offsets: 5, maxHours: 720, maxReminders: 5 } as const;

const hour = z.coerce
  .number({ error: frontDeskMessages.hour })
  .int({ error: frontDeskMessages.hour })
  .min(0, { error: frontDeskMessages.hour })
  .max(23, { error: frontDeskMessages.hour });

/**
 * A clinic's reminder schedule: reminders `offsets_hours` after the (last) send, at most
 * `max_reminders` per link, only from `window_start_hour` to `window_end_hour` (exclusive) in
 * the clinic's zone, and the evening before a visit when `eve_of_visit` is on.
 */
export const reminderScheduleSchema = z
  .object({
    enabled: z.boolean(),
    offsets_hours: z
      .array(
        z.coerce
          .number({ error: frontDeskMessages.offsetHours })
          .int({ error: frontDeskMessages.offsetHours })
          .min(1, { error: frontDeskMessages.offsetHours })
          .max(REMINDER_LIMITS.maxHours, { error: frontDeskMessages.offsetHours }),
        { error: frontDeskMessages.offsetHours },
      )
      .max(REMINDER_LIMITS.offsets, { error: frontDeskMessages.offsetsCount }),
    max_reminders: z.coerce
      .number({ error: frontDeskMessages.maxReminders })
      .int({ error: frontDeskMessages.maxReminders })
      .min(0, { error: frontDeskMessages.maxReminders })
      .max(REMINDER_LIMITS.maxReminders, { error: frontDeskMessages.maxReminders }),
    window_start_hour: hour,
    window_end_hour: hour,
    eve_of_visit: z.boolean(),
  })
  .superRefine((s, ctx) => {
    if (new Set(s.offsets_hours).size !== s.offsets_hours.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['offsets_hours'],
        message: frontDeskMessages.offsetsDistinct,
      });
    }
    // zod runs this after a field's own failure too: compare only two valid hours, so a bad
    // hour shows one message, not two.
    const isHour = (h: number) => Number.isInteger(h) && h >= 0 && h <= 23;
    const bothValid = isHour(s.window_start_hour) && isHour(s.window_end_hour);
    if (bothValid && s.window_end_hour <= s.window_start_hour) {
      ctx.addIssue({
        code: 'custom',
        path: ['window_end_hour'],
        message: frontDeskMessages.window,
      });
    }
  })
  .transform((s) => ({ ...s, offsets_hours: [...s.offsets_hours].sort((a, b) => a - b) }));
export type ReminderSchedule = z.output<typeof reminderScheduleSchema>;

/** Issue 16's default: 24 and 72 hours after sending, at most 3, 08:00 to 20:00, the eve of a visit. */
export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = {
  enabled: true,
  offsets_hours: [24, 72],
  max_reminders: 3,
  window_start_hour: 8,
  window_end_hour: 20,
  eve_of_visit: true,
};

/** GET/PUT /api/company/front-desk: the owner's settings of the clinic's day. */
export const frontDeskSettingsSchema = z.object({
  time_zone: timeZoneSchema,
  reminders: reminderScheduleSchema,
});
export type FrontDeskSettings = z.output<typeof frontDeskSettingsSchema>;
export type FrontDeskSettingsInput = z.input<typeof frontDeskSettingsSchema>;

export const frontDeskSettingsResponseSchema = z.object({
  data: z.object({
    time_zone: z.string(),
    reminders: z.object({
      enabled: z.boolean(),
      offsets_hours: z.array(z.number().int()),
      max_reminders: z.number().int(),
      window_start_hour: z.number().int(),
      window_end_hour: z.number().int(),
      eve_of_visit: z.boolean(),
    }),
  }),
});
export type FrontDeskSettingsResponse = z.infer<typeof frontDeskSettingsResponseSchema>;

/** How a clinic user hears of completed links by e-mail (the bell always shows them). */
export const COMPLETION_EMAIL_CHOICES = ['instant', 'digest', 'off'] as const;
export type CompletionEmailChoice = (typeof COMPLETION_EMAIL_CHOICES)[number];
export const COMPLETION_EMAIL_LABELS: Record<CompletionEmailChoice, string> = {
  instant: 'An e-mail for each completed link',
  digest: 'One daily summary e-mail',
  off: 'No e-mails (the bell still shows them)',
};

/** GET/PUT /api/me/notification-settings */
export const notificationSettingsSchema = z.object({
  completion_email: z.enum(COMPLETION_EMAIL_CHOICES, {
    error: 'Choose how you want to hear about completed forms.',
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = z.object({ data: notificationSettingsSchema });

/** GET /api/visits: the visits of `days` days from `from` (the clinic's today by default). */
export const visitsQuerySchema = z.object({
  company_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  from: localDateSchema.optional(),
  days: z.coerce
    .number({ error: frontDeskMessages.visitsDays })
    .int({ error: frontDeskMessages.visitsDays })
    .min(1, { error: frontDeskMessages.visitsDays })
    .max(14, { error: frontDeskMessages.visitsDays })
    .default(7),
});
export type VisitsQuery = z.input<typeof visitsQuerySchema>;

export const visitSchema = z.object({
  link_id: z.number().int(),
  visit_at: z.string(),
  patient_name: z.string().nullable(),
  kind: z.enum(['form', 'bucket']),
  title: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  state: z.enum(LINK_STATES),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitDaySchema = z.object({
  /** YYYY-MM-DD in the clinic's zone */
  date: z.string(),
  total: z.number().int(),
  /** Visits whose link is completed: "8 of 12 ready". */
  ready: z.number().int(),
  visits: z.array(visitSchema),
});
export type VisitDay = z.infer<typeof visitDaySchema>;

export const visitsResponseSchema = z.object({
  data: z.object({ time_zone: z.string(), from: z.string(), days: z.array(visitDaySchema) }),
});
export type VisitsResponse = z.infer<typeof visitsResponseSchema>;

/** POST /api/public/reminders/stop: the one-click stop a reminder e-mail carries. */
export const reminderStopSchema = z.object({ token: z.string().min(1).max(200) });
