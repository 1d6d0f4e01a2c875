import {
  loginAnswerSchema,
  loginSchema,
  meResponseSchema,
  messageResponseSchema,
  messages,
} from '@paperless/core';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { limits } from '../../lib/rate-limit/guards.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { login, logout, me } from './service.js';

export const authRoutes: RoutesPlugin = async (app) => {
  app.post('/login', {
    config: { public: true },
    preHandler: limits.login,
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      body: loginSchema,
      // A session, or the second step of a two-factor sign-in (account-security/login-mfa.ts).
      response: { 200: loginAnswerSchema, ...errorResponses },
    },
    handler: async (request) =>
      login({
        db: app.db,
        config: app.config,
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  });

  app.post('/logout', {
    schema: {
      tags: ['auth'],
      summary: 'End this session',
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await logout(app.db, authOf(request), actorOf(request));
      return { message: messages.loggedOut };
    },
  });

  app.get('/me', {
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user and their permissions',
      response: { 200: meResponseSchema, ...errorResponses },
    },
    handler: async (request) => me(authOf(request)),
  });
};
