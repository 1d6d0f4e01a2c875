import type { LoginResponse } from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.js';
import type { DbExecutor } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import type { TypedApp } from '../../../lib/route-kit.js';
import { createSession, toSessionUser, type SessionUserRow } from '../../../lib/sessions.js';
import { recordLoginAttempt } from './login-throttle.js';

/**
 * The end of every successful sign-in (password alone, or password and a second factor): a new
 * session, the success that resets the lockout count, and the audit row.
 */
export async function openSession(
  trx: DbExecutor,
  config: Config,
  row: SessionUserRow,
  input: {
    remember: boolean;
    ip: string | null;
    userAgent: string | null;
    details?: Record<string, unknown>;
  },
): Promise<LoginResponse> {
  const session = await createSession(trx, config, {
    userId: row.id,
    remember: input.remember,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await recordLoginAttempt(trx, { email: row.email.toLowerCase(), ip: input.ip, succeeded: true });
  await writeAudit(
    trx,
    { userId: row.id, role: row.role, companyId: row.company_id, ip: input.ip },
    { action: 'auth.login', targetType: 'user', targetId: row.id, details: input.details },
  );
  return {
    token: session.token,
    user: toSessionUser(row),
    permissions: row.permissions,
    expires_at: session.expiresAt.toISOString(),
  };
}

/** What every step of a sign-in takes from its request: the app's stores, and where from. */
export const signInFrom = (app: TypedApp, request: FastifyRequest) => ({
  db: app.db,
  config: app.config,
  cipher: app.cipher,
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
