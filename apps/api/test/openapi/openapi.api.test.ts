import { messages } from '@paperless/core';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../src/lib/openapi-routes.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { TYPES_FILE, typesOf } from './document.js';

const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

/**
 * Redocly's CLI on the document with its recommended rules, from a directory of its own (no
 * ignore file: nothing is let through).
 */
async function redoclyLint(document: OpenAPI3): Promise<LintReport> {
  const dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
  try {
    await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(document));
    const args = [
      'lint',
      '--extends',
      'recommended',
      '--format',
      'json',
      '--max-problems',
      '10000',
    ];
    // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY, ...args, 'openapi.json'],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(stdout) as LintReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Operation = { operationId?: string; security?: unknown[] };

function operationsOf(document: OpenAPI3): { method: string; path: string; op: Operation }[] {
  return Object.entries(document.paths ?? {}).flatMap(([p, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: p,
      op,
    })),
  );
}

let test: TestApp;
let document: OpenAPI3;

beforeAll(async () => {
  test = await createTestApp();
  document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenAPI3>();
});
afterAll(() => test?.close());

describe('the served OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const report = await redoclyLint(document);
    const found = report.problems.map(
      (p) =>
        `${p.severity} ${p.ruleId} at ${p.location.map((l) => l.pointer).join(', ')}: ${p.message}`,
    );
    expect(found).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('documents every operation as needing a session unless the auth hook lets it through', async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { method, path: template, op } of operations) {
      const url = template.replace(/\{[^}]+\}/g, '1');
      const response = await test.app.inject({ method: method as 'GET', url });
      const documentedPublic = Array.isArray(op.security) && op.security.length === 0;
      const refused =
        response.statusCode === 401 && response.json().message === messages.unauthenticated;
      if (documentedPublic === refused) wrong.push(`${method} ${template}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(document.security).toEqual([{ session: [] }]);
    expect(document.components?.securitySchemes?.session).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('names the operations of its override list, so none of its entries is stale', () => {
    const named = new Map(
      operationsOf(document).map((o) => [`${o.method} ${o.path}`, o.op.operationId]),
    );
    for (const [operation, id] of Object.entries(OPERATION_NAMES)) {
      expect(named.get(operation), operation).toBe(id);
    }
  });

  it('matches the committed TypeScript types (run `npm run openapi:types` when it does not)', async () => {
    const committed = await readFile(TYPES_FILE, 'utf8');
    expect(committed === (await typesOf(document)), 'apps/api/openapi/schema.ts is stale').toBe(
      true,
    );
  });
});
