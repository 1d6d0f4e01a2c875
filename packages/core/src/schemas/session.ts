import { z } from 'zod';

/** The signed-in user as the login answer and GET /api/me describe them. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  role_id: z.number().int(),
  /** 'provider' gets the provider layout, 'clinic' the client layout. */
  user_type: z.enum(['provider', 'clinic']),
  associate_id: z.number().int().nullable(),
  company_id: z.number().int().nullable(),
  company: z.object({ name: z.string() }).nullable(),
  is_owner: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  permissions: z.array(z.string()),
  /** When the session ends at the latest (absolute lifetime), ISO 8601. */
  expires_at: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  user: sessionUserSchema,
  permissions: z.array(z.string()),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Every error answer: a message, and for validation errors the messages per field. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const permissionsResponseSchema = z.object({
  permissions: z.array(z.object({ id: z.number().int(), key: z.string(), name: z.string() })),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

/** What the outbox keeps of a message whose link was used, expired or delivered. */
export const OUTBOX_LINK_REMOVED = '[link removed]';

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  /** Masked (`j•••e@e•••e.com`, `•••0147`): the full address is sealed for delivery only. */
  to: z.string(),
  subject: z.string().nullable(),
  /** With its link while that link is live and undelivered; otherwise without it. */
  text: z.string(),
  /** True once the stored copy no longer holds the link (used, expired or delivered). */
  link_removed: z.boolean(),
  state: z.enum(['pending', 'sent', 'outbox', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(200).optional(),
});

export const outboxListResponseSchema = z.object({
  data: z.array(outboxMessageSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  /** Where the entry leads in the portal ('/activity'); null: nowhere. */
  link_path: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
