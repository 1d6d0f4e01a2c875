import {
  ID_MAX,
  cardCreateSchema,
  cardListResponseSchema,
  cardMessages,
  cardMutationResponseSchema,
  companyScopeQuerySchema,
  messageResponseSchema,
} from '@paperless/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import * as cards from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
const tags = ['card'];
// Spec §6: the card is the clinic's (Client Admin and Sub-Client Admin); manage_card is a
// clinic-only permission, so provider staff cannot see or change a clinic's card.
const permission = 'manage_card' as const;

/** The company's saved payment card. */
export const cardRoutes: RoutesPlugin = async (app) => {
  const ctx = (request: FastifyRequest): cards.Ctx => ({
    db: app.db,
    auth: authOf(request),
    actor: actorOf(request),
    config: app.config,
  });

  app.get('/card', {
    config: { permission },
    schema: {
      tags,
      summary: "The company's card (zero or one) and whether payments run in demo mode",
      querystring: companyScopeQuerySchema,
      response: { 200: cardListResponseSchema, ...errorResponses },
    },
    handler: async (request) => cards.listCards(ctx(request), request.query.company_id),
  });

  app.post('/card', {
    config: { permission },
    schema: {
      tags,
      summary: 'Save the card: a Stripe PaymentMethod id, or a demo id (never a card number)',
      body: cardCreateSchema,
      response: { 201: cardMutationResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await cards.addCard(ctx(request), request.body);
      return reply.code(201).send({ message: cardMessages.added, data });
    },
  });

  app.delete('/card/:id', {
    config: { permission },
    schema: {
      tags,
      summary: "Delete the company's card",
      params: idParams,
      querystring: companyScopeQuerySchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await cards.deleteCard(ctx(request), request.params.id, request.query.company_id);
      return { message: cardMessages.deleted };
    },
  });
};
