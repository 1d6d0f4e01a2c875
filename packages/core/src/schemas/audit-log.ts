import { z } from 'zod';

/** The audit log screen and its export (issue 7). */
export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The list counts at most this many rows: a count over millions of rows would stall the page. */
export const AUDIT_LOG_COUNT_CAP = 10_000;
/** One export carries at most this many rows, newest first. */
export const AUDIT_LOG_EXPORT_CAP = 100_000;

export const auditLogMessages = {
  badDate: 'Enter a date as YYYY-MM-DD or a full ISO date and time.',
  toBeforeFrom: 'The end date must be on or after the start date.',
  pageTooDeep: `Only the newest ${AUDIT_LOG_COUNT_CAP.toLocaleString('en-US')} entries can be paged through. Narrow the filters or export CSV.`,
  exportFailed: 'The export could not be downloaded. Please try again.',
};

/**
 * A day (YYYY-MM-DD, taken in UTC and covering the whole day) or an exact instant with its
 * offset; the browser sends instants so a day means the user's own day.
 */
const boundSchema = z
  .string()
  .trim()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
        : /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
    auditLogMessages.badDate,
  );

/** The start of a `from` bound, or the instant just after a `to` bound (exclusive). */
export function auditBoundStart(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}
export function auditBoundEnd(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(Date.parse(value) + 1);
  const day = new Date(`${value}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

const filterShape = {
  /** Part of the acting user's name or e-mail. */
  user: z.string().trim().max(200).optional(),
  /** Ignored for clinic users: they always get their own company. */
  company_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: z.string().trim().max(100).optional(),
  from: boundSchema.optional(),
  to: boundSchema.optional(),
};
const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || auditBoundStart(q.from) < auditBoundEnd(q.to);
const datesMessage = { path: ['to'], message: auditLogMessages.toBeforeFrom };

export const auditLogFilterSchema = z.object(filterShape).refine(datesInOrder, datesMessage);
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;

export const auditLogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
    ...filterShape,
  })
  .refine(datesInOrder, datesMessage)
  .refine((q) => (q.page - 1) * q.per_page < AUDIT_LOG_COUNT_CAP, {
    path: ['page'],
    message: auditLogMessages.pageTooDeep,
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  /** The row's place in the hash chain; null until sealed (about a second after commit). */
  seq: z.number().int().nullable(),
  at: z.string(),
  /** Null for an anonymous event (a failed sign-in with an unknown address, a patient link). */
  user: z
    .object({ id: z.number().int(), name: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  role: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogListResponseSchema = z.object({
  data: z.array(auditLogEntrySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Rows matching, counted up to AUDIT_LOG_COUNT_CAP. */
  total: z.number().int(),
  /** True when more rows match than were counted. */
  total_capped: z.boolean(),
});
export type AuditLogListResponse = z.infer<typeof auditLogListResponseSchema>;

export const auditLogActionsResponseSchema = z.object({ actions: z.array(z.string()) });
export type AuditLogActionsResponse = z.infer<typeof auditLogActionsResponseSchema>;

export const AUDIT_LOG_CSV_HEADER = [
  'seq',
  'at',
  'user_id',
  'user_name',
  'user_email',
  'role',
  'company_id',
  'company_name',
  'action',
  'target_type',
  'target_id',
  'ip',
  'outcome',
  'details',
  // Last, so a reader that takes the columns by position still finds the older ones.
  'action_name',
] as const;
