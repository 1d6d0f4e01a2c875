import {
  loginMfaSchema,
  loginResponseSchema,
  mfaEnrolEnableSchema,
  mfaEnrolLoginResponseSchema,
  mfaSetupResponseSchema,
  mfaSetupTokenSchema,
} from '@paperless/core';
import { limits } from '../../../lib/rate-limit/guards.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { signInFrom } from '../sign-in/open-session.js';
import { completeMfaLogin, enrolEnable, enrolSetup } from './login-mfa.js';

const tags = ['auth'];

/**
 * The second step of a sign-in. Public: the challenge or setup token from POST /api/login is
 * the credential, and it opens nothing but these routes.
 */
export const loginMfaRoutes: RoutesPlugin = async (app) => {
  app.post('/login/mfa', {
    config: { public: true },
    preHandler: limits.mfa,
    schema: {
      tags,
      summary: 'Finish a two-factor sign-in with an app code or a recovery code',
      body: loginMfaSchema,
      response: { 200: loginResponseSchema, ...errorResponses },
    },
    handler: async (request) =>
      completeMfaLogin({
        ...signInFrom(app, request),
        token: request.body.challenge,
        code: request.body.code,
        recoveryCode: request.body.recovery_code,
      }),
  });

  app.post('/login/mfa/setup', {
    config: { public: true },
    preHandler: limits.mfa,
    schema: {
      tags,
      summary: 'REQUIRE_STAFF_MFA enrolment at sign-in: the new secret',
      body: mfaSetupTokenSchema,
      response: { 200: mfaSetupResponseSchema, ...errorResponses },
    },
    handler: async (request) =>
      enrolSetup({ db: app.db, cipher: app.cipher, token: request.body.setup_token }),
  });

  app.post('/login/mfa/enable', {
    config: { public: true },
    preHandler: limits.mfa,
    schema: {
      tags,
      summary: 'REQUIRE_STAFF_MFA enrolment at sign-in: confirm a code, get the session',
      body: mfaEnrolEnableSchema,
      response: { 200: mfaEnrolLoginResponseSchema, ...errorResponses },
    },
    handler: async (request) =>
      enrolEnable({
        ...signInFrom(app, request),
        token: request.body.setup_token,
        code: request.body.code,
      }),
  });
};
