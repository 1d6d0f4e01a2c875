import {
  errorResponseSchema,
  VERIFY_MAX_BYTES,
  verifyQuerySchema,
  verifyResponseSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { clinicInScope } from '../../lib/tenancy.js';
import { hashBody, type HashedBody } from './body.js';
import { verifyDocument } from './service.js';

/**
 * Verify a document (issue 18). Its own plugin: only here does a body arrive as a file of any
 * type, read as a stream and hashed on the way (body.ts), never stored. Sign-in and permission
 * are checked before the body is read (the auth hook runs on request).
 */
export const documentVerifyRoutes: RoutesPlugin = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', async (request: FastifyRequest, payload: Readable) => {
    const declared = Number(request.headers['content-length']);
    return hashBody(payload, VERIFY_MAX_BYTES, Number.isFinite(declared) ? declared : undefined);
  });

  app.post('/documents/verify', {
    config: { permission: 'view_submissions' },
    // The stream is read by the parser above, which stops at the limit itself.
    bodyLimit: Number.MAX_SAFE_INTEGER,
    schema: {
      tags: ['submitted forms'],
      summary:
        "Whether a PDF (the raw file as the body) is an unaltered copy of one of the clinic's " +
        'submitted forms, and which one',
      querystring: verifyQuerySchema,
      consumes: ['application/pdf', 'application/octet-stream'],
      body: z.any().describe('The PDF, up to 20 MB'),
      response: { 200: verifyResponseSchema, 413: errorResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const clinic = await clinicInScope(app.db, authOf(request), request.query.company_id);
      const body = request.body as HashedBody | undefined;
      const data = await verifyDocument(
        { db: app.db, actor: actorOf(request) },
        clinic.id,
        body ?? { kind: 'not_pdf', size: 0 },
      );
      return { data, time_zone: clinic.timeZone };
    },
  });
};
