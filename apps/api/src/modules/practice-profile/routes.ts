import multipart from '@fastify/multipart';
import {
  LOGO_MAX_BYTES,
  practiceProfileMessages,
  practiceProfileQuerySchema,
  practiceProfileResponseSchema,
  practiceProfileSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { companyInScope } from '../../lib/tenancy.js';
import { storeLogo } from '../companies/index.js';
import { getPracticeProfile, setPracticeLogo, updatePracticeProfile, type Ctx } from './service.js';

const tags = ['practice profile'];
const url = '/company/practice-profile';
// The owner's (Client Admin's) alone, like the clinic's users and front desk settings; provider
// staff edit the same columns in the client form.
const permission = 'manage_company_users' as const;
const response = { 200: practiceProfileResponseSchema, ...errorResponses };

/** The owner's practice profile (issue 20): phone, address, logo and brand colour. */
export const practiceProfileRoutes: RoutesPlugin = async (app) => {
  // The logo arrives as multipart (the same limits as the client form's, answered as 422).
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: LOGO_MAX_BYTES + 1, files: 1, fields: 2 },
    throwFileSizeLimit: false,
  });
  const ctx = (request: FastifyRequest): Ctx => ({
    db: app.db,
    auth: authOf(request),
    actor: actorOf(request),
  });

  app.get(url, {
    config: { permission },
    schema: {
      tags,
      summary: "The practice's phone, address, logo and brand colour",
      querystring: practiceProfileQuerySchema,
      response,
    },
    handler: async (request) => ({
      data: await getPracticeProfile(app.db, authOf(request), request.query.company_id),
    }),
  });

  app.put(url, {
    config: { permission },
    schema: {
      tags,
      summary:
        "Save the practice's phone, address, brand colour (shown to its patients) and the " +
        'language patient links default to',
      body: practiceProfileSchema.extend(practiceProfileQuerySchema.shape),
      response,
    },
    handler: async (request) => {
      const { company_id, ...profile } = request.body;
      const data = await updatePracticeProfile(ctx(request), company_id, profile);
      return { message: practiceProfileMessages.saved, data };
    },
  });

  app.post(`${url}/logo`, {
    config: { permission },
    schema: {
      tags,
      summary: "Replace the practice's logo (multipart, field logo: PNG, JPEG or WebP, 2 MB)",
      consumes: ['multipart/form-data'],
      body: z.object({ logo: z.unknown().optional() }).extend(practiceProfileQuerySchema.shape),
      response,
    },
    handler: async (request) => {
      // The scope first, so a refused caller stores no file.
      const companyId = await companyInScope(app.db, authOf(request), request.body.company_id);
      const logoKey = await storeLogo(app, request.body.logo);
      const data = await setPracticeLogo(ctx(request), companyId, logoKey);
      return { message: practiceProfileMessages.logoSaved, data };
    },
  });

  app.delete(`${url}/logo`, {
    config: { permission },
    schema: {
      tags,
      summary: "Remove the practice's logo (its pages, PDFs and e-mails show the name alone)",
      querystring: practiceProfileQuerySchema,
      response,
    },
    handler: async (request) => {
      const data = await setPracticeLogo(ctx(request), request.query.company_id, null);
      return { message: practiceProfileMessages.logoRemoved, data };
    },
  });
};
