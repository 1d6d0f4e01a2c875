import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bucketOf, makeLink, templateFormId } from '#test/factories/patient-links.js';
import { LINK_SHELL_RULE } from './index.js';

// A patient link's page arrives with its practice and form drawn in, before any JavaScript.
const webDist = mkdtempSync(path.join(tmpdir(), 'pc-web-shell-'));
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>app</title></head><body><div id="root"></div></body></html>';
// A twentieth of the production limits keeps the limit's test short (as the guards' tests do).
const FACTOR = 0.05;
const shellEnv = { WEB_DIST: webDist, RATE_LIMIT_FACTOR: String(FACTOR) };
let t: TestApp;
let clinic: TestClinic;

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp(shellEnv);
  clinic = await createClinic(t.app, t.db, { name: `Sunrise <Family> & Co ${Date.now()}` });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

it("draws a form link's practice and title, escaped, without opening the link", async () => {
  const formId = await templateFormId(t.db, clinic.id, 1);
  const { token, linkId } = await makeLink(t.db, { companyId: clinic.id, formId });
  const before = await auditCount();

  const page = await t.app.inject({ url: `/form-fill/${token}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain(escaped(clinic.name));
  expect(page.body).not.toContain('<Family>');
  expect(page.body).toMatch(/<p data-shell-title[^>]*>Records Release/);
  // The link's forms are asked for with the page, as the app's fetch asks (one request).
  expect(page.body).toContain(
    `<link rel="preload" as="fetch" crossorigin referrerpolicy="no-referrer" href="/api/public/links/${token}">`,
  );
  // The same headers as any link page: private, never indexed, the app's CSP.
  expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  // Drawing the frame is no open: no audit row, the link not marked opened.
  expect(await auditCount()).toBe(before);
  const link = await t.db
    .selectFrom('form_links')
    .select('opened_at')
    .where('id', '=', linkId as never)
    .executeTakeFirstOrThrow();
  expect(link.opened_at).toBeNull();
});

it("draws a Spanish link's frame in Spanish", async () => {
  const formId = await templateFormId(t.db, clinic.id, 1);
  const { token, linkId } = await makeLink(t.db, { companyId: clinic.id, formId });
  await t.db
    .updateTable('form_links')
    .set({ language: 'es' })
    .where('id', '=', linkId as never)
    .execute();
  const page = await t.app.inject({ url: `/form-fill/${token}` });
  expect(page.body).toContain('<html lang="es"');
  expect(page.body).toMatch(/<p data-shell-title[^>]*>Formulario de autorización para divulgar/);
  expect(page.body).toContain('Cargando el formulario…');
  expect(page.body).not.toContain('Loading form');
});

it("draws a bucket link's title", async () => {
  const forms = [
    await templateFormId(t.db, clinic.id, 1),
    await templateFormId(t.db, clinic.id, 3),
  ];
  const bucketId = await bucketOf(t.db, clinic.id, forms);
  const { token } = await makeLink(t.db, { companyId: clinic.id, bucketId });
  const page = await t.app.inject({ url: `/forms-fill/${token}` });
  expect(page.body).toContain(escaped(clinic.name));
  expect(page.body).toMatch(/<p data-shell-title[^>]*>New patient/);
});

/**
 * Security III, finding 9: a replacement string's `$\`` is "the text before the match", `$'` the
 * text after and `$&` the match, so a title holding them copied the document's head into the
 * page. The frame's texts are inserted as they are.
 */
it('prints a title holding a replacement pattern as typed, and the head once', async () => {
  const bucketId = await bucketOf(t.db, clinic.id, [await templateFormId(t.db, clinic.id, 1)]);
  const title = "Intake $` and $' and $& ($$10 copay)";
  await t.db.updateTable('buckets').set({ title }).where('id', '=', bucketId).execute();
  const { token } = await makeLink(t.db, { companyId: clinic.id, bucketId });
  const page = await t.app.inject({ url: `/forms-fill/${token}` });
  expect(page.body).toContain(
    `<p data-shell-title style="margin:0 0 24px;font-size:34px;font-weight:600;line-height:1.3;color:#000">${escaped(title).replace(/'/g, '&#39;')}</p>`,
  );
  expect(page.body.split('<head>')).toHaveLength(2);
  expect(page.body.split('<title>app</title>')).toHaveLength(2);
});

it("draws the frame into the build's shell for the link's kind, with that page's preloads", async () => {
  // The web build writes one per kind (apps/web build/prerender.ts); without them, index.html.
  const shells = path.join(webDist, 'link-shells');
  mkdirSync(shells);
  const shell = (kind: string) =>
    INDEX_HTML.replace(
      '</body>',
      `<template><link rel="modulepreload" href="/assets/${kind}.js"></template></body>`,
    );
  writeFileSync(path.join(shells, 'form.html'), shell('FormFillPage'));
  writeFileSync(path.join(shells, 'bucket.html'), shell('BucketFillPage'));
  try {
    const formId = await templateFormId(t.db, clinic.id, 1);
    const form = await makeLink(t.db, { companyId: clinic.id, formId });
    const formPage = (await t.app.inject({ url: `/form-fill/${form.token}` })).body;
    expect(formPage).toContain('href="/assets/FormFillPage.js"');
    expect(formPage).toMatch(/<p data-shell-title[^>]*>Records Release/);

    const bucketId = await bucketOf(t.db, clinic.id, [formId]);
    const bucket = await makeLink(t.db, { companyId: clinic.id, bucketId });
    const bucketPage = (await t.app.inject({ url: `/forms-fill/${bucket.token}` })).body;
    expect(bucketPage).toContain('href="/assets/BucketFillPage.js"');
    expect(bucketPage).not.toContain('FormFillPage.js');
  } finally {
    rmSync(shells, { recursive: true, force: true });
  }
  const plain = await makeLink(t.db, {
    companyId: clinic.id,
    formId: await templateFormId(t.db, clinic.id, 1),
  });
  expect((await t.app.inject({ url: `/form-fill/${plain.token}` })).body).not.toContain(
    'modulepreload',
  );
});

it('answers an unknown token with the plain shell', async () => {
  const page = await t.app.inject({ url: '/form-fill/not-a-real-token' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<div id="root"></div>');
  expect(page.body).not.toContain('rel="preload"');
  expect(page.body).not.toContain(escaped(clinic.name));
  expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
});

/**
 * Over the limit, the address's link pages come without the frame and without reading the
 * database: still 200 with the app's page, which then asks the API (limited on its own).
 */
async function expectShellLimited(app: TestApp) {
  const practice = await createClinic(app.app, app.db);
  const formId = await templateFormId(app.db, practice.id, 1);
  const { token } = await makeLink(app.db, { companyId: practice.id, formId });
  const ip = '198.51.100.21';
  const page = (remoteAddress = ip) =>
    app.app.inject({ url: `/form-fill/${token}`, remoteAddress });
  const limit = Math.max(1, Math.round(LINK_SHELL_RULE.max * FACTOR));
  const reads = vi.spyOn(app.db, 'selectFrom');
  try {
    for (let i = 0; i < limit; i++) expect((await page()).body).toContain('data-link-shell');
    expect(reads).toHaveBeenCalled();
    reads.mockClear();

    const limited = await page();
    expect(limited.statusCode).toBe(200);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toBe(INDEX_HTML);
    expect(limited.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(reads).not.toHaveBeenCalled();
  } finally {
    reads.mockRestore();
  }
  // Another address is not held back; the API's own GET keeps its own count for this one.
  expect((await page('198.51.100.22')).body).toContain('data-link-shell');
  const api = await app.app.inject({ url: `/api/public/links/${token}`, remoteAddress: ip });
  expect(api.statusCode).toBe(200);
}

it('serves the plain page, reading nothing, once an address is over the limit', async () => {
  await expectShellLimited(t);
});

const redisUrl = process.env.TEST_REDIS_URL;
it.skipIf(!redisUrl)('counts the limit in Redis when the app has one', async () => {
  const shared = await createTestApp({
    ...shellEnv,
    REDIS_URL: redisUrl!,
    REDIS_KEY_PREFIX: `paperless-test:${randomBytes(6).toString('hex')}:`,
  });
  try {
    await expectShellLimited(shared);
  } finally {
    await shared.close();
  }
});
