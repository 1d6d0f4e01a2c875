import {
  messages,
  mfaEnableSchema,
  mfaSetupResponseSchema,
  mfaStatusResponseSchema,
  messageResponseSchema,
  reauthResponseSchema,
  reauthSchema,
  recoveryCodesResponseSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin, type TypedApp } from '../../../lib/route-kit.js';
import { loginMfaRoutes } from './login-routes.js';
import {
  disableMfa,
  enableMfa,
  mfaStatus,
  regenerateRecoveryCodes,
  setupMfa,
  type MfaOptions,
} from './mfa.js';
import { reauthenticate } from './reauth.js';
import { sessionRoutes } from './session-routes.js';

const tags = ['account'];

const mfaOptions = (app: TypedApp, request: FastifyRequest): MfaOptions => ({
  db: app.db,
  config: app.config,
  cipher: app.cipher,
  auth: authOf(request),
  actor: actorOf(request),
});

/**
 * Two-factor sign-in, re-authentication and active sessions (issue 7). Changes of two-factor
 * answer 403 `Please confirm your password to continue` until POST /api/account/reauth.
 */
export const accountSecurityRoutes: RoutesPlugin = async (app) => {
  await app.register(loginMfaRoutes);
  await app.register(sessionRoutes);

  app.post('/account/reauth', {
    schema: {
      tags,
      summary: 'Confirm the password (and a code with two-factor): sensitive changes for 5 minutes',
      body: reauthSchema,
      response: { 200: reauthResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const until = await reauthenticate({
        db: app.db,
        cipher: app.cipher,
        auth: authOf(request),
        actor: actorOf(request),
        password: request.body.password,
        code: request.body.code,
        recoveryCode: request.body.recovery_code,
      });
      return { message: messages.reauthConfirmed, reauth_until: until.toISOString() };
    },
  });

  app.get('/account/mfa', {
    schema: {
      tags,
      summary: 'Whether two-factor sign-in is on, and recovery codes left',
      response: { 200: mfaStatusResponseSchema, ...errorResponses },
    },
    handler: async (request) =>
      mfaStatus({ db: app.db, config: app.config, auth: authOf(request) }),
  });

  app.post('/account/mfa/setup', {
    schema: {
      tags,
      summary: 'Start two-factor setup: a new secret and its otpauth URI (re-authentication)',
      response: { 200: mfaSetupResponseSchema, ...errorResponses },
    },
    handler: async (request) => setupMfa(mfaOptions(app, request)),
  });

  app.post('/account/mfa/enable', {
    schema: {
      tags,
      summary: 'Turn two-factor on with a code from the app; answers the recovery codes once',
      body: mfaEnableSchema,
      response: { 200: recoveryCodesResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const codes = await enableMfa({ ...mfaOptions(app, request), code: request.body.code });
      return { message: messages.mfaEnabled, recovery_codes: codes };
    },
  });

  app.post('/account/mfa/disable', {
    schema: {
      tags,
      summary: 'Turn two-factor off (re-authentication)',
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await disableMfa(mfaOptions(app, request));
      app.outbox.kick();
      return { message: messages.mfaDisabled };
    },
  });

  app.post('/account/mfa/recovery-codes', {
    schema: {
      tags,
      summary: 'Replace the recovery codes (re-authentication); answers the new ones once',
      response: { 200: recoveryCodesResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const codes = await regenerateRecoveryCodes(mfaOptions(app, request));
      return { message: messages.mfaEnabled, recovery_codes: codes };
    },
  });
};
