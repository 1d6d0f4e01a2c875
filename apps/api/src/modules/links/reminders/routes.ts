import {
  frontDeskMessages,
  messageResponseSchema,
  messages,
  reminderStopSchema,
} from '@paperless/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.js';
import { byIp, rateLimit } from '../../../lib/rate-limit/index.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { setSmsOptOut } from '../opt-outs.js';
import { stopReminders } from './stop.js';
import { REMINDER_UNSUBSCRIBE_PATH } from './stop-token.js';
import { smsKeyword, TWILIO_SMS_PATH, validTwilioSignature } from './twilio.js';

const tags = ['reminders'];
const MINUTE = 60_000;
// Stop tokens carry a 256-bit HMAC, so these limits only keep floods off the database. Twilio
// posts from a few addresses: its limit is high enough for a busy day of STOP replies.
const limits = {
  stop: [rateLimit({ name: 'reminder-stop-ip', max: 60, windowMs: 15 * MINUTE, key: byIp })],
  twilio: [rateLimit({ name: 'twilio-sms-ip', max: 1200, windowMs: 15 * MINUTE, key: byIp })],
};

/** An empty TwiML answer: Twilio sends no reply of ours (its own STOP/START replies stand). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/** What a form-encoded body (Twilio's, a mail client's one-click) may weigh. */
const FORM_BODY_LIMIT = 64 * 1024;

/** Reminders: the e-mail's stop page and one-click unsubscribe, and Twilio's inbound STOP/START. */
export const reminderRoutes: RoutesPlugin = async (app) => {
  app.post('/public/reminders/stop', {
    config: { public: true },
    preHandler: limits.stop,
    schema: {
      tags,
      summary: "Stop a link's reminders (the one-click stop of a reminder e-mail)",
      body: reminderStopSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await stopReminders(app.db, app.cipher, request.body.token, request.ip);
      return { message: frontDeskMessages.remindersStopped };
    },
  });

  // Twilio posts form-encoded parameters: a parser for them in this plugin's scope only. Its
  // bodies are small (an SMS's fields, or RFC 8058's `List-Unsubscribe=One-Click`): 64 KiB, not
  // the API's 1 MiB, so a body of 100,000 keys never reaches the parser and the schema's walk.
  await app.register(async (plugin) => {
    const hooks = plugin.withTypeProvider<ZodTypeProvider>();
    hooks.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // RFC 8058: the mail client posts `List-Unsubscribe=One-Click`, form-encoded, with no cookie
    // and no page; the token in the path is all it has.
    const unsubscribePath = `${REMINDER_UNSUBSCRIBE_PATH.slice('/api'.length)}/:token`;
    const tokenParams = z.object({ token: reminderStopSchema.shape.token });
    hooks.post(unsubscribePath, {
      config: { public: true },
      preHandler: limits.stop,
      schema: {
        tags,
        summary: "Stop a link's reminders: a mail client's one-click unsubscribe (RFC 8058)",
        consumes: ['application/x-www-form-urlencoded'],
        params: tokenParams,
        body: z.record(z.string(), z.string()).optional(),
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      handler: async (request) => {
        await stopReminders(app.db, app.cipher, request.params.token, request.ip);
        return { message: frontDeskMessages.remindersStopped };
      },
    });
    // A client without one-click opens the address in a browser: the stop page asks first.
    hooks.get(unsubscribePath, {
      config: { public: true },
      preHandler: limits.stop,
      schema: {
        tags,
        summary: 'The one-click unsubscribe address opened in a browser: on to the stop page',
        params: tokenParams,
        response: { 303: z.null().describe('To /reminders/stop/{token}'), ...errorResponses },
      },
      handler: async (request, reply) =>
        reply.redirect(`/reminders/stop/${encodeURIComponent(request.params.token)}`, 303),
    });

    hooks.post(TWILIO_SMS_PATH.slice('/api'.length), {
      config: { public: true },
      preHandler: limits.twilio,
      schema: {
        tags,
        summary: "Twilio's inbound SMS webhook (signed): STOP and START from a patient's phone",
        consumes: ['application/x-www-form-urlencoded'],
        body: z.record(z.string(), z.string()),
        produces: ['text/xml'],
        response: { 200: z.any().describe('An empty TwiML <Response/>'), ...errorResponses },
      },
      handler: async (request, reply) => {
        const sms = app.config.sms;
        const url = app.config.appUrl + TWILIO_SMS_PATH;
        const signature = request.headers['x-twilio-signature'];
        if (!sms || !validTwilioSignature(sms.authToken, url, request.body, signature)) {
          throw new AppError('forbidden', messages.forbidden);
        }
        const keyword = smsKeyword(request.body.Body);
        const from = request.body.From;
        if (keyword && from)
          await setSmsOptOut(app.db, app.cipher, from, keyword === 'stop', request.ip);
        return reply.code(200).type('text/xml').send(EMPTY_TWIML);
      },
    });
  });
};
