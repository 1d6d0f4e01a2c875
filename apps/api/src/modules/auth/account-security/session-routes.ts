import {
  accountSessionsResponseSchema,
  messageResponseSchema,
  messages,
  revokeSessionsResponseSchema,
} from '@paperless/core';
import { z } from 'zod';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { listSessions, revokeOtherSessions, revokeSession } from './active-sessions.js';

const tags = ['account'];
const sessionParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The caller's own live sessions: list them, end the others, or end one. */
export const sessionRoutes: RoutesPlugin = async (app) => {
  app.get('/account/sessions', {
    schema: {
      tags,
      summary: 'Your live sessions: created, last seen, IP, browser, and which is this one',
      response: { 200: accountSessionsResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await listSessions({ db: app.db, config: app.config, auth: authOf(request) }),
    }),
  });

  app.post('/account/sessions/revoke-others', {
    schema: {
      tags,
      summary: 'Sign out every other session of yours',
      response: { 200: revokeSessionsResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const revoked = await revokeOtherSessions({
        db: app.db,
        config: app.config,
        auth: authOf(request),
        actor: actorOf(request),
      });
      return { message: messages.otherSessionsRevoked, revoked };
    },
  });

  app.delete('/account/sessions/:id', {
    schema: {
      tags,
      summary: 'Sign out one of your sessions',
      params: sessionParams,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await revokeSession({
        db: app.db,
        config: app.config,
        auth: authOf(request),
        actor: actorOf(request),
        sessionId: request.params.id,
      });
      return { message: messages.sessionRevoked };
    },
  });
};
