import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';

// The web build writes /landing and the legal pages as HTML (apps/web/build/prerender.ts; what
// they draw is tested in apps/web/src/app/prerender.test.tsx): the server sends those files.
const webDist = mkdtempSync(path.join(tmpdir(), 'pc-web-prerendered-'));
let t: TestApp;

const page = (body: string) => `<!doctype html><body><div id="root">${body}</div></body>`;

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), page(''));
  mkdirSync(path.join(webDist, 'prerendered'));
  writeFileSync(
    path.join(webDist, 'prerendered/landing.html'),
    page('<h1>Patient intake, without the paperwork</h1>'),
  );
  writeFileSync(path.join(webDist, 'prerendered/terms.html'), page('<h1>Terms of Service</h1>'));
  // The build writes each page compressed beside it too (apps/web/build/precompress.ts).
  writeFileSync(
    path.join(webDist, 'prerendered/landing.html.gz'),
    gzipSync(page('<h1>Patient intake, without the paperwork</h1>')),
  );
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

it('sends the prerendered landing and legal pages, with the app headers', async () => {
  const landing = await t.app.inject({ url: '/landing' });
  expect(landing.statusCode).toBe(200);
  expect(landing.headers['content-type']).toContain('text/html');
  expect(landing.body).toContain('Patient intake, without the paperwork');
  expect(landing.headers['cache-control']).toBe('no-cache');
  expect(landing.headers['content-security-policy']).toContain("script-src 'self'");
  expect((await t.app.inject({ url: '/terms?from=signup' })).body).toContain('Terms of Service');
});

it('sends the plain shell where no page was prerendered', async () => {
  // /privacy is prerendered by the build, but this build has no file for it.
  for (const url of ['/privacy', '/signup', '/landing/other']) {
    const answer = await t.app.inject({ url });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(page(''));
  }
});

it('sends the compressed landing page to a browser that accepts it, the plain one otherwise', async () => {
  const zipped = await t.app.inject({ url: '/landing', headers: { 'accept-encoding': 'gzip' } });
  expect(zipped.statusCode).toBe(200);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers['content-type']).toContain('text/html');
  expect(zipped.headers.vary).toContain('accept-encoding');
  expect(zipped.headers['cache-control']).toBe('no-cache');
  expect(gunzipSync(zipped.rawPayload).toString()).toContain(
    'Patient intake, without the paperwork',
  );

  // No .br was built: a browser asking for brotli first gets the gzip, one asking for neither
  // the plain file.
  const either = await t.app.inject({
    url: '/landing',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(either.headers['content-encoding']).toBe('gzip');
  const plain = await t.app.inject({ url: '/landing', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toContain('Patient intake, without the paperwork');
});
