import {
  ID_MAX,
  companyRolesResponseSchema,
  companyScopeBodySchema,
  companyScopeQuerySchema,
  companyUserCreateSchema,
  companyUserListQuerySchema,
  companyUserListResponseSchema,
  companyUserMessages,
  companyUserMutationResponseSchema,
  companyUserResponseSchema,
  companyUserUpdateSchema,
  emailChangeMessages,
  messageResponseSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import * as users from './service.js';
import { transferOwnership } from './transfer.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
const tags = ['company users'];
// Decision 6: only the Client Admin (the owner) manages company users. Provider staff have no
// such screen, so the permission (clinic-only) keeps them out; company_id is still resolved
// through companyInScope so a clinic user naming another company gets 404.
const permission = 'manage_company_users' as const;

/** A clinic's own users and ownership transfer. */
export const companyUserRoutes: RoutesPlugin = async (app) => {
  const ctx = (request: FastifyRequest): users.Ctx => ({
    db: app.db,
    auth: authOf(request),
    actor: actorOf(request),
  });

  app.get('/company-users', {
    config: { permission },
    schema: {
      tags,
      summary: "The company's users by name, e-mail or role, a page at a time",
      querystring: companyUserListQuerySchema,
      response: { 200: companyUserListResponseSchema, ...errorResponses },
    },
    handler: async (request) => users.listCompanyUsers(ctx(request), request.query),
  });

  app.get('/company-users/roles', {
    config: { permission },
    schema: {
      tags,
      summary: 'Roles a company user can be given (Client Admin comes only with ownership)',
      response: { 200: companyRolesResponseSchema, ...errorResponses },
    },
    handler: async () => users.listCompanyRoles(app.db),
  });

  app.get('/company-users/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'One user of the company',
      params: idParams,
      querystring: companyScopeQuerySchema,
      response: { 200: companyUserResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await users.getCompanyUser(ctx(request), request.params.id, request.query.company_id),
    }),
  });

  app.post('/company-users', {
    config: { permission },
    schema: {
      tags,
      summary: 'Add a company user and e-mail them a set-password invitation',
      body: companyUserCreateSchema,
      response: { 201: companyUserMutationResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await users.createCompanyUser(
        { ...ctx(request), config: app.config, cipher: app.cipher },
        request.body,
      );
      return reply.code(201).send({ message: companyUserMessages.created, data });
    },
  });

  app.post('/company-users/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'Update a company user; a new e-mail waits for both addresses to confirm it',
      params: idParams,
      body: companyUserUpdateSchema,
      response: { 200: companyUserMutationResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: companyUserMessages.updated,
      data: await users.updateCompanyUser(
        { ...ctx(request), config: app.config, cipher: app.cipher },
        request.params.id,
        request.body,
      ),
    }),
  });

  app.delete('/company-users/:id/email-change', {
    config: { permission },
    schema: {
      tags,
      summary: "Cancel a company user's pending login e-mail change",
      params: idParams,
      querystring: companyScopeQuerySchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await users.cancelCompanyUserEmailChange(
        ctx(request),
        request.params.id,
        request.query.company_id,
      );
      return { message: emailChangeMessages.cancelled };
    },
  });

  app.delete('/company-users/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'Delete a company user and end their sessions (never the owner or oneself)',
      params: idParams,
      querystring: companyScopeQuerySchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await users.deleteCompanyUser(ctx(request), request.params.id, request.query.company_id);
      return { message: companyUserMessages.deleted };
    },
  });

  app.post('/admin/transfer/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'The owner makes another user of the company its owner',
      params: idParams,
      body: companyScopeBodySchema,
      response: { 200: companyUserMutationResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const data = await transferOwnership(
        { ...ctx(request), cipher: app.cipher },
        request.params.id,
        request.body.company_id,
      );
      // Committed: the notices to both owners may go out now.
      app.outbox.kick();
      return { message: companyUserMessages.transferred, data };
    },
  });
};
