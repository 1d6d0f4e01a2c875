import {
  changePasswordSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  messages,
  setPasswordSchema,
} from '@paperless/core';
import { z } from 'zod';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { limits } from '../../../lib/rate-limit/guards.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { changePassword, requestPasswordReset, setPasswordWithToken } from './service.js';

export const passwordRoutes: RoutesPlugin = async (app) => {
  app.post('/forgot-password', {
    config: { public: true },
    preHandler: limits.forgotPassword,
    schema: {
      tags: ['auth'],
      summary: 'Send a reset link when the account exists; the answer is the same either way',
      body: forgotPasswordSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await requestPasswordReset({
        db: app.db,
        config: app.config,
        cipher: app.cipher,
        email: request.body.email,
        ip: request.ip,
      });
      app.outbox.kick();
      return { message: messages.resetLinkSent };
    },
  });

  app.post('/password/reset/:tokenId', {
    config: { public: true },
    preHandler: limits.passwordReset,
    schema: {
      tags: ['auth'],
      summary: 'Set a password from a reset or invitation link',
      params: z.object({ tokenId: z.string().min(1).max(200) }),
      body: setPasswordSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await setPasswordWithToken({
        db: app.db,
        token: request.params.tokenId,
        password: request.body.password,
        ip: request.ip,
      });
      return { message: messages.passwordSet };
    },
  });

  app.post('/change-password', {
    schema: {
      tags: ['auth'],
      summary: "Change the signed-in user's password",
      body: changePasswordSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await changePassword({
        db: app.db,
        auth: authOf(request),
        actor: actorOf(request),
        oldPassword: request.body.old_password,
        password: request.body.password,
      });
      return { message: messages.passwordChanged };
    },
  });
};
