import {
  pdfDownloadQuerySchema,
  submittedFormsQuerySchema,
  submittedFormsResponseSchema,
} from '@paperless/core';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { clinicInScope, companyInScope } from '../companies/scope.js';
import { downloadSubmissionPdf } from './download.js';
import { listSubmittedForms } from './list.js';

const tags = ['submitted forms'];
const permission = 'view_submissions' as const;

/** Submitted forms: patients with their PDFs, downloads. */
export const submissionRoutes: RoutesPlugin = async (app) => {
  app.get('/submitted-forms', {
    config: { permission },
    schema: {
      tags,
      summary: "A company's patients with their submitted forms, newest first (searched, paged)",
      querystring: submittedFormsQuerySchema,
      response: { 200: submittedFormsResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { company_id, ...query } = request.query;
      const clinic = await clinicInScope(app.db, authOf(request), company_id);
      const page = await listSubmittedForms(
        { db: app.db, actor: actorOf(request) },
        clinic.id,
        query,
      );
      return {
        data: { patients: page.patients },
        total: page.total,
        total_capped: page.totalCapped,
        page: query.page,
        per_page: query.per_page,
        time_zone: clinic.timeZone,
      };
    },
  });

  app.get('/forms/pdf/download', {
    config: { permission },
    schema: {
      tags,
      summary: "One submitted form's PDF (url is the file's 'submission:<id>' reference)",
      querystring: pdfDownloadQuerySchema,
      produces: ['application/pdf'],
      response: { 200: z.any().describe('The PDF'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const companyId = await companyInScope(app.db, authOf(request), request.query.company_id);
      const file = await downloadSubmissionPdf(
        { db: app.db, actor: actorOf(request), storage: app.storage, cipher: app.cipher },
        companyId,
        request.query.url,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });
};
