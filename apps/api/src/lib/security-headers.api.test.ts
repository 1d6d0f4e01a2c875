import { ROLE } from '@paperless/core';
import type { InjectOptions, LightMyRequestResponse as Answer } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTransport } from './outbox/transports.js';
import { clientPayload, multipartBody, PNG_BYTES } from '#test/factories/companies.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { createPlan } from '#test/factories/plans.js';

let t: TestApp;
let webDist: string;
let token: string;
const answers: Answer[] = [];

beforeAll(async () => {
  // A stand-in for the built web app, so the page routes are served.
  webDist = await mkdtemp(path.join(tmpdir(), 'paperless-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ WEB_DIST: webDist });
  token = (await loginAs(t.app, await createUser(t.db, ROLE.superAdmin))).token;
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** Every answer is kept, so the last test can check that none of them set a cookie. */
async function call(options: InjectOptions): Promise<Answer> {
  const answer = await t.app.inject(options);
  answers.push(answer);
  return answer;
}

describe('on every answer', () => {
  it('sends a strict CSP, nosniff, no-referrer and no HSTS without TRUST_PROXY', async () => {
    for (const url of ['/', '/login', '/api/me', '/api/plan', '/healthz', '/api/nowhere']) {
      const answer = await call({ url, headers: bearer(token) });
      const csp = String(answer.headers['content-security-policy']);
      const directive = (name: string) =>
        csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
      expect(directive('script-src'), url).toContain("'self'");
      expect(directive('script-src'), url).not.toContain('unsafe-inline');
      expect(directive('script-src'), url).not.toContain('unsafe-eval');
      expect(directive('frame-ancestors'), url).toBe("frame-ancestors 'none'");
      expect(directive('object-src'), url).toBe("object-src 'none'");
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('no-referrer');
      expect(answer.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends HSTS when behind a TLS proxy (TRUST_PROXY)', async () => {
    const config = { ...t.config, trustProxy: 1 };
    const behindTls = await buildApp({ config, db: t.db, transport: createTransport(config) });
    try {
      const answer = await behindTls.inject({ url: '/healthz' });
      expect(answer.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await behindTls.close();
    }
  });
});

describe('patient links', () => {
  it('keeps form-fill pages and link answers out of search engines and caches', async () => {
    const urls = ['/form-fill/abc', '/forms-fill/abc', '/api/public/links/abc'];
    for (const url of urls) {
      const answer = await call({ url });
      expect(answer.headers['x-robots-tag'], url).toContain('noindex');
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const landing = await call({ url: '/' });
    expect(landing.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('API caching', () => {
  it('marks answers to signed-in requests no-store, and leaves public assets cacheable', async () => {
    for (const url of ['/api/me', '/api/company', '/api/notifications']) {
      const answer = await call({ url, headers: bearer(token) });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    // Refusals too: a 401 must not be served from a cache to the next person either.
    expect((await call({ url: '/api/me' })).headers['cache-control']).toBe('no-store');
    expect((await call({ url: '/api/public/plans' })).headers['cache-control']).toBe(
      'public, max-age=60',
    );
  });
});

describe('request size', () => {
  it('refuses a 2 MiB JSON body with 413 and a JSON message', async () => {
    const answer = await call({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1_048_576) }),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: expect.stringMatching(/too large/i) });
  });

  it('takes a logo up to its limit, checked by its bytes, and refuses a bigger one', async () => {
    const planId = await createPlan(t.db);
    const store = async (bytes: Uint8Array) => {
      const body = await multipartBody(clientPayload(planId), { bytes, name: 'logo.png' });
      return call({
        method: 'POST',
        url: '/api/company/store',
        headers: { ...bearer(token), 'content-type': body.contentType },
        payload: body.body,
      });
    };
    // A real PNG padded to 1.5 MB (still a PNG by its signature) is accepted.
    const padded = new Uint8Array(1_500_000);
    padded.set(PNG_BYTES);
    expect((await store(padded)).statusCode).toBe(201);

    const tooBig = new Uint8Array(2 * 1024 * 1024 + 10);
    tooBig.set(PNG_BYTES);
    const refused = await store(tooBig);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.logo).toEqual(['The logo must be at most 2 MB.']);
  });
});

it('sets no cookie on any answer', async () => {
  answers.push(await call({ method: 'POST', url: '/api/logout', headers: bearer(token) }));
  expect(answers.length).toBeGreaterThan(15);
  for (const answer of answers) expect(answer.headers['set-cookie']).toBeUndefined();
});

it('ships a web app whose one inline script is its loader, allowed by hash (when it is built)', async () => {
  // The real build output (WEB_DIST's default), not the stand-in served above.
  const dist = loadConfig({}).webDist;
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    console.warn('SKIPPED: no built apps/web/dist/index.html to check for inline scripts');
    return;
  }
  const html = readFileSync(index, 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  const inline = scripts.filter(([, attributes]) => !/\bsrc=/.test(attributes!));
  // Issue 21: the app's script tags wait in a template, and one loader adds them after the
  // first paint (apps/web/build/defer-scripts.ts). Nothing else runs inline.
  expect(scripts.length).toBeGreaterThan(1);
  expect(inline).toHaveLength(1);
  expect(inline[0]![2]).toContain('app-scripts');
  for (const [, attributes, body] of scripts.filter((script) => !inline.includes(script))) {
    expect(attributes).toMatch(/\bsrc=/);
    expect(body!.trim()).toBe('');
  }
  // The policy a server on that build sends allows exactly that script.
  const built = await createTestApp({ WEB_DIST: dist });
  try {
    const policy = String(
      (await built.app.inject({ url: '/landing' })).headers['content-security-policy'],
    );
    const hash = createHash('sha256').update(inline[0]![2]!).digest('base64');
    expect(/script-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);
  } finally {
    await built.close();
  }
});
