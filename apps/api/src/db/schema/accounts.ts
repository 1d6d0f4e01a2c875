// The tables of who signs in: roles and permissions, users, sessions, second factors, password and
// e-mail changes, the sign-in throttle.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Timestamp } from './columns.js';

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

/** Security III: a solved proof-of-work challenge, spent (lib/proof-of-work). */
export interface SpentChallengesTable {
  nonce: string;
  expires_at: Timestamp;
}

/** Security III: a free trial's signup until its owner opens the activation link. */
export interface PendingSignupsTable {
  id: Generated<number>;
  token_hash: string;
  login_email: string;
  password_hash: string;
  /** The wizard's details and agreements (modules/signup/pending.ts PendingDetails). */
  details: ColumnType<unknown, string, string>;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  activated_at: Timestamp | null;
  company_id: number | null;
}

/** Security III: an unlock link e-mailed past the ceiling of failed sign-ins (auth/ceiling). */
export interface LoginUnlocksTable {
  id: Generated<number>;
  user_id: number;
  /** The account's e-mail, lower-case, when the link was made: the ceiling counts by e-mail. */
  email: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string | null;
  succeeded: boolean;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}
