import {
  messageResponseSchema,
  paymentIntentRequestSchema,
  paymentIntentResponseSchema,
  proofChallengeSchema,
  signupConfigSchema,
  signupLoginEmailSchema,
  signupMessages,
  signupPayloadSchema,
  signupResponseSchema,
  trialActivationSchema,
} from '@paperless/core';
import { anonymous } from '../../lib/audit.js';
import { limits, RATE_RULES } from '../../lib/rate-limit/guards.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { newChallenge } from '../../lib/proof-of-work/index.js';
import { stripeClient } from '../../lib/stripe.js';
import { createSignupIntent } from './payment.js';
import { checkBeforePayment, registerClient } from './service.js';
import { activateTrial } from './trial-activation.js';

/** Signups per address per 15 minutes; a real clinic signs up once, a script many times. */
export const SIGNUP_LIMIT = RATE_RULES.signupIp.max;
export const SIGNUP_CHECK_LIMIT = RATE_RULES.signupCheckIp.max;
const tags = ['signup'];

/** Self-signup (decision 18): the payment of the first month and POST /api/register-client. */
export const signupRoutes: RoutesPlugin = async (app) => {
  const stripe = stripeClient(app.config);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/signup/config', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Payment mode of the wizard: demo card form, or Stripe with its publishable key',
      response: { 200: signupConfigSchema },
    },
    handler: async () => ({
      mode: stripe ? ('stripe' as const) : ('demo' as const),
      publishable_key: app.config.stripe?.publishableKey ?? null,
    }),
  });

  app.get('/signup/challenge', {
    config: { public: true },
    preHandler: limits.signupChallenge,
    schema: {
      tags,
      summary: 'A proof-of-work challenge (ALTCHA) for the wizard to solve before registering',
      response: { 200: proofChallengeSchema, ...errorResponses },
    },
    handler: async () => newChallenge({ cipher: app.cipher, config: app.config.proofOfWork }),
  });

  app.post('/signup/check', {
    config: { public: true },
    preHandler: limits.signupCheck,
    schema: {
      tags,
      summary: 'Step 2: checks the login e-mail is well formed (the same answer whether taken)',
      body: signupLoginEmailSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    // Whether the address has an account is told only at the last step (the payment intent or
    // the registration), so this route cannot be used to list who has an account (Security II).
    handler: async () => ({ message: signupMessages.emailChecked }),
  });

  app.post('/signup/payment-intent', {
    config: { public: true },
    preHandler: limits.signup,
    schema: {
      tags,
      summary: "Stripe mode: a PaymentIntent for the plan's first month",
      body: paymentIntentRequestSchema,
      response: { 201: paymentIntentResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      if (!stripe) return reply.code(404).send({ message: 'Payments run in demo mode.' });
      const plan = await checkBeforePayment(app.db, request.body.planId, request.body.loginEmail);
      const clientSecret = await createSignupIntent(stripe, plan, request.body.loginEmail);
      return reply.code(201).send({ client_secret: clientSecret });
    },
  });

  app.post('/register-client', {
    config: { public: true },
    preHandler: limits.signup,
    schema: {
      tags,
      summary:
        'Create a clinic from the signup wizard (first month paid), or hold a free trial until its e-mailed link is opened',
      body: signupPayloadSchema,
      response: { 201: signupResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const mail = { config: app.config, cipher: app.cipher };
      const message = await registerClient(
        { db: app.db, stripe, actor: anonymous(request.ip), mail },
        request.body,
      );
      app.outbox.kick();
      return reply.code(201).send({ status: true as const, message });
    },
  });

  app.post('/signup/activate', {
    config: { public: true },
    preHandler: limits.signupActivate,
    schema: {
      tags,
      summary: "Start a free trial from its e-mailed activation link (the link's token)",
      body: trialActivationSchema,
      response: { 200: signupResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const mail = { config: app.config, cipher: app.cipher };
      const message = await activateTrial(app.db, mail, anonymous(request.ip), request.body.token);
      app.outbox.kick();
      return { status: true as const, message };
    },
  });
};
