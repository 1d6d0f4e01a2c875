import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClinic, type TestClinic } from '../test/clinics.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { bucketOf, makeLink, templateFormId } from '../modules/patient-links/testing.js';

// A patient link's page arrives with its practice and form drawn in, before any JavaScript.
const webDist = mkdtempSync(path.join(tmpdir(), 'pc-web-shell-'));
let t: TestApp;
let clinic: TestClinic;

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: webDist });
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

it('answers an unknown token with the plain shell', async () => {
  const page = await t.app.inject({ url: '/form-fill/not-a-real-token' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<div id="root"></div>');
  expect(page.body).not.toContain('rel="preload"');
  expect(page.body).not.toContain(escaped(clinic.name));
  expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
});
