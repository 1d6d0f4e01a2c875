import multipart from '@fastify/multipart';
import {
  ID_MAX,
  companyListQuerySchema,
  companyListResponseSchema,
  companyMessages,
  companyPayloadSchema,
  companyResponseSchema,
  companyStatusSchema,
  companyStoreResponseSchema,
  companyUpdateResponseSchema,
  emailChangeMessages,
  LOGO_MAX_BYTES,
  messageResponseSchema,
  salesContactsResponseSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { deleteCompany, setCompanyStatus } from './lifecycle.js';
import { logoRoutes, storeLogo } from './logo.js';
import { listSalesContacts } from './sales-contacts.js';
import * as companies from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
const tags = ['clients'];
const permission = 'manage_clients' as const;

export const companyRoutes: RoutesPlugin = async (app) => {
  // Create may carry the logo as multipart; every other field arrives as text beside it.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // One byte over the limit is enough to know the file is too big (answered as 422 below).
    limits: { fileSize: LOGO_MAX_BYTES + 1, files: 1, fields: 30 },
    throwFileSizeLimit: false,
  });
  const ctx = (request: FastifyRequest): companies.Ctx => ({
    db: app.db,
    auth: authOf(request),
    actor: actorOf(request),
    config: app.config,
    cipher: app.cipher,
  });

  for (const url of ['/company', '/company/sales-person']) {
    app.get(url, {
      config: { permission },
      schema: {
        tags,
        summary: 'Clients by name, a page at a time (a Sales Person sees only their own)',
        querystring: companyListQuerySchema,
        response: { 200: companyListResponseSchema, ...errorResponses },
      },
      handler: async (request) => companies.listCompanies(app.db, authOf(request), request.query),
    });
  }

  app.get('/company/sales-contacts', {
    config: { permission },
    schema: {
      tags,
      summary: 'Sales Persons a client can be assigned to',
      response: { 200: salesContactsResponseSchema, ...errorResponses },
    },
    handler: async () => ({ users: await listSalesContacts(app.db) }),
  });

  for (const url of ['/company/edit/:id', '/company/view/:id', '/company/update/:id']) {
    app.get(url, {
      config: { permission },
      schema: {
        tags,
        summary: 'One client',
        params: idParams,
        response: { 200: companyResponseSchema, ...errorResponses },
      },
      handler: async (request) => ({
        data: await companies.getCompany(app.db, authOf(request), request.params.id),
      }),
    });
  }

  app.post('/company/store', {
    config: { permission },
    schema: {
      tags,
      summary: 'Create a client with its owner, forms and trial (JSON, or multipart with a logo)',
      consumes: ['application/json', 'multipart/form-data'],
      body: companyPayloadSchema.extend({ logo: z.unknown().optional() }),
      response: { 201: companyStoreResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { logo, ...payload } = request.body;
      const logoKey = logo === undefined || logo === '' ? null : await storeLogo(app, logo);
      const data = await companies.createCompany(ctx(request), payload, logoKey);
      return reply
        .code(201)
        .send({ status: true as const, message: companyMessages.created, data });
    },
  });

  app.post('/company/update/:id', {
    config: { permission },
    schema: {
      tags,
      summary:
        "Update a client's details (the logo is set at creation only); a new login e-mail waits for the owner's current and new addresses to confirm it",
      params: idParams,
      body: companyPayloadSchema,
      response: { 200: companyUpdateResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      success: true as const,
      message: companyMessages.updated,
      data: await companies.updateCompany(ctx(request), request.params.id, request.body),
    }),
  });

  app.delete('/company/email-change/:id', {
    config: { permission },
    schema: {
      tags,
      summary: "Cancel the pending change of a client's login e-mail",
      params: idParams,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await companies.cancelLoginEmailChange(ctx(request), request.params.id);
      return { message: emailChangeMessages.cancelled };
    },
  });

  app.post('/company/status-update/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'Activate (1) or deactivate (0, with a reason) a client',
      params: idParams,
      body: companyStatusSchema,
      response: { 200: companyResponseSchema.extend({ message: z.string() }), ...errorResponses },
    },
    handler: async (request) => {
      const { status, reason } = request.body;
      const data = await setCompanyStatus(ctx(request), request.params.id, status, reason);
      return {
        message: status === 0 ? companyMessages.deactivated : companyMessages.activated,
        data,
      };
    },
  });

  app.get('/company/delete/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'Soft-delete a client (its submissions and invoices are kept)',
      params: idParams,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await deleteCompany(ctx(request), request.params.id);
      return { message: companyMessages.deleted };
    },
  });

  await logoRoutes(app);
};
