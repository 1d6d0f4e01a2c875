import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';

// The built web app is served for every unknown GET path; patient links must not be indexed.
const webDist = mkdtempSync(path.join(tmpdir(), 'pc-web-'));
let t: TestApp;

// A hashed asset and the .br/.gz the web build writes beside it (apps/web/vite.config.ts).
const asset = `export const app = ${JSON.stringify('x'.repeat(2000))};`;

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(path.join(webDist, 'assets'));
  const file = path.join(webDist, 'assets/index-Ab12Cd.js');
  writeFileSync(file, asset);
  writeFileSync(`${file}.br`, brotliCompressSync(asset));
  writeFileSync(`${file}.gz`, gzipSync(asset));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

it('serves patient link pages with noindex and no referrer', async () => {
  for (const url of ['/form-fill/abc', '/forms-fill/abc']) {
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
  }
});

it('leaves the other pages indexable', async () => {
  const page = await t.app.inject({ url: '/landing' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['x-robots-tag']).toBeUndefined();
  expect(page.headers['cache-control']).toBe('no-cache');
});

it('serves hashed assets precompressed, cached for a year', async () => {
  const br = await t.app.inject({
    url: '/assets/index-Ab12Cd.js',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toContain('accept-encoding');
  expect(br.rawPayload.length).toBeLessThan(asset.length / 5);

  const plain = await t.app.inject({ url: '/assets/index-Ab12Cd.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(asset);
});
