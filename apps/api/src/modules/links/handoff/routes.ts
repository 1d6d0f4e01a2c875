import {
  errorResponseSchema,
  handoffClaimResponseSchema,
  handoffClaimSchema,
  handoffCreateResponseSchema,
  handoffCreateSchema,
  linkDraftResponseSchema,
  linkDraftSchema,
} from '@paperless/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.js';
import { assertUnderLimit, byIp } from '../../../lib/rate-limit/index.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { answerInLinkLanguage } from '../patient-links/language.js';
import { linkPrivacyHeaders, liveTokenFirst, withToken } from '../patient-links/with-token.js';
import { answerInBrowserLanguage } from './browser-language.js';
import { claimHandoff } from './claim.js';
import { HANDOFF_RULES, handoffLimits } from './limits.js';
import { createHandoff, saveLinkDraft } from './service.js';

const params = z.object({ token: z.string().min(1).max(200) });
const linkErrors = {
  ...errorResponses,
  410: errorResponseSchema,
  413: errorResponseSchema,
} as const;

/** Continue on another device (issue 19): the server's draft, and hand-off codes. */
export const linkHandoffRoutes: RoutesPlugin = async (app) => {
  linkPrivacyHeaders(app);
  answerInLinkLanguage(app);

  app.put('/public/links/:token/draft', {
    config: { public: true },
    preValidation: [...handoffLimits.draft, liveTokenFirst(app)],
    schema: {
      tags: ['patient links'],
      summary:
        "Keep the patient's answers so far on the server (signatures left out, sealed), so " +
        'another device can continue the link; only an open link takes one',
      params,
      body: linkDraftSchema,
      response: { 200: linkDraftResponseSchema, ...linkErrors },
    },
    handler: async (request, reply) => {
      const savedAt = await withToken(app, request, reply, () =>
        saveLinkDraft({
          db: app.db,
          cipher: app.cipher,
          token: request.params.token,
          draft: request.body.draft,
          ip: request.ip,
        }),
      );
      return { status: true as const, saved_at: savedAt.toISOString() };
    },
  });

  app.post('/public/links/:token/handoff', {
    config: { public: true },
    preValidation: [...handoffLimits.create, liveTokenFirst(app)],
    schema: {
      tags: ['patient links'],
      summary:
        'Make a code (valid 15 minutes, once) that continues this link on another device ' +
        "after the patient's date of birth is confirmed there; saves the draft given",
      params,
      body: handoffCreateSchema,
      response: { 201: handoffCreateResponseSchema, ...linkErrors },
    },
    handler: async (request, reply) => {
      const made = await withToken(app, request, reply, () =>
        createHandoff({
          db: app.db,
          cipher: app.cipher,
          token: request.params.token,
          dob: request.body.dob,
          draft: request.body.draft,
          ip: request.ip,
        }),
      );
      return reply.code(201).send({ code: made.code, expires_at: made.expiresAt.toISOString() });
    },
  });

  // The claim has no token: its refusals are put in the link's language by claim.ts once the
  // code is found, and those of a body that names no link in the browser's (issue 21).
  await app.register(async (plugin) => {
    answerInBrowserLanguage(plugin);
    const claims = plugin.withTypeProvider<ZodTypeProvider>();
    claims.post('/public/handoffs/claim', {
      config: { public: true },
      preHandler: handoffLimits.claim,
      schema: {
        tags: ['patient links'],
        summary:
          "Continue a link on this device: a hand-off's code and the patient's date of birth " +
          "answer the link's token and the answers saved so far. Unknown or expired codes are " +
          '404/410, a wrong date 422 (five lock the code: 429)',
        body: handoffClaimSchema,
        response: { 200: handoffClaimResponseSchema, 410: errorResponseSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        // Failed claims are limited per address, so codes cannot be guessed from one.
        await assertUnderLimit(request, reply, HANDOFF_RULES.claimMissIp, byIp(request));
        try {
          return await claimHandoff({
            db: app.db,
            cipher: app.cipher,
            code: request.body.code,
            dob: request.body.dob,
            ip: request.ip,
            appUrl: app.config.appUrl,
            acceptLanguage: request.headers['accept-language'],
          });
        } catch (error) {
          if (error instanceof AppError && error.status < 500) {
            await app.rateLimits.consume(HANDOFF_RULES.claimMissIp, byIp(request));
          }
          throw error;
        }
      },
    });
  });
};
