import {
  ID_MAX,
  messageResponseSchema,
  pdfDownloadQuerySchema,
  submissionCompanyQuerySchema,
  submissionMessages,
  submittedFormsQuerySchema,
  submittedFormsResponseSchema,
} from '@paperless/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { clinicInScope, companyInScope } from '../../lib/tenancy.js';
import { downloadSubmissionPdf } from './download.js';
import { contentDisposition } from './file-names.js';
import { listSubmittedForms } from './list.js';
import { auditPacket, packetFileName, packetPdf, selectPacket } from './packet.js';
import { packetPdfQuerySchema, packetZipQuerySchema } from './packet-schemas.js';
import { streamPacketZip } from './packet-zip.js';
import { retrySubmissionPdf } from './retry.js';

const tags = ['submitted forms'];
const permission = 'view_submissions' as const;
const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

/** The headers of every file download: a named attachment nobody caches or sniffs. */
function fileReply(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
}

/** Submitted forms: patients with their PDFs, downloads one by one, as one PDF or as a ZIP. */
export const submissionRoutes: RoutesPlugin = async (app) => {
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    actor: actorOf(request),
    storage: app.storage,
    cipher: app.cipher,
  });

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
        { db: app.db, actor: actorOf(request), timeZone: clinic.timeZone },
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
      const file = await downloadSubmissionPdf(deps(request), companyId, request.query.url);
      return fileReply(reply, 'application/pdf', file.fileName).send(file.bytes);
    },
  });

  app.post('/submissions/:id/pdf/retry', {
    config: { permission },
    schema: {
      tags,
      summary:
        "Make a submission's PDF again after it could not be created; 409 when its PDF has not failed",
      params: idParams,
      querystring: submissionCompanyQuerySchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await retrySubmissionPdf(
        { db: app.db, auth: authOf(request), actor: actorOf(request) },
        request.params.id,
        request.query.company_id,
      );
      // Committed: the worker makes it now rather than at its next poll.
      app.pdfWorker.kick();
      return { message: submissionMessages.retryStarted };
    },
  });

  app.get('/submitted-forms/packet.pdf', {
    config: { permission },
    schema: {
      tags,
      summary:
        'Selected submitted forms as one PDF: a first page listing them, then each form in the order submitted',
      querystring: packetPdfQuerySchema,
      produces: ['application/pdf'],
      response: { 200: z.any().describe('The PDF'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { company_id, submission_ids } = request.query;
      const companyId = await companyInScope(app.db, authOf(request), company_id);
      const file = await packetPdf(deps(request), companyId, submission_ids);
      return fileReply(reply, 'application/pdf', file.fileName).send(file.bytes);
    },
  });

  app.get('/submitted-forms/packet.zip', {
    config: { permission },
    schema: {
      tags,
      summary: 'Selected submitted forms as a ZIP of their PDFs (streamed)',
      querystring: packetZipQuerySchema,
      produces: ['application/zip'],
      response: { 200: z.any().describe('The ZIP'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { company_id, submission_ids } = request.query;
      const companyId = await companyInScope(app.db, authOf(request), company_id);
      const ctx = deps(request);
      // Every refusal that can be known from the rows comes before the first byte.
      const files = await selectPacket(ctx, companyId, submission_ids, 'zip');
      await auditPacket(
        ctx,
        companyId,
        'zip',
        files.map((file) => ({ file })),
      );
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      const zip = streamPacketZip(ctx, files, gone.signal);
      void zip.done.then(async (result) => {
        if (result.ok || !result.file) return;
        // A file that failed its check mid-stream: the download broke off; say which and why.
        await auditPacket(ctx, companyId, 'zip', [
          { file: result.file, refused: result.refused },
        ]).catch((error: unknown) => request.log.error({ err: error }, 'ZIP audit failed'));
      });
      return fileReply(reply, 'application/zip', packetFileName(files, 'zip')).send(zip.stream);
    },
  });
};
