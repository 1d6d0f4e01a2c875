import type { SwaggerTransform } from '@fastify/swagger';
import { errorResponseSchema } from '@paperless/core';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Each route's part of the OpenAPI document (lib/openapi.ts), made from the route's own schema
 * plus what the server does to every route: the shared errors, who may call it, its name.
 */

/** The shared error answers: their component names and what each status means to a caller. */
export const ERROR_ANSWERS: Record<string, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request could not be read or was malformed.' },
  401: {
    name: 'Unauthenticated',
    description: 'No live session: the token is missing, unknown or ended. Sign in again.',
  },
  403: {
    name: 'Forbidden',
    description: "The session's role lacks the permission this operation needs.",
  },
  404: { name: 'NotFound', description: 'No such record, or none the caller may see.' },
  409: {
    name: 'Conflict',
    description: 'The change conflicts with the current state (a duplicate, a step already taken).',
  },
  413: {
    name: 'TooLarge',
    description: 'The body is larger than this operation takes; `errors` names the field.',
  },
  415: {
    name: 'UnsupportedType',
    description:
      "The body's Content-Type is not one this operation takes; `errors` names the field.",
  },
  422: {
    name: 'InvalidInput',
    description: 'Invalid input: `errors` names each field (by its path) with its messages.',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts: retry after the seconds of the Retry-After header.',
  },
};

/** Names for the operations integrators reach for first; every other one is derived. */
export const OPERATION_NAMES: Record<string, string> = {
  'POST /api/login': 'login',
  'POST /api/logout': 'logout',
  'GET /api/me': 'getCurrentUser',
  'POST /api/change-password': 'changePassword',
  'POST /api/forgot-password': 'requestPasswordReset',
  'POST /api/password/reset/{tokenId}': 'resetPassword',
  'POST /api/register-client': 'registerClient',
  'GET /api/public/links/{token}': 'getPatientLink',
  'POST /api/public/links/{token}/submit': 'submitPatientLink',
  'GET /healthz': 'getHealth',
};

/**
 * `getCompanyEditById` for GET /api/company/edit/{id}: the method, then the path's words, a
 * parameter as `By<Name>`. Readable, and stable as long as the route keeps its address.
 */
export function operationIdOf(method: string, path: string): string {
  const named = OPERATION_NAMES[`${method.toUpperCase()} ${path}`];
  if (named) return named;
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...wordsOf(param[1]!)] : wordsOf(segment);
    });
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

const wordsOf = (text: string) => text.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');

/**
 * The errors a route answers whatever it declares, from the layers every request passes: the
 * input guard (lib/input-guard.ts) refuses a NUL character in any path, query or body with 422,
 * as schemas do with invalid input; the auth hook answers 401 without a session and 403 without
 * the route's permission.
 */
function sharedErrorStatuses(route: RouteOptions): string[] {
  const statuses = ['422'];
  if (route.config?.public !== true) statuses.push('401');
  if (route.config?.permission !== undefined) statuses.push('403');
  return statuses;
}

/**
 * The swagger transform: the route's declared answers plus the shared errors, every error
 * documented as the one JSON shape it is (even on a PDF or CSV route), and public routes marked
 * as needing no session.
 */
export const describeRoute: SwaggerTransform = (input) => {
  const schema: FastifySchema = input.schema ?? {};
  const errors = new Set(sharedErrorStatuses(input.route));
  const answers: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(schema.response ?? {})) {
    if (answer === errorResponseSchema) errors.add(status);
    else answers[status] = answer;
  }
  const { security: _declared, ...rest } = schema;
  const result = jsonSchemaTransform({
    ...input,
    schema: {
      ...rest,
      response: answers,
      // The auth hook lets a request through without a session only when this flag is set.
      ...(input.route.config?.public === true ? { security: [] } : {}),
    },
  });
  if (result.schema.hide) return result;
  const response = { ...(result.schema.response as Record<string, unknown>) };
  if (!Object.keys(answers).some((status) => status.startsWith('2'))) {
    response[200] = untypedSuccess(schema.produces);
  }
  // A file route's other answers (the patient's copy's 202, issue 39) are JSON, as its errors.
  if (schema.produces) {
    for (const status of Object.keys(answers).filter((s) => s !== '200')) {
      response[status] = {
        description: 'Success.',
        content: { 'application/json': { schema: response[status] } },
      };
    }
  }
  for (const status of [...errors].sort()) response[status] = errorAnswer(status);
  return { ...result, schema: { ...result.schema, response } };
};

/**
 * A shared error answer as swagger takes it; lib/openapi.ts then makes it one entry of
 * components.responses that every operation refers to.
 */
export const errorAnswer = (status: string) => ({
  description: ERROR_ANSWERS[status]?.description ?? 'The request failed.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The success of a route that declares no answer schema (a file): its types, as bytes. */
function untypedSuccess(produces: readonly string[] | undefined) {
  const types = produces ?? ['application/json'];
  return {
    description: 'Success.',
    content: Object.fromEntries(
      types.map((type) => [
        type,
        { schema: type === 'application/json' ? {} : { type: 'string', format: 'binary' } },
      ]),
    ),
  };
}
