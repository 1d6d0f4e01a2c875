import { afterAll, beforeAll, expect, it } from 'vitest';
import { reportFigures } from './report.js';
import { classifiedRoutes, entitledCallers, keyOf, type Classified } from './matrix.js';
import { pathFor } from './route-classes.js';
import { buildWorld, freshSession, type World } from './world.js';

/**
 * Validation wording (issue 20): every route, sent wrong types, missing fields, extra junk and
 * bad path ids and queries by a caller allowed to call it, answers no 4xx whose text is the
 * validation library's own ("Invalid input: expected string, received number"). Every field
 * error is the spec's message or one of ours (core validation-messages.ts). A few fixed
 * requests per route, so the walk stays short; the fuzz suite covers random inputs for 5xx.
 */
// 'Invalid email address' is left out on purpose: it is also the spec's own message for the
// client form's e-mails (provider-console.md), so it is ours there.
const LIBRARY_WORDING: readonly RegExp[] = [
  /Invalid (input|option|string|uuid|url|date|element|key|union|literal|enum|type|discriminator)/,
  /expected [a-z]+(, | to )/i,
  /received [a-z]+/i,
  /Too (small|big)/,
  /Unrecognized keys?/,
  /nonoptional/,
  /^Required$/,
  /^Expected /,
  // Fastify's own schema wording (ajv), had a route kept a JSON schema.
  /must (have required property|be (object|string|number|integer|array|boolean))/,
];

let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);
afterAll(() => w?.t.close());

/** Every string in an answer: its message and each field's messages, however nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The same value with the wrong type: what a careless or hostile client sends. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'maybe';
  if (Array.isArray(value)) return value.length > 0 ? [wrongType(value[0])] : 'not a list';
  if (value && typeof value === 'object') return { junk: [] };
  return 7;
}

const mapValues = (body: Record<string, unknown>, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, f(value)]));

/** The bodies a route is sent: empty, of the wrong shape, every field wrong, junk beside. */
function badBodies(valid: unknown): unknown[] {
  const bodies: unknown[] = [{}, [1, 2], 'text', { zz_junk: { a: 1 } }];
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    const fields = valid as Record<string, unknown>;
    bodies.push(mapValues(fields, wrongType));
    bodies.push(mapValues(fields, () => null));
    bodies.push(mapValues(fields, (v) => (typeof v === 'string' ? 'x'.repeat(5000) : v)));
  }
  return bodies;
}

function badQueries(valid: Record<string, string> | undefined): string[] {
  const junk = 'page=abc&per_page=-1&search=' + 'x'.repeat(600) + '&id=abc&zz_junk=1';
  if (!valid) return [junk];
  const wrong = (value: string) => new URLSearchParams(mapValues(valid, () => value) as never);
  return [junk, String(wrong('abc')), String(wrong('-1')), 'company_id=&page=0'];
}

const BAD_PARAMS = ['abc', '0', '-1', '9'.repeat(30), 'x'.repeat(300)];

interface Attempt {
  url: string;
  body?: unknown;
}

function attemptsFor(route: Classified): Attempt[] {
  const real = pathFor(route.url, route.cls, w.targets);
  const query = route.cls.query?.(w.targets);
  const withQuery = (path: string, q?: Record<string, string>) =>
    q ? `${path}?${new URLSearchParams(q)}` : path;
  const attempts: Attempt[] = [];
  if (/:[A-Za-z]+/.test(route.url)) {
    for (const param of BAD_PARAMS) {
      attempts.push({ url: withQuery(route.url.replace(/:[A-Za-z]+/g, param), query) });
    }
  }
  for (const q of badQueries(query)) attempts.push({ url: `${real}?${q}` });
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    for (const body of badBodies(route.cls.body?.(w.targets))) {
      attempts.push({ url: withQuery(real, query), body });
    }
  }
  return attempts;
}

it('answers no bad input with the validation library’s own wording', async () => {
  const found: string[] = [];
  let requests = 0;
  let refused = 0;
  for (const route of classifiedRoutes(w.t.app.routeTable)) {
    const callers = route.cls.scope === 'public' ? [] : entitledCallers(w, route);
    for (const [i, attempt] of attemptsFor(route).entries()) {
      const caller = callers[i % Math.max(1, callers.length)];
      // A session per request: a route may end the one it was called with.
      const token = caller ? await freshSession(w, caller.userId, 'wording') : '';
      const response = await w.t.app.inject({
        method: route.method as 'GET',
        url: attempt.url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(attempt.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(attempt.body !== undefined ? { payload: JSON.stringify(attempt.body) } : {}),
      });
      requests += 1;
      if (response.statusCode < 400 || response.statusCode >= 500) continue;
      refused += 1;
      if (!/json/.test(String(response.headers['content-type'] ?? ''))) continue;
      const texts = stringsOf(response.json());
      const wording = texts.filter((text) => LIBRARY_WORDING.some((re) => re.test(text)));
      if (wording.length > 0) {
        found.push(
          `${keyOf(route)} ${response.statusCode} <- ${attempt.url.slice(0, 120)} ${JSON.stringify(
            attempt.body,
          )?.slice(0, 120)} -> ${[...new Set(wording)].join(' | ')}`,
        );
      }
    }
  }
  reportFigures('validation-wording', { requests, refused, found: found.length });
  console.warn(
    `validation wording: ${requests} requests, ${refused} refused, ${found.length} found`,
  );
  expect(found).toEqual([]);
  // The walk reached validation: most bad input is refused, not taken.
  expect(refused).toBeGreaterThan(requests / 2);
}, 300_000);

it('knows the library wording when it sees it (the check can fail)', () => {
  const zodSays = [
    'Invalid input: expected string, received number',
    'Too small: expected string to have >=1 characters',
    'Unrecognized key: "zz_junk"',
    'Invalid option: expected one of "a"|"b"',
    'Required',
  ];
  for (const text of zodSays)
    expect(
      LIBRARY_WORDING.some((re) => re.test(text)),
      text,
    ).toBe(true);
  const ours = ['This field is required.', 'Enter a number.', 'Unknown field: zz_junk.'];
  for (const text of ours)
    expect(
      LIBRARY_WORDING.some((re) => re.test(text)),
      text,
    ).toBe(false);
});
