import {
  ID_MAX,
  submissionUploadsQuerySchema,
  submissionUploadsResponseSchema,
} from '@paperless/core';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { companyInScope } from '../../lib/tenancy.js';
import { listSubmissionUploads, openSubmissionUpload } from './staff.js';

const tags = ['submitted forms'];
const permission = 'view_submissions' as const;
const id = z.coerce.number().int().positive().max(ID_MAX);
// Any text: an upload id that is no uuid names nothing, and answers 404 like a wrong one.
const fileParams = z.object({ id, uploadId: z.string().min(1).max(100) });

/** The files patients uploaded with a submission, for staff (View Forms, issue 17). */
export const submissionUploadRoutes: RoutesPlugin = async (app) => {
  app.get('/submissions/:id/uploads', {
    config: { permission },
    schema: {
      tags,
      summary: "A submitted form's uploaded photos and PDFs (their facts, not the files)",
      params: z.object({ id }),
      querystring: submissionUploadsQuerySchema,
      response: { 200: submissionUploadsResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const companyId = await companyInScope(app.db, authOf(request), request.query.company_id);
      const data = await listSubmissionUploads(
        { db: app.db, actor: actorOf(request) },
        companyId,
        request.params.id,
      );
      return { data };
    },
  });

  app.get('/submissions/:id/uploads/:uploadId', {
    config: { permission },
    schema: {
      tags,
      summary: 'One uploaded file of a submitted form, as the patient sent it after cleaning',
      params: fileParams,
      querystring: submissionUploadsQuerySchema,
      produces: ['image/jpeg', 'image/png', 'application/pdf'],
      response: { 200: z.any().describe('The file'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const companyId = await companyInScope(app.db, authOf(request), request.query.company_id);
      const file = await openSubmissionUpload(
        { db: app.db, actor: actorOf(request), storage: app.storage, cipher: app.cipher },
        companyId,
        request.params.id,
        request.params.uploadId,
      );
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });
};
