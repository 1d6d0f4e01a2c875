import { ESIGN_DISCLOSURE_VERSION } from '@paperless/core';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsRelease } from '../factories/patient-links.js';
import { loginAs } from '../factories/users.js';
import { onlyMessageTo, outboxTo } from '../support/outbox.js';
import { reportFigures } from './report.js';
import {
  apiRoutes,
  entitledCaller,
  guardedRoutes,
  keyOf,
  leakOf,
  matrixCallers,
  request,
  unclassified,
} from './matrix.js';
import { ROUTE_CLASSES } from './route-classes.js';
import { buildWorld, type World } from './world.js';
import { openRecipient } from '../../src/lib/recipient.js';

/**
 * The isolation matrix (issue 7, evidence): every route behind a session, called at clinic B's
 * things by everyone who may not reach them. Routes come from the running app, so a new route
 * is checked (or, unclassified, fails the first test) without anyone editing this file.
 */
let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);
afterAll(() => w?.t.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** New sessions for the entitled callers (the matrix and the controls end theirs). */
async function renewSessions() {
  for (const caller of [w.providers.superAdmin, w.clinicB.owner, w.clinicB.staff]) {
    const user = await w.t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', caller.userId!)
      .executeTakeFirstOrThrow();
    caller.token = (
      await loginAs(w.t.app, { email: user.email, password: w.targets.password })
    ).token;
    // Ownership transfer (and other security changes) ask for the password again first.
    const reauth = await w.t.app.inject({
      method: 'POST',
      url: '/api/account/reauth',
      headers: { authorization: `Bearer ${caller.token}` },
      payload: { password: w.targets.password },
    });
    expect(reauth.statusCode, reauth.body).toBe(200);
  }
}

describe('route table', () => {
  it('classifies every route of the app, and only those', () => {
    const table = apiRoutes(w.t.app.routeTable);
    expect(unclassified(table), 'add these to test/security/route-classes.ts').toEqual([]);
    const keys = new Set(table.map(keyOf));
    expect(
      Object.keys(ROUTE_CLASSES).filter((k) => !keys.has(k)),
      'stale entries',
    ).toEqual([]);
    // The class agrees with the route's own config: public means public.
    const mismatched = table
      .filter((r) => ROUTE_CLASSES[keyOf(r)]?.scope !== 'docs')
      .filter((r) => r.public !== (ROUTE_CLASSES[keyOf(r)]?.scope === 'public'))
      .map(keyOf);
    expect(mismatched, 'public in config but not in the class, or the reverse').toEqual([]);
  });

  it('has every OpenAPI operation in the route table', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const operations = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((op) => !(op in ROUTE_CLASSES) && !op.startsWith('HEAD '))).toEqual(
      [],
    );
  });
});

describe('isolation matrix', () => {
  it('lets no caller reach clinic B without the right, and answers 401 without a session', async () => {
    const routes = guardedRoutes(w.t.app.routeTable);
    const callers = new Set<string>();
    const leaks: string[] = [];
    const not401: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const caller of matrixCallers(w, route)) {
        callers.add(caller.name);
        const response = await request(w.t.app, route, w.targets, caller.token);
        calls += 1;
        const leak = leakOf(route, caller, response, w.marker);
        if (leak) leaks.push(`${keyOf(route)} as ${caller.name}: ${leak} (${response.statusCode})`);
        if (caller.kind === 'anonymous' && response.statusCode !== 401) {
          not401.push(`${keyOf(route)} as ${caller.name}: ${response.statusCode}`);
        }
        expect(response.statusCode, `${keyOf(route)} as ${caller.name}`).toBeLessThan(500);
      }
    }
    const figures = { routes: routes.length, callers: callers.size, calls, leaks: leaks.length };
    reportFigures('isolation', figures);
    console.warn(`isolation matrix: ${JSON.stringify(figures)}`);
    expect(leaks).toEqual([]);
    expect(not401).toEqual([]);
    expect(routes.length).toBeGreaterThan(70);
  });
});

describe('ids that do not exist', () => {
  it('answer 404 or 403, never 5xx', async () => {
    await renewSessions();
    const routes = guardedRoutes(w.t.app.routeTable).filter(
      (r) => r.cls.param && r.cls.param !== 'filter',
    );
    const wrong: string[] = [];
    for (const route of routes) {
      const caller = entitledCaller(w, route);
      if (!caller) continue;
      const path = route.url.replace(/:[A-Za-z]+/, '987654');
      const response = await request(w.t.app, route, w.targets, caller.token, path);
      if (![403, 404].includes(response.statusCode))
        wrong.push(`${keyOf(route)}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('public routes with tokens', () => {
  const random = () => randomBytes(24).toString('base64url');
  // Bodies that pass validation, so only the token can be refused.
  const postBody = (url: string) =>
    url.startsWith('/api/password/')
      ? { password: 'long enough password' }
      : // One body for the link routes: submit's answers, and the e-sign consent's version.
        {
          fields: recordsRelease(),
          formId: w.targets.templateFormId,
          version: ESIGN_DISCLOSURE_VERSION,
        };

  // The set-password route answers 400 with its 'link is invalid or has expired' message.
  it('refuse a wrong or random token with 404 or 410 (400 for set-password)', async () => {
    const routes = w.t.app.routeTable.filter((r) => ROUTE_CLASSES[keyOf(r)]?.param === 'token');
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const [index, route] of routes.entries()) {
      for (const token of [random(), `${w.targets.linkToken}x`, 'a'.repeat(43)]) {
        const response = await w.t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/, token),
          // One address per route: the link routes share one budget of misses per address
          // (429 past it), and this test is about each route's own refusal.
          remoteAddress: `10.66.${index}.1`,
          ...(route.method === 'POST' ? { payload: postBody(route.url) } : {}),
        });
        const allowed = route.url.startsWith('/api/password/') ? [400, 404, 410] : [404, 410];
        expect(allowed, `${keyOf(route)}: ${response.body}`).toContain(response.statusCode);
      }
    }
    const logo = await w.t.app.inject({ method: 'GET', url: '/api/logos/..%2F..%2Fetc%2Fpasswd' });
    expect([400, 404, 422]).toContain(logo.statusCode);
  });

  it('store link, session and password tokens only as hashes', async () => {
    await renewSessions();
    const patient = `patient-${randomBytes(4).toString('hex')}@example.com`;
    const sent = await w.t.app.inject({
      method: 'POST',
      url: '/api/forms/send',
      headers: { authorization: `Bearer ${w.clinicB.owner.token}` },
      payload: { formId: w.targets.templateFormId, emails: [patient] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const linkMail = await onlyMessageTo(w.t, patient);
    const linkToken = /\/forms?-fill\/([A-Za-z0-9_-]{20,})/.exec(linkMail)?.[1];
    expect(linkToken).toBeDefined();
    // The address is sealed (Security II): open each link's to find the patient's.
    const links = (
      await w.t.db.selectFrom('form_links').select(['token_hash', 'recipient']).execute()
    ).filter((l) => openRecipient(w.t.app.cipher, l.recipient) === patient);
    expect(links.map((l) => l.token_hash)).toEqual([sha256(linkToken!)]);

    const session = await loginAs(w.t.app, w.a.staff);
    const stored = await w.t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', w.a.staff.id)
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(session.token);
    expect(stored.map((s) => s.token_hash)).toContain(sha256(session.token));

    await w.t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: w.a.staff.email },
    });
    const mail = (await outboxTo(w.t, w.a.staff.email)).at(-1)?.body_text ?? '';
    const token = /\/new-password\/([A-Za-z0-9_-]{20,})/.exec(mail)?.[1];
    expect(token).toBeDefined();
    const tokens = await w.t.db
      .selectFrom('password_tokens')
      .select('token_hash')
      .where('user_id', '=', w.a.staff.id)
      .execute();
    expect(tokens.map((r) => r.token_hash)).not.toContain(token);
    expect(tokens.map((r) => r.token_hash)).toContain(sha256(token!));
    // The real token works, so the refusals above are about the token and nothing else.
    const reset = await w.t.app.inject({
      method: 'POST',
      url: `/api/password/reset/${token}`,
      payload: { password: w.targets.password },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});

// Last: the controls change and delete clinic B's things.
describe('positive controls', () => {
  it('answers an entitled caller with 2xx on the same requests (the matrix tests real access)', async () => {
    await renewSessions();
    const failed: string[] = [];
    const routes = guardedRoutes(w.t.app.routeTable);
    for (const route of routes) {
      const caller = entitledCaller(w, route);
      if (!caller) {
        failed.push(`${keyOf(route)}: nobody is entitled`);
        continue;
      }
      const response = await request(w.t.app, route, w.targets, caller.token);
      if (response.statusCode >= 300 && response.statusCode !== route.cls.control)
        failed.push(`${keyOf(route)} as ${caller.name}: ${response.statusCode} ${response.body}`);
    }
    expect(failed).toEqual([]);
  });
});
