import {
  emailChangeConfirmResponseSchema,
  emailChangeLinkResponseSchema,
  emailChangeMessages,
  emailChangeTokenParamsSchema,
  forceEmailChangeSchema,
  ID_MAX,
  messageResponseSchema,
  pendingEmailChangeResponseSchema,
  selfEmailChangeSchema,
} from '@paperless/core';
import { z } from 'zod';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { byIp, rateLimit } from '../../../lib/rate-limit/index.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { confirmLink, lookUpLink } from './confirm.js';
import { forceEmailChange } from './force.js';
import { pendingChange } from './queries.js';
import { cancelOwnChange, requestOwnChange } from './service.js';

const tags = ['account'];
const MINUTE = 60_000;
// Links carry 256 random bits, so these limits only keep floods off the database: a holder
// opens a link and confirms it once or twice.
const linkLimits = {
  open: [rateLimit({ name: 'email-change-open-ip', max: 60, windowMs: 15 * MINUTE, key: byIp })],
  confirm: [
    rateLimit({ name: 'email-change-confirm-ip', max: 20, windowMs: 15 * MINUTE, key: byIp }),
  ],
};
const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

/** Login e-mail changes (decision 24): the links, the holder's own change and the force. */
export const emailChangeRoutes: RoutesPlugin = async (app) => {
  const mail = { config: app.config, cipher: app.cipher };

  app.get('/public/email-change/:token', {
    config: { public: true },
    preHandler: linkLimits.open,
    schema: {
      tags,
      summary: 'What a confirmation link confirms (addresses masked); opening it changes nothing',
      params: emailChangeTokenParamsSchema,
      response: { 200: emailChangeLinkResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await lookUpLink(app.db, request.params.token) }),
  });

  app.post('/public/email-change/:token/confirm', {
    config: { public: true },
    preHandler: linkLimits.confirm,
    schema: {
      tags,
      summary: 'Confirm one address; the second confirmation makes the change',
      params: emailChangeTokenParamsSchema,
      response: { 200: emailChangeConfirmResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const result = await confirmLink(app.db, mail, {
        token: request.params.token,
        ip: request.ip,
      });
      app.outbox.kick();
      return result;
    },
  });

  app.get('/account/email-change', {
    schema: {
      tags,
      summary: 'Your own login e-mail change waiting for confirmation, if any',
      response: { 200: pendingEmailChangeResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await pendingChange(app.db, authOf(request).user.id) }),
  });

  app.post('/account/email-change', {
    schema: {
      tags,
      summary: 'Change your own login e-mail (after re-authentication); the new address confirms',
      body: selfEmailChangeSchema,
      response: {
        200: pendingEmailChangeResponseSchema.extend({ message: z.string() }),
        ...errorResponses,
      },
    },
    handler: async (request) => {
      const data = await requestOwnChange(
        { db: app.db, auth: authOf(request), actor: actorOf(request), ...mail },
        request.body.email,
      );
      app.outbox.kick();
      return { message: emailChangeMessages.selfRequested, data };
    },
  });

  app.delete('/account/email-change', {
    schema: {
      tags,
      summary: 'Cancel your own pending login e-mail change',
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await cancelOwnChange(app.db, authOf(request), actorOf(request));
      return { message: emailChangeMessages.cancelled };
    },
  });

  app.post('/users/:id/email/force', {
    // manage_users lets the request reach the service, which admits the Super Admin role only
    // and records every other caller's attempt as denied.
    config: { permission: 'manage_users' },
    schema: {
      tags: ['users'],
      summary: "Super Admin only: change an account's login e-mail at once, with a reason",
      params: idParams,
      body: forceEmailChangeSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await forceEmailChange(
        { db: app.db, auth: authOf(request), actor: actorOf(request), ...mail },
        request.params.id,
        request.body,
      );
      app.outbox.kick();
      return { message: emailChangeMessages.forced };
    },
  });
};
