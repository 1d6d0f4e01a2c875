import { addFieldError, emailChangeMessages, messages } from '@paperless/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './errors.js';
import { emailConflict, isDuplicateEmail, isUniqueViolation } from './unique-violation.js';

/** A database error (it carries a five-character SQLSTATE), whose text may quote values. */
function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * What the log may say about a database error: its SQLSTATE and the names of the objects
 * involved. Never its message or detail, which quote the row's values (an e-mail address).
 */
function databaseErrorForLog(error: unknown, sqlstate: string) {
  const e = error as { constraint?: unknown; table?: unknown; routine?: unknown };
  const name = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    sqlstate,
    constraint: name(e.constraint),
    table: name(e.table),
    routine: name(e.routine),
  };
}

/**
 * Maps every failure to `{ message, errors? }`: validation to 422 with the messages per field
 * (the spec's texts, from the schemas in core), AppError to its status, a duplicate that slipped
 * past a service's own check to 409, and anything else to a 500 whose details go to the log,
 * never to the caller.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
        addFieldError(errors, field, issue.message ?? 'Invalid value');
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
    const sqlstate = sqlStateOf(error);
    if (sqlstate !== undefined && isUniqueViolation(error)) {
      // Services answer their form's own message; this is the net under them (a route that
      // has no check of its own), so two racing requests never produce a 500.
      request.log.warn({ db: databaseErrorForLog(error, sqlstate) }, 'duplicate refused');
      const conflict = isDuplicateEmail(error)
        ? emailConflict(emailChangeMessages.emailTaken)
        : new AppError('conflict', messages.conflict);
      return reply
        .code(409)
        .send(
          conflict.errors
            ? { message: conflict.message, errors: conflict.errors }
            : { message: conflict.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && sqlstate === undefined) {
      // Fastify's own 4xx (malformed JSON, body too large): its message is safe and useful.
      return reply.code(status).send({ message: error.message });
    }
    if (sqlstate !== undefined) {
      request.log.error({ db: databaseErrorForLog(error, sqlstate) }, 'request failed');
    } else {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.code(500).send({ message: messages.serverError });
  });
}
