// Schemas and messages of the clinic-dashboard feature (clinic portal), shared by the API and the web app.
import { z } from 'zod';
import { ID_MAX } from './fields.js';

export const CLINIC_WELCOME = 'Welcome to Paperless Clinic!';

export const clinicDashboardQuerySchema = z.object({
  company_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});

/** This calendar month's (UTC) figures of one clinic. */
export const clinicDashboardSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  links_sent: z.number().int(),
  links_opened: z.number().int(),
  links_submitted: z.number().int(),
  encounters_used: z.number().int(),
  /** The plan's encounters; 0 without a plan. */
  encounters_allocated: z.number().int(),
  patients_this_month: z.number().int(),
  /** Issue 16: today in the clinic's zone. */
  time_zone: z.string(),
  today: z.object({
    /** Links sent today. */
    sent: z.number().int(),
    /** Links completed today. */
    completed: z.number().int(),
    /** Links still open now: not completed, cancelled or expired (whenever they were sent). */
    waiting: z.number().int(),
  }),
  /** The latest completed links, newest first (at most 5). */
  latest_completions: z.array(
    z.object({
      link_id: z.number().int(),
      patient_name: z.string(),
      title: z.string(),
      completed_at: z.string(),
    }),
  ),
});
export type ClinicDashboard = z.infer<typeof clinicDashboardSchema>;

export const clinicDashboardResponseSchema = z.object({ data: clinicDashboardSchema });
export type ClinicDashboardResponse = z.infer<typeof clinicDashboardResponseSchema>;
