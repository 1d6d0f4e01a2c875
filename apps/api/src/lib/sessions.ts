import { sql } from 'kysely';
import { type SessionUser, messages } from '@paperless/core';
import type { Config } from '../config.js';
import type { Db, DbExecutor } from '../db/database.js';
import { AppError } from './errors.js';
import { hashToken, newToken } from './tokens.js';

/** The signed-in caller as routes and services see them. */
export interface AuthContext {
  sessionId: number;
  user: SessionUser;
  permissions: string[];
  /**
   * The clinic's IANA zone for a clinic user (null for provider staff), read with the session
   * so a clinic's screens need no second query for it (issue 16's Submitted Forms speed goal).
   */
  companyTimeZone: string | null;
}

/** The user row joined with what a session needs: role, kind, company and permissions. */
export function selectSessionUser(db: DbExecutor) {
  return (
    db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .leftJoin('companies as c', 'c.id', 'u.company_id')
      .select([
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.role_id',
        'u.company_id',
        'u.associate_id',
        'u.is_owner',
        'u.password_hash',
        'r.name as role',
        'r.kind as user_type',
        'c.name as company_name',
        'c.time_zone as company_time_zone',
        sql<string[]>`coalesce((
        select array_agg(p.key order by p.key) from role_permissions rp
        join permissions p on p.id = rp.permission_id where rp.role_id = u.role_id
      ), '{}')`.as('permissions'),
      ])
      .where('u.deleted_at', 'is', null)
      // A deactivated or deleted clinic's users can neither sign in nor keep a session.
      .where((eb) =>
        eb.or([
          eb('u.company_id', 'is', null),
          eb.and([eb('c.status', '=', 1), eb('c.deleted_at', 'is', null)]),
        ]),
      )
  );
}

export type SessionUserRow = Awaited<
  ReturnType<ReturnType<typeof selectSessionUser>['executeTakeFirstOrThrow']>
>;

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role: row.role,
    role_id: row.role_id,
    user_type: row.user_type,
    associate_id: row.associate_id,
    company_id: row.company_id,
    company: row.company_name === null ? null : { name: row.company_name },
    is_owner: row.is_owner,
  };
}

export async function createSession(
  db: DbExecutor,
  config: Config,
  input: { userId: number; remember: boolean; ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(
    now.getTime() + (input.remember ? config.session.rememberMs : config.session.maxMs),
  );
  await db
    .insertInto('sessions')
    .values({
      user_id: input.userId,
      token_hash: hashToken(token),
      remember: input.remember,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Turns a bearer token into the caller, or throws 401. Idle and absolute timeouts end the
 * session for good (decision 9), so a token cannot come back to life.
 */
export async function resolveSession(db: Db, config: Config, token: string): Promise<AuthContext> {
  const row = await selectSessionUser(db)
    .innerJoin('sessions as s', 's.user_id', 'u.id')
    .select(['s.id as session_id', 's.last_seen_at', 's.expires_at', 's.ended_at'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw new AppError('unauthenticated', messages.unauthenticated);
  if (row.ended_at) throw new AppError('session_expired', messages.sessionExpired);

  const now = Date.now();
  const idleFor = now - row.last_seen_at.getTime();
  if (idleFor > config.session.idleMs || now > row.expires_at.getTime()) {
    await endSessions(
      db,
      { sessionId: row.session_id },
      idleFor > config.session.idleMs ? 'idle' : 'expired',
    );
    throw new AppError('session_expired', messages.sessionExpired);
  }
  // Touch last_seen_at now and then rather than on every call: one write per active user a few
  // times a minute is plenty for a 30-minute idle limit.
  if (idleFor > Math.min(15_000, config.session.idleMs / 10)) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id', '=', row.session_id)
      .execute();
  }
  return {
    sessionId: row.session_id,
    user: toSessionUser(row),
    permissions: row.permissions,
    companyTimeZone: row.company_time_zone,
  };
}

export async function endSessions(
  db: DbExecutor,
  which: { sessionId: number } | { userId: number; exceptSessionId?: number },
  reason: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: new Date(), ended_reason: reason })
    .where('ended_at', 'is', null);
  if ('sessionId' in which) {
    query = query.where('id', '=', which.sessionId);
  } else {
    query = query.where('user_id', '=', which.userId);
    if (which.exceptSessionId !== undefined) query = query.where('id', '!=', which.exceptSessionId);
  }
  await query.execute();
}
