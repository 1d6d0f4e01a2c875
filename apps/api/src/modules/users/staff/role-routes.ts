import {
  ID_MAX,
  messageResponseSchema,
  roleListResponseSchema,
  roleMessages,
  roleMutationResponseSchema,
  rolePayloadSchema,
  roleResponseSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses, type TypedApp } from '../../../lib/route-kit.js';
import type { Ctx } from '../access.js';
import * as roles from './roles.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
const tags = ['roles'];
// Decision 7: custom roles are Super Admin's; Sub-Super Admin lacks this permission (decision 4).
const permission = 'manage_roles' as const;
// Reading roles is part of managing users: whoever may change a user's role must see what each
// role grants. Decision 4 withholds only changing role permissions, so reads need either one.
const readPermission = ['manage_roles', 'manage_users'] as const;

export async function roleRoutes(app: TypedApp, ctx: (request: FastifyRequest) => Ctx) {
  app.get('/roles/list', {
    config: { permission: readPermission },
    schema: {
      tags,
      summary: 'Every role with its permission keys and how many users hold it',
      response: { 200: roleListResponseSchema, ...errorResponses },
    },
    handler: async () => ({ roles: await roles.listRoles(app.db) }),
  });

  app.get('/roles/view/:id', {
    config: { permission: readPermission },
    schema: {
      tags,
      summary: 'One role, built-in or custom',
      params: idParams,
      response: { 200: roleResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await roles.getRole(app.db, request.params.id) }),
  });

  app.get('/roles/edit/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'One custom role to edit (built-in roles answer 409)',
      params: idParams,
      response: { 200: roleResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await roles.getCustomRole(app.db, request.params.id) }),
  });

  app.post('/roles/store', {
    config: { permission },
    schema: {
      tags,
      summary: 'Create a custom provider role with permissions',
      body: rolePayloadSchema,
      response: { 201: roleMutationResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await roles.createRole(ctx(request), request.body);
      return reply.code(201).send({ message: roleMessages.created, data });
    },
  });

  app.put('/roles/update/:id', {
    config: { permission },
    schema: {
      tags,
      summary: "Rename a custom role or change its permissions (applies at the users' next call)",
      params: idParams,
      body: rolePayloadSchema,
      response: { 200: roleMutationResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: roleMessages.updated,
      data: await roles.updateRole(ctx(request), request.params.id, request.body),
    }),
  });

  app.delete('/roles/delete/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'Delete a custom role no user holds',
      params: idParams,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await roles.deleteRole(ctx(request), request.params.id);
      return { message: roleMessages.deleted };
    },
  });
}
