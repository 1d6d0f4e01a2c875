import {
  errorResponseSchema,
  linkConsentResponseSchema,
  linkConsentSchema,
  linkLanguageResponseSchema,
  linkLanguageSchema,
  linkRenewalResponseSchema,
  linkSendAgainResponseSchema,
  linkStateMessages,
  linkSubmitResponseSchema,
  linkUnavailableResponseSchema,
  linkSubmitSchema,
  patientLinkMessages,
  publicLinkResponseSchema,
} from '@paperless/core';
import { z } from 'zod';
import { limits } from '../../../lib/rate-limit/guards.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { acceptConsent } from './consent.js';
import { answerInLinkLanguage } from './language.js';
import { switchLinkLanguage } from './language-switch.js';
import { LinkGone } from './link-state.js';
import { requestRenewal } from './renewal.js';
import { sendAgain } from './send-again.js';
import { openLink } from './open.js';
import { submitLinkForm } from './service.js';
import { linkPrivacyHeaders, liveTokenFirst, withToken } from './with-token.js';

const params = z.object({ token: z.string().min(1).max(200) });
// A link its practice cancelled answers 410 with the practice's message.
const linkErrors = { ...errorResponses, 410: errorResponseSchema } as const;
// Several signature images (each up to 1 MB, as base64) may come with one form.
const SUBMIT_BODY_LIMIT = 8 * 1_048_576;

/** Public patient links: load a link, submit its forms (authorised by the token alone). */
export const patientLinkRoutes: RoutesPlugin = async (app) => {
  linkPrivacyHeaders(app);
  answerInLinkLanguage(app);

  app.get('/public/links/:token', {
    config: { public: true },
    preHandler: limits.linkOpen,
    schema: {
      tags: ['patient links'],
      summary:
        "A patient link's forms and practice; an unknown token, or a link of a practice that " +
        'is closed, is 404; a link that was submitted, expired or cancelled is 410 saying which, ' +
        'with the practice to call',
      params,
      response: {
        200: publicLinkResponseSchema,
        ...errorResponses,
        410: linkUnavailableResponseSchema,
      },
    },
    handler: async (request, reply) => {
      try {
        const data = await withToken(app, request, reply, () =>
          openLink({ db: app.db, token: request.params.token, ip: request.ip }),
        );
        return { data };
      } catch (error) {
        // The patient's page says what happened and whom to call: no dead end.
        if (!(error instanceof LinkGone)) throw error;
        return reply
          .code(410)
          .send({ status: false as const, message: error.message, link: error.link });
      }
    },
  });

  app.post('/public/links/:token/renewal', {
    config: { public: true },
    preHandler: limits.linkSubmit,
    schema: {
      tags: ['patient links'],
      summary:
        'The patient of an expired or cancelled link asks the practice for a new one; the ' +
        'clinic is told at most once a day per link; a submitted link is 409',
      params,
      response: { 200: linkRenewalResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { alreadyRequested, practice } = await withToken(app, request, reply, () =>
        requestRenewal({ db: app.db, token: request.params.token, ip: request.ip }),
      );
      // The clinic is told after the commit (jobs/renewal-requested.ts).
      app.jobs.kick();
      return {
        status: true as const,
        message: linkStateMessages.asked(practice),
        already_requested: alreadyRequested,
      };
    },
  });

  app.post('/public/links/:token/send-again', {
    config: { public: true },
    preHandler: limits.linkSendAgain,
    schema: {
      tags: ['patient links'],
      summary:
        "The URL of an older message (a resend replaced its token) asks for the link's newest " +
        'URL again, to the same recipient by the same channel; the same answer whether or not a ' +
        'message could go; a submitted, expired or cancelled link is 410 saying which',
      params,
      response: { 200: linkSendAgainResponseSchema, ...linkErrors },
    },
    handler: async (request, reply) => {
      await withToken(app, request, reply, () =>
        sendAgain({
          db: app.db,
          cipher: app.cipher,
          appUrl: app.config.appUrl,
          token: request.params.token,
          ip: request.ip,
        }),
      );
      app.outbox.kick();
      return { status: true as const, message: linkStateMessages.sentAgain };
    },
  });

  app.post('/public/links/:token/consent', {
    config: { public: true },
    preHandler: limits.linkSubmit,
    schema: {
      tags: ['patient links'],
      summary:
        "The patient accepts the e-sign disclosure, once per link, before the link's first " +
        'signature; the version of its text and the time are recorded',
      params,
      body: linkConsentSchema,
      response: { 200: linkConsentResponseSchema, ...linkErrors },
    },
    handler: async (request, reply) => {
      const consent = await withToken(app, request, reply, () =>
        acceptConsent({
          db: app.db,
          token: request.params.token,
          version: request.body.version,
          ip: request.ip,
        }),
      );
      return { status: true as const, consent };
    },
  });

  app.put('/public/links/:token/language', {
    config: { public: true },
    // The token before the body: a stranger's token is a 404 whatever it sends.
    preValidation: [...limits.linkSubmit, liveTokenFirst(app)],
    schema: {
      tags: ['patient links'],
      summary:
        "The patient switched the page's language: the link keeps it, and its submission, PDF, " +
        'reminders and other devices follow it; a submitted or expired link is 404',
      params,
      body: linkLanguageSchema,
      response: { 200: linkLanguageResponseSchema, ...linkErrors },
    },
    handler: async (request, reply) => {
      const language = await withToken(app, request, reply, () =>
        switchLinkLanguage({
          db: app.db,
          token: request.params.token,
          language: request.body.language,
          ip: request.ip,
        }),
      );
      return { language };
    },
  });

  app.post('/public/links/:token/submit', {
    config: { public: true },
    bodyLimit: SUBMIT_BODY_LIMIT,
    preHandler: limits.linkSubmit,
    schema: {
      tags: ['patient links'],
      summary: 'Submit one form of a patient link; the last one completes the link',
      params,
      body: linkSubmitSchema,
      response: { 201: linkSubmitResponseSchema, ...linkErrors },
    },
    handler: async (request, reply) => {
      const { complete, copy } = await withToken(app, request, reply, () =>
        submitLinkForm({
          db: app.db,
          cipher: app.cipher,
          token: request.params.token,
          payload: request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      );
      // Committed: the link's completion is handed to its handlers now (jobs/link-completed.ts).
      if (complete) app.jobs.kick();
      return reply.code(201).send({
        status: true as const,
        message: complete ? patientLinkMessages.submitted : patientLinkMessages.stepSaved,
        complete,
        copy,
      });
    },
  });
};
