import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorResponseSchema } from '@paperless/core';
import type { FastifyInstance } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { Config } from '../config.js';
import { describeRoute, ERROR_ANSWERS, errorAnswer, operationIdOf } from './openapi-routes.js';

/**
 * The OpenAPI description served at /api/docs (viewer) and /api/docs/json, made from the routes'
 * own schemas. What every route shares is added once, from the same facts the server acts on
 * (openapi-routes.ts); `npm test` lints the result with Redocly (apps/api/test/openapi/).
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Paperless Clinic API',
        version: '0.1.0',
        description:
          'Sign in with `login` and send the `token` it answers as `Authorization: Bearer <token>`. ' +
          'Every error answers `{ message, errors? }`; `errors` maps each invalid field to its messages.',
        // The product is not open source: using the API is governed by the service's terms.
        license: { name: 'Proprietary (Terms of Service)', url: `${config.appUrl}/terms` },
      },
      // The API is served by the same server as the web app, at the address its links use.
      servers: [{ url: config.appUrl }],
      components: {
        schemas: { Error: errorSchema },
        securitySchemes: {
          session: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The session token of `login` (lib/sessions.ts), not a cookie. Sessions end after ' +
              'an idle time and a maximum lifetime; an ended session answers 401.',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: describeRoute,
    transformObject: finishDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** The one shape of every error answer (error-handler.ts). Zod types `type` as any string. */
const errorSchema = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' }) as {
  type: 'object';
};

/** What the groups of operations are for; a tag missing here fails the document's lint test. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Signing in and out, the current user, passwords.',
  account: "The signed-in user's sessions, two-factor sign-in and login e-mail.",
  roles: 'Roles and the permissions they grant.',
  users: "The provider's staff accounts.",
  clients: 'Clinics (companies): their details, status and logo.',
  'company users': "A clinic's own users and the ownership transfer.",
  plans: 'Subscription plans, standard and custom.',
  finance: 'Transactions, subscriptions and invoices.',
  card: "A clinic's payment cards.",
  billing: "Stripe's payment events.",
  signup: 'Self-signup of a new clinic, with the first payment or as a free trial.',
  'clinic billing':
    "A clinic owner's plan, usage, invoices, Pay now and plan change requests, and the clinic's standing.",
  'practice profile': "A clinic owner's practice phone, address, logo and brand colour.",
  dashboard: "The provider's dashboard figures.",
  'clinic dashboard': "A clinic's dashboard figures.",
  forms: "Form templates and a clinic's forms.",
  buckets: 'Buckets: forms sent together as one link.',
  sending: 'Sending forms and buckets to patients, and the links sent.',
  'patient links': 'What a patient opens from a link, and their answers.',
  kiosk: "A clinic's tablet in kiosk mode: its devices, and the fills started on it.",
  'patient copies': "A patient's copy of what they signed, and the clinic's choice to e-mail it.",
  visits: "The next days' visits and whether each patient's packet is ready.",
  reminders: "Stopping a link's reminders, and Twilio's inbound STOP and START.",
  'front desk': "A clinic's time zone and reminder schedule.",
  'submitted forms': 'Completed forms and their PDFs.',
  notifications: "The signed-in user's notifications.",
  outbox: 'E-mail and text messages queued and sent.',
  'audit-log': 'The audit log of who did what, and its export.',
  health: 'Whether the server and its database answer.',
};

interface Operation {
  operationId?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
}
type Document = Record<string, unknown> & {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
};

/**
 * The whole document once every route is in: each operation gets its operationId, each shared
 * error answer becomes one reference to components.responses (a hundred routes answer the same
 * 401), the tags get their descriptions, and empty members of allOf (an intersection with
 * `z.unknown()` fields) are dropped, since they match anything and only confuse generators.
 */
const finishDocument: SwaggerTransformObject = (input) => {
  const document = (
    'openapiObject' in input ? input.openapiObject : input.swaggerObject
  ) as Document;
  const tagsUsed = new Set<string>();
  const errorsUsed = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      operation.operationId ??= operationIdOf(method, path);
      for (const tag of operation.tags ?? []) tagsUsed.add(tag);
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const shared = ERROR_ANSWERS[status];
        if (!shared || !isDeepStrictEqual(answer, errorAnswer(status))) continue;
        operation.responses![status] = { $ref: `#/components/responses/${shared.name}` };
        errorsUsed.add(status);
      }
    }
  }
  const responses = Object.fromEntries(
    [...errorsUsed].sort().map((status) => [ERROR_ANSWERS[status]!.name, errorAnswer(status)]),
  );
  const described = Object.keys(TAG_DESCRIPTIONS).filter((name) => tagsUsed.has(name));
  const undescribed = [...tagsUsed].filter((name) => !(name in TAG_DESCRIPTIONS));
  const tags = [
    ...described.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    ...undescribed.map((name) => ({ name })),
  ];
  const finished = { ...document, tags, components: { ...document.components, responses } };
  return dropEmptyAllOfMembers(finished) as ReturnType<SwaggerTransformObject>;
};

function dropEmptyAllOfMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropEmptyAllOfMembers);
  if (value === null || typeof value !== 'object') return value;
  const { allOf, ...rest } = value as Record<string, unknown>;
  const node: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).map(([key, child]) => [key, dropEmptyAllOfMembers(child)]),
  );
  if (!Array.isArray(allOf)) return allOf === undefined ? node : { ...node, allOf };
  const members = allOf.filter((member) => !isEmptyObject(member)).map(dropEmptyAllOfMembers);
  // One member left: it is the schema itself, unless its keywords would clash with the node's.
  const only = members.length === 1 ? (members[0] as Record<string, unknown>) : undefined;
  if (only && Object.keys(only).every((key) => !(key in node))) return { ...node, ...only };
  return members.length === 0 ? node : { ...node, allOf: members };
}

const isEmptyObject = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length === 0;
