import { type Permission, messages } from '@paperless/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { writeAudit, type AuditActor } from './audit.js';
import { AppError } from './errors.js';
import { resolveSession, type AuthContext } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Open to anyone; every other route needs a live session (default deny). */
    public?: boolean;
    /** Needed on top of a session; with a list, any one of them will do. */
    permission?: Permission | readonly Permission[];
  }
}

/** The signed-in caller; routes that are not public can rely on it. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthenticated', messages.unauthenticated);
  return request.auth;
}

export function actorOf(request: FastifyRequest): AuditActor {
  const auth = request.auth;
  return {
    userId: auth?.user.id ?? null,
    role: auth?.user.role ?? null,
    companyId: auth?.user.company_id ?? null,
    ip: request.ip,
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/**
 * Checks every /api route as the request arrives, before its body is even parsed: the session
 * unless the route is public, then the route's permission. Routes declare their needs in
 * `config`, so none can forget them.
 */
export const authHook = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (routeConfig.public || request.is404) return;
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthenticated', messages.unauthenticated);
    request.auth = await resolveSession(opts.db, opts.config, token);
    const needed = routeConfig.permission;
    const anyOf: readonly string[] =
      needed === undefined ? [] : typeof needed === 'string' ? [needed] : needed;
    if (anyOf.length > 0 && !anyOf.some((p) => request.auth?.permissions.includes(p))) {
      // Refused attempts are evidence too (HIPAA audit controls): who tried what, from where.
      await writeAudit(opts.db, actorOf(request), {
        action: 'access.denied',
        outcome: 'denied',
        targetType: 'route',
        targetId: `${request.method} ${request.routeOptions.url ?? ''}`,
      });
      throw new AppError('forbidden', messages.forbidden);
    }
  });
});
