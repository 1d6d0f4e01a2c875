import {
  ID_MAX,
  KIOSK_TOKEN_HEADER,
  kioskAbandonSchema,
  kioskCompanyQuerySchema,
  kioskDeviceCreatedResponseSchema,
  kioskDeviceCreateSchema,
  kioskDeviceListResponseSchema,
  kioskExitSchema,
  kioskFillCreateSchema,
  kioskFillResponseSchema,
  kioskMessages,
  kioskSessionResponseSchema,
  messageResponseSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { byIp, rateLimit } from '../../lib/rate-limit/index.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { deviceOf, kioskActor, requireKioskDevice } from './device.js';
import { endKioskByStaff, liveKiosks, startKiosk, type StaffCtx } from './devices.js';
import { abandonFill, kioskSession, startFill, type KioskCtx } from './fills.js';
import { exitKiosk } from './pin.js';

const tags = ['kiosk'];
// Starting kiosk mode is part of sending forms: the same people may do it.
const permission = 'manage_forms';
const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
const kioskHeaders = z.object({
  [KIOSK_TOKEN_HEADER]: z.string().optional().describe("The tablet's kiosk token"),
});
// A waiting room's tablets share one address: generous, as the link routes are.
const kioskLimit = rateLimit({ name: 'kiosk-ip', max: 600, windowMs: 15 * 60_000, key: byIp });
// Every kiosk route: public to the auth hook (no staff session), the kiosk token instead.
const kioskRoute = {
  config: { public: true },
  onRequest: requireKioskDevice,
  preHandler: kioskLimit,
};

/**
 * Kiosk mode (issue 19). Staff routes (a session with manage_forms, one clinic in scope) start,
 * list and end tablets; kiosk routes are authorised by the tablet's token alone and reach
 * nothing but its clinic's forms and buckets and the links started on it.
 */
export const kioskRoutes: RoutesPlugin = async (app) => {
  const staff = (request: FastifyRequest): StaffCtx => ({
    db: app.db,
    auth: authOf(request),
    actor: actorOf(request),
  });
  const kiosk = (request: FastifyRequest): KioskCtx => {
    const device = deviceOf(request);
    return { db: app.db, cipher: app.cipher, device, actor: kioskActor(request, device) };
  };

  app.post('/kiosk/devices', {
    config: { permission },
    schema: {
      tags,
      summary: "Put this tablet into kiosk mode for the clinic; answers the device's token once",
      body: kioskDeviceCreateSchema,
      response: { 201: kioskDeviceCreatedResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await startKiosk(staff(request), request.body);
      return reply.code(201).send({ message: kioskMessages.started, data });
    },
  });

  app.get('/kiosk/devices', {
    config: { permission },
    schema: {
      tags,
      summary: "The clinic's tablets in kiosk mode",
      querystring: kioskCompanyQuerySchema,
      response: { 200: kioskDeviceListResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await liveKiosks(staff(request), request.query.company_id),
    }),
  });

  app.delete('/kiosk/devices/:id', {
    config: { permission },
    schema: {
      tags,
      summary: "End a tablet's kiosk mode; its unfinished fills are cancelled",
      params: idParams,
      querystring: kioskCompanyQuerySchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await endKioskByStaff(staff(request), request.params.id, request.query.company_id);
      return { message: kioskMessages.ended };
    },
  });

  app.get('/kiosk/session', {
    ...kioskRoute,
    schema: {
      tags,
      summary: "The kiosk's start screen: the practice, its live forms and buckets (titles only)",
      headers: kioskHeaders,
      response: { 200: kioskSessionResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await kioskSession(kiosk(request)) }),
  });

  app.post('/kiosk/fills', {
    ...kioskRoute,
    schema: {
      tags,
      summary:
        'Start a form or bucket at the kiosk for the patient named: a short-lived kiosk link ' +
        '(the PIN is needed unless the clinic lets patients start)',
      headers: kioskHeaders,
      body: kioskFillCreateSchema,
      response: { 201: kioskFillResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await startFill(kiosk(request), request.body);
      return reply.code(201).send({ data });
    },
  });

  app.post('/kiosk/fills/abandon', {
    ...kioskRoute,
    schema: {
      tags,
      summary: "Give up this tablet's unfinished fill: its link is cancelled for good",
      headers: kioskHeaders,
      body: kioskAbandonSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await abandonFill(kiosk(request), request.body.token);
      return { message: kioskMessages.abandoned };
    },
  });

  app.post('/kiosk/exit', {
    ...kioskRoute,
    schema: {
      tags,
      summary:
        "Leave kiosk mode with the clinic's PIN; wrong PINs are counted and lock PIN entry " +
        'for a while',
      headers: kioskHeaders,
      body: kioskExitSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await exitKiosk(kiosk(request), request.body.pin);
      return { message: kioskMessages.ended };
    },
  });
};
