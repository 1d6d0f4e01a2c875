import {
  accountUnlockMessages,
  accountUnlockSchema,
  loginAnswerSchema,
  loginSchema,
  meResponseSchema,
  messageResponseSchema,
  messages,
  proofChallengeSchema,
} from '@paperless/core';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { newChallenge } from '../../../lib/proof-of-work/index.js';
import { limits } from '../../../lib/rate-limit/guards.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { signInFrom } from './open-session.js';
import { login, logout, me } from './service.js';
import { unlockAccount } from './unlock.js';

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
    handler: async (request) => login({ ...signInFrom(app, request), ...request.body }),
  });

  app.get('/login/challenge', {
    config: { public: true },
    preHandler: limits.loginChallenge,
    schema: {
      tags: ['auth'],
      summary:
        'A proof-of-work challenge (ALTCHA) to solve when sign-in asks for one: an account past ' +
        'its ceiling of failed sign-ins',
      response: { 200: proofChallengeSchema, ...errorResponses },
    },
    handler: async (_request, reply) => {
      // Each challenge is for one use: no cache may hand the same one to two sign-ins.
      reply.header('cache-control', 'no-store');
      return newChallenge({ cipher: app.cipher, config: app.config.proofOfWork });
    },
  });

  app.post('/login/unlock', {
    config: { public: true },
    preHandler: limits.loginUnlock,
    schema: {
      tags: ['auth'],
      summary: "Lift the extra sign-in check with the link e-mailed to the account's owner",
      body: accountUnlockSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await unlockAccount({ db: app.db, token: request.body.token, ip: request.ip });
      return { message: accountUnlockMessages.unlocked };
    },
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
