import {
  ID_MAX,
  bucketSendSchema,
  formSendSchema,
  formatInZone,
  linkCompanyQuerySchema,
  linkExtendResponseSchema,
  linkExtendSchema,
  messageResponseSchema,
  sendingMessages,
  sendDefaultsResponseSchema,
  sendResponseSchema,
  sentLinkListQuerySchema,
  sentLinkListResponseSchema,
} from '@paperless/core';
import { z } from 'zod';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { companyInScope } from '../../../lib/tenancy.js';
import { cancelLink, extendLink } from './actions.js';
import { linksOf } from './list.js';
import { clinicLanguage } from './queries.js';
import * as sending from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
const tags = ['sending'];
const permission = 'manage_forms';

/** Sending forms and buckets: one link per recipient; the Activity list; resend, extend, cancel. */
export const sendingRoutes: RoutesPlugin = async (app) => {
  const ctx = (request: Parameters<typeof actorOf>[0]): sending.Ctx => ({
    db: app.db,
    auth: authOf(request),
    actor: actorOf(request),
    appUrl: app.config.appUrl,
    cipher: app.cipher,
  });

  app.post('/forms/send', {
    config: { permission },
    schema: {
      tags,
      summary: 'Send a form: one link per e-mail address and phone number',
      body: formSendSchema,
      response: { 201: sendResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const links = await sending.sendForm(ctx(request), request.body);
      return reply.code(201).send({ message: sendingMessages.formSent, data: { links } });
    },
  });

  app.post('/buckets/send', {
    config: { permission },
    schema: {
      tags,
      summary: 'Send a bucket: one link per e-mail address and phone number',
      body: bucketSendSchema,
      response: { 201: sendResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const links = await sending.sendBucket(ctx(request), request.body);
      return reply.code(201).send({ message: sendingMessages.bucketSent, data: { links } });
    },
  });

  app.get('/sending/defaults', {
    config: { permission },
    schema: {
      tags,
      summary: "What a send starts from: the clinic's patients' language",
      querystring: linkCompanyQuerySchema,
      response: { 200: sendDefaultsResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const companyId = await companyInScope(app.db, authOf(request), request.query.company_id);
      return { data: { patient_language: await clinicLanguage(app.db, companyId) } };
    },
  });

  app.get('/links', {
    config: { permission },
    schema: {
      tags,
      summary:
        "A company's sent links (Activity; of one form or bucket when named), newest first, " +
        'filtered by state and searched by patient, recipient or title',
      querystring: sentLinkListQuerySchema,
      response: { 200: sentLinkListResponseSchema, ...errorResponses },
    },
    handler: async (request) => linksOf(ctx(request), request.query),
  });

  app.post('/links/:id/resend', {
    config: { permission },
    schema: {
      tags,
      summary: 'Send a link again under a new token (the old URL stops working)',
      params: idParams,
      querystring: linkCompanyQuerySchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await sending.resendLink(ctx(request), request.params.id, request.query.company_id);
      return { message: sendingMessages.resent };
    },
  });

  // Registered after resend: the security controls run a clinic's link through these in order,
  // and a cancelled link can be neither resent nor extended.
  app.post('/links/:id/extend', {
    config: { permission },
    schema: {
      tags,
      summary: 'Let a link work longer: days more than its expiry, or than now if it expired',
      params: idParams,
      querystring: linkCompanyQuerySchema,
      body: linkExtendSchema,
      response: { 200: linkExtendResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { expiresAt, timeZone } = await extendLink(
        ctx(request),
        request.params.id,
        request.body.days,
        request.query.company_id,
      );
      return {
        message: sendingMessages.extended(formatInZone(expiresAt, timeZone)),
        data: { expires_at: expiresAt.toISOString() },
      };
    },
  });

  app.post('/links/:id/cancel', {
    config: { permission },
    schema: {
      tags,
      summary: 'Cancel a link: it stops working at once and no reminder follows',
      params: idParams,
      querystring: linkCompanyQuerySchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await cancelLink(ctx(request), request.params.id, request.query.company_id);
      return { message: sendingMessages.cancelled };
    },
  });
};
