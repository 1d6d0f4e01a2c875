import {
  bucketCompanyQuerySchema,
  bucketCreateSchema,
  bucketIdSchema,
  bucketListQuerySchema,
  bucketListResponseSchema,
  bucketMessages,
  bucketMutationResponseSchema,
  bucketResponseSchema,
  bucketUpdateSchema,
  messageResponseSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { AppError } from '../../lib/errors.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { companyInScope } from '../../lib/tenancy.js';
import * as buckets from './service.js';

const idParams = z.object({ id: bucketIdSchema });
const tags = ['buckets'];
const config = { permission: 'manage_forms' } as const;
/**
 * Reading a company's buckets: its clinic users (manage_forms), and provider staff who can open
 * the company (manage_clients; decision 25), within companyInScope's reach.
 */
const readConfig = { permission: ['manage_forms', 'manage_clients'] } as const;

/** Buckets: named groups of forms sent together. */
export const bucketRoutes: RoutesPlugin = async (app) => {
  // Every call acts on one company: the clinic user's own, or the client staff named.
  const ctx = async (request: FastifyRequest, companyId: number | undefined) => ({
    db: app.db,
    actor: actorOf(request),
    companyId: await companyInScope(app.db, authOf(request), companyId),
  });

  app.get('/buckets', {
    config: readConfig,
    schema: {
      tags,
      summary: "A company's buckets, searched by title, form count or form title",
      querystring: bucketListQuerySchema,
      response: { 200: bucketListResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { company_id, ...options } = request.query;
      const { companyId } = await ctx(request, company_id);
      return buckets.listBuckets(app.db, companyId, options);
    },
  });

  app.get('/buckets/:id', {
    config: readConfig,
    schema: {
      tags,
      summary: 'One bucket with its forms in order',
      params: idParams,
      querystring: bucketCompanyQuerySchema,
      response: { 200: bucketResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { companyId } = await ctx(request, request.query.company_id);
      return { data: await buckets.getBucket(app.db, companyId, request.params.id) };
    },
  });

  app.post('/buckets', {
    config,
    schema: {
      tags,
      summary: 'Create a bucket of the company’s live forms',
      body: bucketCreateSchema,
      response: { 201: bucketMutationResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { company_id, ...fields } = request.body;
      const data = await buckets.createBucket(await ctx(request, company_id), fields);
      return reply.code(201).send({ message: bucketMessages.created, data });
    },
  });

  app.put('/buckets/:id', {
    config,
    schema: {
      tags,
      summary: 'Rename a bucket and replace its forms (order kept)',
      params: idParams,
      body: bucketUpdateSchema,
      response: { 200: bucketMutationResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { company_id, id, ...fields } = request.body;
      if (id !== undefined && id !== request.params.id) {
        throw AppError.field('id', bucketMessages.idMismatch);
      }
      const data = await buckets.updateBucket(
        await ctx(request, company_id),
        request.params.id,
        fields,
      );
      return { message: bucketMessages.updated, data };
    },
  });

  app.delete('/buckets/:id', {
    config,
    schema: {
      tags,
      summary: 'Delete a bucket (links already sent keep their record)',
      params: idParams,
      querystring: bucketCompanyQuerySchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await buckets.deleteBucket(await ctx(request, request.query.company_id), request.params.id);
      return { message: bucketMessages.deleted };
    },
  });
};
