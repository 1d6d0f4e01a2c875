import {
  ID_MAX,
  billingStandingResponseSchema,
  clinicBillingMessages,
  clinicBillingResponseSchema,
  clinicInvoiceListResponseSchema,
  clinicInvoiceQuerySchema,
  companyIdParamsSchema,
  companyPlanChangeResponseSchema,
  companyScopeQuerySchema,
  messageResponseSchema,
  payNowResponseSchema,
  payNowSchema,
  planChangeCreateSchema,
  planChangeResponseSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { deliverBillingNotices } from './receipts.js';
import { payNow } from './pay-now.js';
import { companyOpenRequest, requestPlanChange, resolveRequest } from './plan-change.js';
import * as billing from './service.js';

const tags = ['clinic billing'];
// Issue 20: the plan, invoices and Pay now are the owner's (Client Admin) alone; manage_billing
// is clinic-only, so no provider role can be given it.
const permission = 'manage_billing' as const;
// The banner: every clinic user sees it (the owner pays, the others are told to ask the owner).
const standingPermission = [
  'manage_billing',
  'manage_card',
  'manage_forms',
  'view_submissions',
  'manage_company_users',
  'manage_clients',
] as const;
const invoiceParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

/** The clinic owner's billing (issue 20): plan, usage, invoices, pay now, plan change requests. */
export const clinicBillingRoutes: RoutesPlugin = async (app) => {
  // Pay now's receipt goes at once; the rest within a minute (jobs/schedule.ts billing.notices).
  const deliver = () => deliverBillingNotices(app.db, app.cipher, app.config.appUrl);
  const ctx = (request: FastifyRequest): billing.Ctx => ({
    db: app.db,
    auth: authOf(request),
    actor: actorOf(request),
    config: app.config,
  });

  app.get('/company/billing/standing', {
    config: { permission: standingPermission },
    schema: {
      tags,
      summary: "The company's standing and the oldest unpaid invoice (the payment banner)",
      querystring: companyScopeQuerySchema,
      response: { 200: billingStandingResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await billing.getStanding(ctx(request), request.query.company_id),
    }),
  });

  app.get('/company/billing', {
    config: { permission },
    schema: {
      tags,
      summary: "The clinic's plan, this month's usage and cost so far, next charge and card",
      querystring: companyScopeQuerySchema,
      response: { 200: clinicBillingResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await billing.getBilling(ctx(request), request.query.company_id),
    }),
  });

  app.get('/company/billing/invoices', {
    config: { permission },
    schema: {
      tags,
      summary: "The clinic's invoices, newest first, paged",
      querystring: clinicInvoiceQuerySchema.extend(companyScopeQuerySchema.shape),
      response: { 200: clinicInvoiceListResponseSchema, ...errorResponses },
    },
    handler: async (request) => billing.listInvoices(ctx(request), request.query),
  });

  app.get('/company/billing/invoices/:id/pdf', {
    config: { permission },
    schema: {
      tags,
      summary: 'One of the clinic’s invoices as a PDF file',
      params: invoiceParams,
      querystring: companyScopeQuerySchema,
      produces: ['application/pdf'],
      response: { 200: z.any().describe('The invoice PDF'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const file = await billing.invoicePdf(
        ctx(request),
        request.params.id,
        request.query.company_id,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
  });

  app.post('/company/billing/invoices/:id/pay', {
    config: { permission },
    schema: {
      tags,
      summary: 'Pay an unpaid invoice now, with the saved card or a new one (never a card number)',
      params: invoiceParams,
      querystring: companyScopeQuerySchema,
      body: payNowSchema,
      response: { 200: payNowResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      try {
        return await payNow(ctx(request), request.params.id, request.body, {
          companyId: request.query.company_id,
        });
      } finally {
        // The receipt or failure notice, at once rather than on the next tick.
        await deliver().catch((error: unknown) =>
          request.log.error({ err: error }, 'billing notices failed'),
        );
      }
    },
  });

  app.post('/company/billing/plan-change', {
    config: { permission },
    schema: {
      tags,
      summary: 'Ask provider staff for another plan (one open request at a time)',
      querystring: companyScopeQuerySchema,
      body: planChangeCreateSchema,
      response: { 201: planChangeResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await requestPlanChange(ctx(request), request.body, request.query.company_id);
      return reply.code(201).send({ message: clinicBillingMessages.requestSent, data });
    },
  });

  app.get('/company/plan-change/:companyId', {
    config: { permission: 'manage_clients' },
    schema: {
      tags,
      summary: "A client's open plan change request, for its company page (null when none)",
      params: companyIdParamsSchema,
      response: { 200: companyPlanChangeResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await companyOpenRequest(ctx(request), request.params.companyId),
    }),
  });

  app.post('/company/plan-change/:companyId/resolve', {
    config: { permission: 'manage_clients' },
    schema: {
      tags,
      summary: "Mark a client's open plan change request resolved",
      params: companyIdParamsSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await resolveRequest(ctx(request), request.params.companyId);
      return { message: clinicBillingMessages.requestResolved };
    },
  });
};
