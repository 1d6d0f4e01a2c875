import {
  ID_MAX,
  customPlanCreateSchema,
  messageResponseSchema,
  planCreateSchema,
  planListResponseSchema,
  planMutationResponseSchema,
  planResponseSchema,
  planStatusSchema,
  planUpdateSchema,
} from '@paperless/core';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { ownClientsOnly } from '../../lib/tenancy.js';
import * as plans from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
const tags = ['plans'];

export const planRoutes: RoutesPlugin = async (app) => {
  const ctx = (request: Parameters<typeof actorOf>[0]) => ({ db: app.db, actor: actorOf(request) });

  app.get('/plan', {
    // Staff who assign plans to clients read the list too (only active ones are offered).
    config: { permission: ['manage_plans', 'manage_clients'] },
    schema: {
      tags,
      summary: 'Standard plans and custom plans',
      querystring: z.object({ active: z.enum(['0', '1']).optional() }),
      response: { 200: planListResponseSchema, ...errorResponses },
    },
    handler: async (request) =>
      plans.listPlans(app.db, {
        activeOnly: request.query.active === '1',
        salesPersonId: ownClientsOnly(authOf(request)) ? authOf(request).user.id : undefined,
      }),
  });

  for (const url of ['/plan/:id', '/plan/edit/:id']) {
    app.get(url, {
      config: { permission: 'manage_plans' },
      schema: {
        tags,
        summary: 'One plan',
        params: idParams,
        response: { 200: planResponseSchema, ...errorResponses },
      },
      handler: async (request) => ({ data: await plans.getPlan(app.db, request.params.id) }),
    });
  }

  app.post('/plan', {
    config: { permission: 'manage_plans' },
    schema: {
      tags,
      summary: 'Create a standard plan',
      body: planCreateSchema,
      response: { 201: planMutationResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await plans.createPlan(ctx(request), request.body);
      return reply.code(201).send({ message: 'Plan created successfully', data });
    },
  });

  app.post('/plan/custom', {
    config: { permission: ['manage_plans', 'manage_clients'] },
    schema: {
      tags,
      summary: "Create a company's custom plan, named after the company",
      body: customPlanCreateSchema,
      response: { 201: planMutationResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { company_name, ...fields } = request.body;
      const auth = authOf(request);
      const data = await plans.createCustomPlan(
        ctx(request),
        company_name,
        fields,
        ownClientsOnly(auth) ? auth.user.id : undefined,
      );
      return reply.code(201).send({ message: 'Custom plan created successfully', data });
    },
  });

  app.put('/plan/update/:id', {
    config: { permission: 'manage_plans' },
    schema: {
      tags,
      summary: 'Update a plan',
      params: idParams,
      body: planUpdateSchema,
      response: { 200: planMutationResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: 'Plan updated successfully',
      data: await plans.updatePlan(ctx(request), request.params.id, request.body),
    }),
  });

  app.put('/plan/status-update/:id', {
    config: { permission: 'manage_plans' },
    schema: {
      tags,
      summary: 'Activate (1) or deactivate (0) a plan',
      params: idParams,
      body: planStatusSchema,
      response: { 200: planMutationResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: 'Plan status updated successfully',
      data: await plans.setPlanStatus(ctx(request), request.params.id, request.body.is_active),
    }),
  });

  app.delete('/plan/delete/:id', {
    config: { permission: 'manage_plans' },
    schema: {
      tags,
      summary: 'Delete a plan no company uses',
      params: idParams,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await plans.deletePlan(ctx(request), request.params.id);
      return { message: 'Plan deleted successfully' };
    },
  });
};
