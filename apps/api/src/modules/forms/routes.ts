import {
  ID_MAX,
  formCompanyQuerySchema,
  formListQuerySchema,
  formListResponseSchema,
  formMessages,
  formMutationResponseSchema,
  formPayloadSchema,
  formResponseSchema,
  messageResponseSchema,
  templateCustomizePayloadSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import * as customize from './customize.js';
import * as forms from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
const tags = ['forms'];
const permission = 'manage_forms' as const;
/**
 * Reading a company's forms: its clinic users (manage_forms), and provider staff who can open
 * the company (manage_clients; decision 25), within companyInScope's reach.
 */
const readPermission = ['manage_forms', 'manage_clients'] as const;

/** Clinic forms: list, custom form builder, versions, delete. */
export const formRoutes: RoutesPlugin = async (app) => {
  const ctx = (request: FastifyRequest): forms.Ctx => ({
    db: app.db,
    auth: authOf(request),
    actor: actorOf(request),
  });

  app.get('/forms', {
    config: { permission: readPermission },
    schema: {
      tags,
      summary: "A page of the company's live forms, searched by title, id, description, status",
      querystring: formListQuerySchema,
      response: { 200: formListResponseSchema, ...errorResponses },
    },
    handler: async (request) => forms.listForms(ctx(request), request.query),
  });

  app.get('/forms/:id', {
    config: { permission: readPermission },
    schema: {
      tags,
      summary: 'One form; a custom form with its fields at the current version',
      params: idParams,
      querystring: formCompanyQuerySchema,
      response: { 200: formResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await forms.getForm(ctx(request), request.params.id, request.query.company_id),
    }),
  });

  app.post('/forms', {
    config: { permission },
    schema: {
      tags,
      summary: 'Create a custom form (version 1)',
      body: formPayloadSchema,
      response: { 201: formMutationResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await forms.createForm(ctx(request), request.body);
      return reply.code(201).send({ message: formMessages.created, data });
    },
  });

  app.put('/forms/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'Save a custom form as its next version (template forms answer 409)',
      params: idParams,
      body: formPayloadSchema,
      response: { 200: formMutationResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: formMessages.updated,
      data: await forms.updateForm(ctx(request), request.params.id, request.body),
    }),
  });

  app.post('/forms/:id/customize', {
    config: { permission },
    schema: {
      tags,
      summary: "Make the clinic's own version of a template form (the original stays)",
      params: idParams,
      body: templateCustomizePayloadSchema,
      response: { 201: formMutationResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await customize.customizeTemplate(ctx(request), request.params.id, request.body);
      return reply.code(201).send({ message: formMessages.customized, data });
    },
  });

  app.put('/forms/:id/customization', {
    config: { permission },
    schema: {
      tags,
      summary: "Save a clinic's version of a template as its next version",
      params: idParams,
      body: templateCustomizePayloadSchema,
      response: { 200: formMutationResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: formMessages.updated,
      data: await customize.updateCustomization(ctx(request), request.params.id, request.body),
    }),
  });

  app.delete('/forms/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'Soft-delete a form no live bucket holds; its submissions are kept',
      params: idParams,
      querystring: formCompanyQuerySchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await forms.deleteForm(ctx(request), request.params.id, request.query.company_id);
      return { message: formMessages.deleted };
    },
  });
};
