// The tables of what the system keeps about itself: the outbox, the audit log, notifications, the
// dashboard's rollups.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, UpdatedAt } from './columns.js';

export type OutboxState = 'pending' | 'sent' | 'outbox' | 'failed';

/** Sealed columns hold cipher.encryptJson of a string (lib/crypto.ts; migration 0011). */
export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  /** For the list and its search: `j•••e@e•••e.com`, `•••0147`. */
  recipient_masked: string;
  /** Sealed full address, for delivery; null once delivered or scrubbed. */
  recipient_sealed: string | null;
  /** Keyed HMAC of the normalised address (lib/outbox/sealing.ts): the exact search. */
  recipient_mac: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string | null;
  /** Sealed body with its link; null once delivered or its link is used or expires. */
  body_sealed: string | null;
  /** Sealed body with every web address removed: what stays after that. */
  safe_body_sealed: string | null;
  /** Sealed e-mail layout (lib/email/layout.ts, migration 0021); null once scrubbed. */
  layout_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** The one-time token the message carries, `<table>:<id>`, and when it expires. */
  link_ref: string | null;
  link_expires_at: Timestamp | null;
  /** When the body lost its link (delivered, used, voided or expired). */
  scrubbed_at: Timestamp | null;
  /** Rows queued before 0011, in clear until the server seals them at start. */
  legacy_recipient: string | null;
  legacy_body: string | null;
  state: ColumnType<OutboxState, OutboxState | undefined, OutboxState>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** A worker's claim on the row; a claim that outlives a crash simply expires. */
  locked_until: Timestamp | null;
  created_at: CreatedAt;
  delivered_at: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  user_id: number | null;
  role: string | null;
  company_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  outcome: 'success' | 'failure' | 'denied';
  details: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  /** The hash chain (migration 0006): null on insert, set by audit_log_seal, never by a caller. */
  seq: ColumnType<string | null, never, never>;
  prev_hash: ColumnType<string | null, never, never>;
  hash: ColumnType<string | null, never, never>;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  body: string;
  read_at: Timestamp | null;
  created_at: CreatedAt;
  /** Where the entry leads in the portal (migration 0014). */
  link_path: string | null;
}

/** Rollups kept by triggers (migration 0009); the dashboard reads them, nothing writes them. */
export interface RollupCounters {
  clients: number;
  patients: number;
  encounters: number;
  forms: number;
  /** numeric(14, 2) */
  revenue: string;
}

export interface DashboardMonthsTable extends RollupCounters {
  /** 0: every live client; else the Sales Person (companies.reference_id). */
  owner_id: number;
  month: Date;
}

export interface CompanyMonthsTable extends RollupCounters {
  company_id: number;
  month: Date;
}

/** Migration 0033: the key the last complete re-seal pass found everything under (one row). */
export interface KeyResealStateTable {
  id: Generated<number>;
  primary_key_id: string;
  completed_at: UpdatedAt;
}

/** Background work (migration 0037, lib/jobs): events, their handlers and periodic duties. */
export interface JobsTable {
  id: Generated<string>;
  /** `link.completed`, `link.completed:notify-clinic`, `billing.run`, ... */
  name: string;
  /** What the job is about (a link's id), or `schedule` for a periodic duty. */
  key: string;
  payload: ColumnType<unknown, string | undefined, string>;
  /** Failed rows stay for a person to look at; a job that succeeds is deleted or re-armed. */
  state: ColumnType<'pending' | 'failed', 'pending' | 'failed' | undefined, 'pending' | 'failed'>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: CreatedAt;
}
