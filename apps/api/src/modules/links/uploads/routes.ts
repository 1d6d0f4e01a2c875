import {
  errorResponseSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  uploadQuerySchema,
  uploadResponseSchema,
} from '@paperless/core';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { limits } from '../../../lib/rate-limit/guards.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { answerInLinkLanguage } from '../patient-links/language.js';
import { findLiveLink, unavailable } from '../patient-links/lookup.js';
import { linkPrivacyHeaders, withToken } from '../patient-links/with-token.js';
import { tooLarge } from './question.js';
import { saveUpload } from './service.js';

const params = z.object({ token: z.string().min(1).max(200) });
const uploadErrors = {
  ...errorResponses,
  410: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
} as const;

/**
 * A patient's file for a file question (issue 17), sent as the raw bytes with the file's
 * Content-Type. Its own plugin: only here does a body arrive as bytes, of any type (the
 * service names the field when the type is not one we take), up to UPLOAD_MAX_BYTES.
 */
export const uploadRoutes: RoutesPlugin = async (app) => {
  linkPrivacyHeaders(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  // Fastify's own answer to an oversized body is in its words; the patient's page needs ours,
  // in the language of the link, as every refusal of what the patient sent.
  answerInLinkLanguage(app, (error) =>
    (error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : error,
  );

  app.post('/public/links/:token/uploads', {
    config: { public: true },
    bodyLimit: UPLOAD_MAX_BYTES,
    // Before the body is read: a token that opens no link costs neither the upload nor a miss
    // more than any other route's (withToken counts it).
    preParsing: async (request, reply) => {
      const { token } = request.params as { token?: unknown };
      await withToken(app, request, reply, async () => {
        if (typeof token !== 'string' || !(await findLiveLink(app.db, token))) throw unavailable();
      });
    },
    preHandler: limits.linkUpload,
    schema: {
      tags: ['patient links'],
      summary:
        "Upload a photo or PDF for one of a link's file questions (the raw file, its type as " +
        'Content-Type); the answer is { upload_id } to send with the form',
      params,
      querystring: uploadQuerySchema,
      consumes: [...UPLOAD_MIME_TYPES],
      body: z.any().describe('The file: a JPEG, PNG or WebP photo, or a PDF, up to 10 MB'),
      response: { 201: uploadResponseSchema, ...uploadErrors },
    },
    handler: async (request, reply) => {
      const data = await withToken(app, request, reply, () =>
        saveUpload({
          db: app.db,
          cipher: app.cipher,
          storage: app.storage,
          token: request.params.token,
          field: request.query.field,
          contentType: request.headers['content-type'],
          body: request.body,
          ip: request.ip,
        }),
      );
      return reply.code(201).send({ data });
    },
  });
};
