import { errorResponseSchema } from '@paperless/core';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Cipher } from './crypto.js';
import type { JobRunner } from './jobs/runner.js';
import type { OutboxWorker } from './outbox/worker.js';
import type { Storage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    outbox: OutboxWorker;
    storage: Storage;
    /** Seals patient answers at rest (lib/crypto.ts). */
    cipher: Cipher;
    /** Events, their handlers and the periodic duties (jobs/link-completed.ts, schedule.ts). */
    jobs: JobRunner;
  }
}

/** A feature's routes: a plugin that receives the typed app. */
export type RoutesPlugin = (app: TypedApp) => Promise<void>;
export type TypedApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The error answers a route may give, for the OpenAPI description. The document shows each as
 * the one shared error answer, and adds 401, 403 and 422 wherever the auth hook and the input
 * guard give them (lib/openapi-routes.ts), so a route that lists none is still described.
 */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
} as const;
