import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The database as Kysely sees it. Timestamps are timestamptz (UTC); soft-deleted rows keep a
 * deleted_at. Keep in step with the migrations in ./migrations.
 */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface RolesTable {
  id: Generated<number>;
  name: string;
  kind: 'provider' | 'clinic';
  is_system: boolean;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PermissionsTable {
  id: Generated<number>;
  key: string;
  name: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface PlansTable {
  id: Generated<number>;
  name: string;
  encounter: number;
  /** numeric: pg answers it as a string; queries cast it to a number. */
  price: ColumnType<string, number | string, number | string>;
  overage_cost: ColumnType<string | null, number | string | null, number | string | null>;
  description: string | null;
  is_active: ColumnType<number, number | undefined, number>;
  on_demand: ColumnType<boolean, boolean | undefined, boolean>;
  company_name: string | null;
  /** Who made a custom plan (migration 0013): its Sales Person sees it before the client exists. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

type Money = ColumnType<string, number | string, number | string>;
type DateOnly = ColumnType<Date, Date | string, Date | string>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  plan_id: number | null;
  /** 1 active, 0 inactive (deactivated by staff with in_active_reason). */
  status: ColumnType<number, number | undefined, number>;
  address: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  contact_first_name: string | null;
  contact_person_last_name: string | null;
  phone: string | null;
  ext: string | null;
  /** The owner's login e-mail. */
  email: string | null;
  billing_email: string | null;
  plan_type: ColumnType<string, string | undefined, string>;
  logo_key: string | null;
  /** The owning Sales Person's user id; null: the house (shown as Super Admin). */
  reference_id: number | null;
  in_active_reason: string | null;
  /** IANA zone (migration 0014): every time the clinic or its patients see is shown in it. */
  time_zone: ColumnType<string, string | undefined, string>;
  /** The clinic's reminder schedule (core ReminderSchedule); null: the default one. */
  reminder_schedule: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export interface FormsTable {
  id: Generated<number>;
  company_id: number;
  /** 1 to 10 for a form made from a template; null for a clinic's own form. */
  template_id: number | null;
  raw: ColumnType<string, string | undefined, string>;
  title: string;
  description: string | null;
  status: ColumnType<number, number | undefined, number>;
  fields: ColumnType<unknown, string | null | undefined, string | null>;
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export type SubscriptionStatus = 'trial' | 'paid' | 'pending' | 'suspended';

export interface SubscriptionsTable {
  id: Generated<number>;
  company_id: number;
  plan_id: number;
  status: SubscriptionStatus;
  trial_ends_at: Timestamp | null;
  current_period_start: DateOnly;
  current_period_end: DateOnly;
  next_payment_at: DateOnly | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type InvoiceStatus = 'paid' | 'pending' | 'failed' | 'void';

export interface InvoicesTable {
  id: Generated<number>;
  company_id: number;
  subscription_id: number;
  plan_id: number;
  number: string;
  period_start: DateOnly;
  period_end: DateOnly;
  encounters: ColumnType<number, number | undefined, number>;
  plan_price: Money;
  overage_amount: ColumnType<string, number | string | undefined, number | string>;
  amount: Money;
  status: InvoiceStatus;
  due_at: DateOnly;
  paid_at: Timestamp | null;
  payment_reference: string | null;
  created_at: CreatedAt;
  /** The billing run's lines (modules/billing/amounts.ts InvoiceLine[]); null on older rows. */
  line_items: ColumnType<unknown, string | null | undefined, string | null>;
  failure_reason: string | null;
  charge_attempts: ColumnType<number, number | undefined, number>;
  charge_card_id: number | null;
  charge_locked_until: Timestamp | null;
}

export interface EncountersTable {
  id: Generated<string>;
  company_id: number;
  patient_first_name: string;
  patient_last_name: string;
  patient_dob: DateOnly | null;
  /** HMAC of the normalised name and birth date (store/patient-key.ts); groups a patient. */
  patient_key: string;
  /** The keyring key patient_key was made under; null: an unkeyed sha256 made before 0012. */
  patient_key_id: ColumnType<string | null, string | null | undefined, string | null>;
  completed_at: CreatedAt;
  /** The link whose completion this encounter is (null for encounters made before links). */
  link_id: string | number | null;
}

export interface SubmissionsTable {
  id: Generated<string>;
  encounter_id: string | number;
  company_id: number;
  form_id: number;
  form_version: number;
  form_name: string;
  pdf_key: string | null;
  pdf_name: string | null;
  created_at: CreatedAt;
  link_id: string | number | null;
  /** AES-256-GCM of the answers' JSON; null only for rows made before encryption. */
  answers: string | null;
  pdf_status: 'pending' | 'ready' | 'failed' | null;
  pdf_sha256: string | null;
  /** The key that sealed the PDF file (migration 0008); null: a file stored in clear. */
  pdf_key_id: ColumnType<string | null, string | null | undefined, string | null>;
  pdf_attempts: ColumnType<number, number | undefined, number>;
  pdf_lease_until: Timestamp | null;
}

export interface FormVersionsTable {
  id: Generated<number>;
  form_id: number;
  version: number;
  title: string;
  description: string | null;
  fields: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface BucketsTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export interface BucketFormsTable {
  bucket_id: number;
  form_id: number;
  position: number;
}

export interface FormLinksTable {
  id: Generated<string>;
  company_id: number;
  /** sha256 (hex) of the random token in the link; the token itself is never stored. */
  token_hash: string;
  form_id: number | null;
  bucket_id: number | null;
  channel: 'email' | 'sms';
  /** The e-mail address or phone number the link was sent to, sealed (lib/crypto.ts encryptJson). */
  recipient: string;
  created_by: number | null;
  created_at: CreatedAt;
  last_sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
  send_count: ColumnType<number, number | undefined, number>;
  opened_at: Timestamp | null;
  submitted_at: Timestamp | null;
  expires_at: Timestamp;
  /** Migration 0014 (issue 16): the front desk's view of a link. */
  patient_name: string | null;
  visit_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancelled_by: number | null;
  last_opened_at: Timestamp | null;
  /** A bucket's first saved form. */
  progress_at: Timestamp | null;
  reminders_sent: ColumnType<number, number | undefined, number>;
  last_reminded_at: Timestamp | null;
  /** When the next reminder is due; null: none is. */
  next_reminder_at: Timestamp | null;
  reminders_stopped_at: Timestamp | null;
  /** The token sealed (cipher.encryptJson) while reminders may need it; null once finished. */
  token_sealed: string | null;
  /** cipher.mac of the normalised recipient: exact search and STOP's lookup. */
  recipient_mac: string | null;
}

/** An inbound STOP: no more SMS from that clinic to that number (migration 0014). */
export interface SmsOptOutsTable {
  company_id: number;
  phone_mac: string;
  opted_out_at: CreatedAt;
}

export interface LinkStepsTable {
  link_id: string | number;
  form_id: number;
  form_version: number;
  /** Encrypted like submissions.answers. */
  answers: string;
  created_at: CreatedAt;
}

export interface CardsTable {
  id: Generated<number>;
  company_id: number;
  card_holder_name: string;
  card_brand: string;
  card_last_four: string;
  exp_month: number;
  exp_year: number;
  email: string | null;
  /** Stripe PaymentMethod id, or 'demo' in demo mode. */
  provider_ref: string;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  /** Null until the user sets a password from their invitation link. */
  password_hash: string | null;
  role_id: number;
  company_id: number | null;
  associate_id: number | null;
  is_owner: ColumnType<boolean, boolean | undefined, boolean>;
  /** Sealed with the installation's cipher; counts only once totp_enabled_at is set. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The last 30-second TOTP step accepted: a code is never accepted twice. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** Completion e-mails (migration 0014): 'instant' | 'digest' | 'off'. */
  completion_email: ColumnType<string, string | undefined, string>;
  /** The daily digest has covered completions up to here. */
  digest_sent_through: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  remember: boolean;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
  ended_reason: string | null;
  /** When the user last confirmed their password in this session (re-authentication). */
  reauth_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface MfaChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: 'verify' | 'enroll';
  remember: boolean;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface PasswordTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: 'reset' | 'invite';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A pending or finished login e-mail change (migration 0010, decision 24). */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  old_email: string;
  new_email: string;
  requested_by: number | null;
  origin: 'self' | 'staff' | 'force';
  current_token_hash: string | null;
  new_token_hash: string | null;
  current_confirmed_at: Timestamp | null;
  new_confirmed_at: Timestamp | null;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_at: CreatedAt;
}

/** The sign-in lockout's counter per (e-mail, address) (migration 0013, login-throttle.ts). */
export interface LoginThrottleTable {
  email: string;
  ip: string;
  attempts: number;
  window_start: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: Timestamp | null;
  strikes: number;
  granted: boolean;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string | null;
  succeeded: boolean;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

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

/** Messages a clinic sent per UTC day: its daily sending quota (migration 0011). */
export interface CompanySendDaysTable {
  company_id: number;
  day: DateOnly;
  sent: number;
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

/** A clinic's patients with their latest submission (migration 0015; triggers on encounters). */
export interface SubmittedPatientsTable {
  company_id: number;
  patient_key: string;
  last_submitted_at: Date;
}

export interface Database {
  dashboard_months: DashboardMonthsTable;
  company_months: CompanyMonthsTable;
  submitted_patients: SubmittedPatientsTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  plans: PlansTable;
  companies: CompaniesTable;
  forms: FormsTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  encounters: EncountersTable;
  submissions: SubmissionsTable;
  form_versions: FormVersionsTable;
  buckets: BucketsTable;
  bucket_forms: BucketFormsTable;
  form_links: FormLinksTable;
  sms_opt_outs: SmsOptOutsTable;
  link_steps: LinkStepsTable;
  cards: CardsTable;
  users: UsersTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  password_tokens: PasswordTokensTable;
  email_changes: EmailChangesTable;
  login_attempts: LoginAttemptsTable;
  login_throttle: LoginThrottleTable;
  outbox: OutboxTable;
  company_send_days: CompanySendDaysTable;
  audit_log: AuditLogTable;
  notifications: NotificationsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OutboxRow = Selectable<OutboxTable>;
