import {
  errorResponseSchema,
  messages,
  linkSubmitResponseSchema,
  linkSubmitSchema,
  patientLinkMessages,
  publicLinkResponseSchema,
} from '@paperless/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { anonymous, writeAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { limits, RATE_RULES } from '../../lib/rate-limit/guards.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { openLink, submitLinkForm } from './service.js';

const params = z.object({ token: z.string().min(1).max(200) });
// A link its practice cancelled answers 410 with the practice's message.
const linkErrors = { ...errorResponses, 410: errorResponseSchema } as const;
// Several signature images (each up to 1 MB, as base64) may come with one form.
const SUBMIT_BODY_LIMIT = 8 * 1_048_576;

/** Public patient links: load a link, submit its forms (authorised by the token alone). */
export const patientLinkRoutes: RoutesPlugin = async (app) => {
  // A link is a secret in a URL: no referrer carries it away, no search engine keeps the page,
  // no shared cache keeps the answer.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    reply.header('Cache-Control', 'no-store');
  });

  /**
   * Runs a token's work; a token that opens nothing counts against the caller's address, and
   * past the miss budget a miss answers 429 instead of 404. A token that opens a link is never
   * refused here: a clinic's waiting room shares one address, and someone else's misses there
   * must not block the patients' real links (every lookup also counts, at a far higher limit:
   * limits.linkOpen; tokens are 256 random bits, so guessing one is hopeless either way).
   * A cancelled link (410) is no miss: only its real token gets that answer.
   */
  async function withToken<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => Promise<T>,
  ): Promise<T> {
    const ip = request.ip;
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') {
        const miss = await app.rateLimits.consume(RATE_RULES.linkMissIp, ip);
        await writeAudit(app.db, anonymous(ip), {
          action: 'patient_link.unavailable',
          outcome: 'denied',
        });
        if (!miss.allowed) {
          reply.header('retry-after', String(miss.retryAfter));
          throw new AppError('too_many_requests', messages.tooManyRequests);
        }
      }
      if (error instanceof AppError && error.code === 'gone') {
        await writeAudit(app.db, anonymous(ip), {
          action: 'patient_link.unavailable',
          outcome: 'denied',
          details: { reason: 'cancelled' },
        });
      }
      throw error;
    }
  }

  app.get('/public/links/:token', {
    config: { public: true },
    preHandler: limits.linkOpen,
    schema: {
      tags: ['patient links'],
      summary:
        "A patient link's forms and practice; unknown, expired or used links are 404, " +
        'a link the practice cancelled is 410',
      params,
      response: { 200: publicLinkResponseSchema, ...linkErrors },
    },
    handler: async (request, reply) => {
      const data = await withToken(request, reply, () =>
        openLink({ db: app.db, token: request.params.token, ip: request.ip }),
      );
      return { data };
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
      const { complete } = await withToken(request, reply, () =>
        submitLinkForm({
          db: app.db,
          cipher: app.cipher,
          token: request.params.token,
          payload: request.body,
          ip: request.ip,
          appUrl: app.config.appUrl,
        }),
      );
      // Committed: the PDF worker may start on the new submissions now.
      if (complete) app.pdfWorker.kick();
      return reply.code(201).send({
        status: true as const,
        message: complete ? patientLinkMessages.submitted : patientLinkMessages.stepSaved,
        complete,
      });
    },
  });
};
