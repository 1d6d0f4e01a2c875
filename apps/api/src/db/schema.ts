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
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  plan_id: number | null;
  status: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
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

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string | null;
  succeeded: boolean;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type OutboxState = 'pending' | 'sent' | 'outbox' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body_text: string;
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
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  body: string;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface Database {
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  plans: PlansTable;
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_tokens: PasswordTokensTable;
  login_attempts: LoginAttemptsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  notifications: NotificationsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OutboxRow = Selectable<OutboxTable>;
