import { messages } from '@paperless/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './errors.js';

/**
 * Maps every failure to `{ message, errors? }`: validation to 422 with the messages per field
 * (the spec's texts, from the schemas in core), AppError to its status, and anything else to a
 * 500 whose details go to the log, never to the caller.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
        (errors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid request';
      return reply.code(422).send({ message: first, errors });
    }
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large): its message is safe and useful.
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: messages.serverError });
  });
}
