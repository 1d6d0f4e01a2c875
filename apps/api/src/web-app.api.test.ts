import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';

// The built web app is served for every unknown GET path; patient links must not be indexed.
const webDist = mkdtempSync(path.join(tmpdir(), 'pc-web-'));
let t: TestApp;

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
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
