import {
  ID_MAX,
  companyIdParamsSchema,
  companySubscriptionResponseSchema,
  invoiceListResponseSchema,
} from '@paperless/core';
import { z } from 'zod';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { downloadInvoice } from './download.js';
import { assertCompanyVisible, listCompanyInvoices } from './invoices.js';
import { getCompanySubscription } from './subscriptions.js';

const tags = ['finance'];
const permission = 'view_finance' as const;

export const invoiceRoutes: RoutesPlugin = async (app) => {
  app.get('/company/invoice/:companyId', {
    config: { permission },
    schema: {
      tags,
      summary: "A client's invoices, newest first (the Finance Details tab)",
      params: companyIdParamsSchema,
      response: { 200: invoiceListResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await listCompanyInvoices(app.db, authOf(request), request.params.companyId),
    }),
  });

  app.get('/company/subscription/index/:companyId', {
    config: { permission },
    schema: {
      tags,
      summary: "A client's subscription (data is null before it has one)",
      params: companyIdParamsSchema,
      response: { 200: companySubscriptionResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const auth = authOf(request);
      await assertCompanyVisible(app.db, auth, request.params.companyId);
      return { data: await getCompanySubscription(app.db, auth, request.params.companyId) };
    },
  });

  app.get('/invoices/:id/download', {
    config: { permission },
    schema: {
      tags,
      summary: 'One invoice as a PDF file',
      params: z.object({ id: z.coerce.number().int().positive().max(ID_MAX) }),
      produces: ['application/pdf'],
      response: { 200: z.any().describe('The invoice PDF'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const file = await downloadInvoice(
        { db: app.db, auth: authOf(request), actor: actorOf(request) },
        request.params.id,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
  });
};
