import {
  ID_MAX,
  assignableRolesResponseSchema,
  emailChangeMessages,
  messageResponseSchema,
  roleChangeSchema,
  staffUserListBodySchema,
  staffUserListResponseSchema,
  staffUserMessages,
  staffUserMutationResponseSchema,
  staffUserPayloadSchema,
  staffUserResponseSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import type { Ctx } from '../access.js';
import { roleRoutes } from './role-routes.js';
import { changeRole, listAssignableRoles } from './role-assign.js';
import * as staff from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
const tags = ['users'];
const permission = 'manage_users' as const;

/** User Management (provider staff) and the roles: read with it, changed by Super Admin only. */
export const staffUserRoutes: RoutesPlugin = async (app) => {
  const ctx = (request: FastifyRequest): Ctx => ({
    db: app.db,
    auth: authOf(request),
    actor: actorOf(request),
  });

  app.post('/all-users', {
    config: { permission },
    schema: {
      tags,
      summary: 'Provider staff by name, a page at a time; user_id looks up one',
      body: staffUserListBodySchema,
      response: { 200: staffUserListResponseSchema, ...errorResponses },
    },
    handler: async (request) => staff.listStaffUsers(app.db, request.body),
  });

  app.post('/roles', {
    config: { permission },
    schema: {
      tags,
      summary: 'Roles a staff user can be given in the User form',
      response: { 200: assignableRolesResponseSchema, ...errorResponses },
    },
    handler: async (request) => listAssignableRoles(app.db, authOf(request)),
  });

  app.get('/edit-user/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'One staff user (Super Admin accounts answer 403)',
      params: idParams,
      response: { 200: staffUserResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await staff.getStaffUser(ctx(request), request.params.id),
    }),
  });

  app.post('/add-user', {
    config: { permission },
    schema: {
      tags,
      summary: 'Create a staff user and e-mail them a set-password invitation',
      body: staffUserPayloadSchema,
      response: { 201: staffUserMutationResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await staff.createStaffUser(
        { ...ctx(request), config: app.config, cipher: app.cipher },
        request.body,
      );
      return reply.code(201).send({ message: staffUserMessages.created, data });
    },
  });

  app.post('/update-user/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'Update a staff user; a new e-mail waits for both addresses to confirm it',
      params: idParams,
      body: staffUserPayloadSchema,
      response: { 200: staffUserMutationResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: staffUserMessages.updated,
      data: await staff.updateStaffUser(
        { ...ctx(request), config: app.config, cipher: app.cipher },
        request.params.id,
        request.body,
      ),
    }),
  });

  app.delete('/users/:id/email-change', {
    config: { permission },
    schema: {
      tags,
      summary: "Cancel a staff user's pending login e-mail change",
      params: idParams,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await staff.cancelStaffEmailChange(ctx(request), request.params.id);
      return { message: emailChangeMessages.cancelled };
    },
  });

  app.delete('/delete-user/:id', {
    config: { permission },
    schema: {
      tags,
      summary: 'Delete a staff user and end their sessions',
      params: idParams,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await staff.deleteStaffUser(ctx(request), request.params.id);
      return { message: staffUserMessages.deleted };
    },
  });

  // Decision 4 withholds from Sub-Super Admin only Super Admin accounts and role permissions, so
  // this is user management; changeRole keeps each caller to roles within their own powers.
  app.post('/company/employee/role-change', {
    config: { permission },
    schema: {
      tags,
      summary: "Give a staff user a provider role (custom ones too) within the caller's powers",
      body: roleChangeSchema,
      response: { 200: staffUserMutationResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: staffUserMessages.roleChanged,
      data: await changeRole(ctx(request), request.body),
    }),
  });

  await roleRoutes(app, ctx);
};
