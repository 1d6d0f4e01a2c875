import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { createTestApp } from '../support/app.js';

/** The typed paths and operations of the API, generated from the served document. */
export const TYPES_FILE = fileURLToPath(new URL('../../openapi/schema.ts', import.meta.url));

const HEADER = `/**
 * Generated from the served OpenAPI document by \`npm run openapi:types\`
 * (apps/api/test/openapi/generate.ts); do not edit. A test fails when it is stale.
 */

`;

/** The document exactly as /api/docs/json serves it, from a fresh app on its own database. */
export async function servedDocument(): Promise<OpenAPI3> {
  const test = await createTestApp();
  try {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    return response.json<OpenAPI3>();
  } finally {
    await test.close();
  }
}

/**
 * The TypeScript types of a document, as openapi-typescript writes them, formatted with the
 * project's Prettier settings so that `npm run format` leaves the committed file alone.
 */
export async function typesOf(document: OpenAPI3): Promise<string> {
  const source = HEADER + astToString(await openapiTS(document, { silent: true }));
  const options = await prettier.resolveConfig(TYPES_FILE);
  return prettier.format(source, { ...options, parser: 'typescript' });
}
