import {
  copyPdfRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  patientCopySettingsQuerySchema,
  patientCopySettingsResponseSchema,
  patientCopySettingsSchema,
  publicCopyResponseSchema,
} from '@paperless/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { limits } from '../../lib/rate-limit/guards.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { linkPrivacyHeaders } from '../links/index.js';
import { contentDisposition } from '../submissions/index.js';
import { COPY_RETRY_SECONDS, isStillBeingMade } from './pdf.js';
import { openCopy, viewCopy } from './service.js';
import { getCopySettings, updateCopySettings } from './settings.js';
import { withCopyToken } from './with-token.js';

const tags = ['patient copies'];
const params = z.object({ token: z.string().min(1).max(200) });
// An expired copy answers 410 with the practice to ask.
const copyErrors = { ...errorResponses, 410: errorResponseSchema } as const;

/**
 * The patient's copy of what they signed (issue 19): public routes authorised by the copy's own
 * token (the link's is spent), and the clinic's choice to e-mail patients a copy.
 */
export const patientCopyRoutes: RoutesPlugin = async (app) => {
  await app.register(async (plugin) => {
    const copies = plugin.withTypeProvider<ZodTypeProvider>();
    // A copy's token is a secret in a URL, as a link's is.
    linkPrivacyHeaders(copies);

    copies.get('/public/copies/:token', {
      config: { public: true },
      preHandler: limits.linkOpen,
      schema: {
        tags,
        summary:
          "A patient's copy: its practice, kind, expiry and whether its PDFs are ready; nothing " +
          'of the patient. Unknown 404, expired 410, locked by wrong birth dates 429',
        params,
        response: { 200: publicCopyResponseSchema, ...copyErrors },
      },
      handler: async (request, reply) => ({
        data: await withCopyToken(app, request, reply, () =>
          openCopy(app.db, request.params.token, request.ip),
        ),
      }),
    });

    copies.post('/public/copies/:token/pdf', {
      config: { public: true },
      // Per address and per token: the page polls while a PDF is made (about 25 calls a minute).
      preHandler: limits.linkSubmit,
      schema: {
        tags,
        summary:
          "The visit's signed PDFs as one file; an e-mailed copy needs the patient's date of " +
          'birth (422 with the tries left, the fifth wrong one locks it: 429). 409 while a PDF ' +
          'is still being made; 202 with what the patient is told when it failed or is late ' +
          "(the copy will follow by the link's channel, or the practice gives it)",
        params,
        body: copyPdfRequestSchema,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('The PDF'),
          202: messageResponseSchema,
          ...copyErrors,
        },
      },
      handler: async (request, reply) => {
        const file = await withCopyToken(app, request, reply, () =>
          viewCopy(
            { db: app.db, storage: app.storage, cipher: app.cipher },
            request.params.token,
            request.body.dob,
            request.ip,
          ).catch((error: unknown) => {
            // 409 with Retry-After: still being made, ask again; without it the PDF failed. The
            // page tells them apart by this, as the message is in the patient's language.
            if (isStillBeingMade(error)) reply.header('retry-after', String(COPY_RETRY_SECONDS));
            throw error;
          }),
        );
        if ('promised' in file) return reply.code(202).send({ message: file.promised });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes);
      },
    });
  });

  app.get('/company/patient-copies', {
    // Every clinic user may see it; provider staff name the company.
    config: { permission: 'manage_forms' },
    schema: {
      tags,
      summary: 'Whether the clinic e-mails its patients a copy of what they signed',
      querystring: patientCopySettingsQuerySchema,
      response: { 200: patientCopySettingsResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await getCopySettings(app.db, authOf(request), request.query.company_id),
    }),
  });

  app.put('/company/patient-copies', {
    // The owner's setting, as the clinic's front-desk settings are.
    config: { permission: 'manage_company_users' },
    schema: {
      tags,
      summary: 'Turn on or off e-mailing patients a copy of what they signed',
      body: patientCopySettingsSchema.extend(patientCopySettingsQuerySchema.shape),
      response: { 200: patientCopySettingsResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { company_id, ...settings } = request.body;
      const ctx = { db: app.db, auth: authOf(request), actor: actorOf(request) };
      return { data: await updateCopySettings(ctx, company_id, settings) };
    },
  });
};
