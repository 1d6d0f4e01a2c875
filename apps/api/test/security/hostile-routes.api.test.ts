import { ANSWER_MAX_LENGTH } from '@paperless/core';
import type { InjectOptions } from 'fastify';
import v8 from 'node:v8';
import vm from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blankPng, decoyPng } from '../factories/images.js';
import { MAX_INPUT_ENTRIES } from '../../src/lib/input-guard.js';
import { makeLink, recordsRelease } from '../factories/patient-links.js';
import { contentBomb, objectStreamBomb } from '../pdf/pdf-bombs.js';
import { fileForm, letterPdf } from '../factories/uploads.js';
import { reportFigures } from './report.js';
import { hostileCases } from './fuzz.js';
import {
  bodyCases,
  bodyLimitOf,
  fileCases,
  figuresTable,
  gateFailures,
  LOOP_DELAY_GATE_MS,
  RSS_GROWTH_GATE_MB,
  statusesOf,
  typicalValue,
  type FileSample,
  type HostileBody,
  type JsonSchema,
  type RouteFigures,
} from './hostile-routes.js';
import { monitorOwnLoopDelay, probeHealthz } from './latency-probe.js';
import { classifiedRoutes, keyOf, type Classified } from './matrix.js';
import { pathFor, type Targets } from './route-classes.js';
import { buildWorld, type World } from './world.js';

/**
 * Security III, the hostile-input suite: every public route that takes a body or a file (found
 * in the app's own route table, so a route added later is covered without editing this file)
 * gets the worst input its schema allows, built from the schema the server publishes for it,
 * and the extremes of a body just under its body limit: one long string, as many keys as fit,
 * lists nested as deep as the bytes allow, and, for a route that takes files, the PDF and image
 * bombs of the security reviews. Per route, while its requests run, the event loop's own delay,
 * /healthz's latency and the process's memory are recorded; the suite fails when the loop was
 * held over LOOP_DELAY_GATE_MS, memory grew over RSS_GROWTH_GATE_MB, or any answer was a 5xx.
 * A 4xx is fine: what is measured is what the server spent deciding it.
 */

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * What a few handlers need that neither the route class nor the schema says, so that the worst
 * input reaches the handler's own work rather than a cheap 404 or 422: the file question of the
 * upload route, and the form of the link the submit route answers. Routes not named here are
 * sent what the schema and their class give; new routes need nothing here to be covered.
 */
const NEEDS: Record<
  string,
  { query?: () => Record<string, string>; body?: (c: { formId: number }) => object }
> = {
  'POST /api/public/links/:token/uploads': { query: () => ({ field: 'referral' }) },
  'POST /api/public/links/:token/submit': { body: ({ formId }) => ({ formId, fields: {} }) },
};

interface OpenApi {
  paths: Record<string, Record<string, Operation | undefined> | undefined>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface Operation {
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Two ticks of the probe's 10 ms event-loop-delay histogram: the first only starts its clock. */
const ARM_MS = 25;

/**
 * A full garbage collection, so that what the test allocated building a route's bodies is not
 * collected, and counted, while the server's work on them is measured.
 */
v8.setFlagsFromString('--expose-gc');
const exposedGc: unknown = vm.runInNewContext('typeof gc === "function" ? gc : undefined');
const collectGarbage = typeof exposedGc === 'function' ? (exposedGc as () => void) : () => {};

let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);
afterAll(() => w?.t.close());

it("holds the event loop and memory within the gates on every public route's worst input", async () => {
  const started = performance.now();
  const { t } = w;
  const app = t.app;
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
  const resolve = (ref: string) => doc.components?.schemas?.[ref.split('/').pop()!];
  const routes = classifiedRoutes(app.routeTable).filter(
    (r) => r.cls.scope === 'public' && BODY_METHODS.has(r.method),
  );

  // The link routes answer a link to a form that asks for a file (clinic B's), so the upload
  // route reaches its decoders and the submit route the form's own rules.
  const formId = await fileForm(t.db, w.b.id);
  const link = await makeLink(t.db, { companyId: w.b.id, formId });
  const targets: Targets = { ...w.targets, linkToken: link.token };

  let address = 0;
  // Each request from an address of its own: the per-address limits are not what is measured.
  const remoteAddress = () => {
    address += 1;
    return `10.88.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };

  /** Everything a route's requests are built from. */
  const planOf = (route: Classified) => {
    const key = keyOf(route);
    const need = NEEDS[key];
    const query = { ...route.cls.query?.(targets), ...need?.query?.() };
    const path = pathFor(route.url, route.cls, targets);
    const url = Object.keys(query).length ? `${path}?${new URLSearchParams(query)}` : path;
    const given = route.cls.body?.(targets) ?? need?.body?.({ formId });
    const operation =
      doc.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const content = operation?.requestBody?.content ?? {};
    const types = Object.keys(content);
    const fileTypes = types.filter((type) => type !== JSON_TYPE && type !== FORM_TYPE);
    // A route that publishes no body is sent JSON: its parser still reads what comes.
    const bodyType = types.includes(JSON_TYPE) || types.length === 0 ? JSON_TYPE : types[0]!;
    return {
      key,
      url,
      base: given as Record<string, unknown> | undefined,
      schema: content[bodyType]?.schema?.type ? content[bodyType].schema : undefined,
      bodyType,
      fileTypes: fileTypes.length > 0 && !types.includes(JSON_TYPE) ? fileTypes : [],
    };
  };
  type Plan = ReturnType<typeof planOf>;
  const request = (route: Classified, plan: Plan, body: Omit<HostileBody, 'name'>) =>
    ({
      method: route.method as 'POST',
      url: plan.url,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
      remoteAddress: remoteAddress(),
    }) satisfies InjectOptions;

  // The file bombs of the security reviews, made once if any public route takes a file.
  const plans = routes.map(planOf);
  const bombs: FileSample[] = [];
  if (plans.some((p) => p.fileTypes.length > 0)) {
    const reviewed = hostileCases(
      recordsRelease(),
      { decoy: decoyPng(), oversized: blankPng(8000, 8000), longCap: ANSWER_MAX_LENGTH.long },
      {
        objectStreamBomb: await objectStreamBomb(128 * 1024 * 1024),
        contentBomb: await contentBomb(128 * 1024 * 1024),
      },
    );
    for (const c of reviewed) {
      if (c.to === 'upload' && c.pdf)
        bombs.push({ name: c.name, type: 'application/pdf', bytes: c.pdf });
      if (c.to === 'logo' && c.logo) bombs.push({ name: c.name, type: 'image/png', bytes: c.logo });
    }
  }

  const phases: string[] = [];
  const phase = (name: string) =>
    phases.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  phase('setup');
  // Each route's body limit, asked of the server: a request declaring n bytes is refused as too
  // large (413) before its body is read, or not.
  const limits = new Map<string, number | undefined>();
  for (const [i, route] of routes.entries()) {
    const plan = plans[i]!;
    const contentType = plan.fileTypes[0] ?? plan.bodyType;
    const limit = await bodyLimitOf(async (bytes) => {
      const response = await app.inject({
        ...request(route, plan, { contentType, payload: Buffer.from(' ') }),
        headers: { 'content-type': contentType, 'content-length': String(bytes) },
      });
      return response.statusCode === 413;
    });
    limits.set(plan.key, limit);
  }

  phase('limits');
  // Warmed up first: one typical request per route, so code loaded on first use (decoders,
  // the render thread) is the idle server's memory, not a hostile request's.
  const letter = Buffer.from(await letterPdf(1));
  for (const [i, route] of routes.entries()) {
    const plan = plans[i]!;
    const body = plan.fileTypes.includes('application/pdf')
      ? { contentType: 'application/pdf', payload: letter }
      : plan.fileTypes.length > 0
        ? {
            contentType: plan.fileTypes.find((type) => type === 'image/png') ?? plan.fileTypes[0]!,
            payload: blankPng(16, 16),
          }
        : {
            contentType: plan.bodyType,
            payload: Buffer.from(
              plan.bodyType === FORM_TYPE
                ? new URLSearchParams({ hello: 'world' }).toString()
                : JSON.stringify(typicalValue(plan.schema, plan.base, resolve) ?? {}),
            ),
          };
    const response = await app.inject(request(route, plan, body));
    expect(response.statusCode, `${plan.key} warm-up: ${response.body}`).toBeLessThan(500);
  }
  await app.pdfWorker.drain();

  phase('warm-up');
  const rows: (RouteFigures & { worstCase: string })[] = [];
  const answers5xx: string[] = [];
  const probeFailures: string[] = [];
  let cases = 0;
  for (const [i, route] of routes.entries()) {
    const plan = plans[i]!;
    const limit = limits.get(plan.key) ?? app.initialConfig.bodyLimit ?? 1_048_576;
    // Built before the probe starts: only the server's work is measured.
    const bodies =
      plan.fileTypes.length > 0
        ? fileCases(plan.fileTypes, bombs, limit)
        : bodyCases({
            schema: plan.schema,
            contentType: plan.bodyType,
            base: plan.base ?? {},
            limit,
            maxEntries: MAX_INPUT_ENTRIES,
            resolve,
          });
    const requests = bodies.map((body) => request(route, plan, body));
    // The garbage of building them is the test's, not the server's: collected before the probe.
    collectGarbage();
    const codes: number[] = [];
    const probe = probeHealthz(app);
    // The loop's delay read after each case too, to name the worst one.
    const routeDelay = monitorOwnLoopDelay();
    // monitorEventLoopDelay records from its second tick on: armed before the first case.
    await sleep(ARM_MS);
    let worstCase = '';
    for (const [j, body] of bodies.entries()) {
      const before = routeDelay.worst.ownMs;
      const response = await app.inject(requests[j]!);
      // Long enough for the timers to fire after whatever the request held.
      await sleep(ARM_MS);
      if (routeDelay.worst.ownMs > before) worstCase = body.name;
      codes.push(response.statusCode);
      if (response.statusCode >= 500)
        answers5xx.push(
          `${plan.key} ${body.name} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    }
    await app.pdfWorker.drain();
    const latency = await probe.stop();
    routeDelay.stop();
    cases += bodies.length;
    if (latency.failures > 0)
      probeFailures.push(`${plan.key}: /healthz failed ${latency.failures} time(s)`);
    rows.push({
      route: plan.key,
      cases: bodies.length,
      statuses: statusesOf(codes),
      limitBytes: limits.get(plan.key) ?? null,
      loopWorstMs: latency.loopWorstMs,
      loopOwnWorstMs: latency.loopOwnWorstMs,
      healthzWorstMs: latency.worstMs,
      peakRssGrowthMb: latency.rssGrowthMb,
      worstCase,
    });
  }

  const failures = [...gateFailures(rows), ...answers5xx, ...probeFailures];
  phase('cases');
  console.warn(
    `hostile-routes: ${rows.length} public routes, ${cases} cases (${phases.join(', ')}); gates: loop ` +
      `${LOOP_DELAY_GATE_MS} ms, memory ${RSS_GROWTH_GATE_MB} MB\n${figuresTable(rows)}\n` +
      `worst case per route:\n${rows.map((r) => `  ${r.route}: ${r.worstCase}`).join('\n')}`,
  );
  reportFigures('hostile-routes', {
    routes: rows.length,
    cases,
    status5xx: answers5xx.length,
    loopWorstMs: Math.max(...rows.map((r) => r.loopWorstMs)),
    loopOwnWorstMs: Math.max(...rows.map((r) => r.loopOwnWorstMs)),
    healthzWorstMs: Math.max(...rows.map((r) => r.healthzWorstMs)),
    rssGrowthWorstMb: Math.max(...rows.map((r) => r.peakRssGrowthMb)),
    loopGateMs: LOOP_DELAY_GATE_MS,
    rssGateMb: RSS_GROWTH_GATE_MB,
    perRoute: rows,
    // The gates and 5xx are the script's to check from the rows; a failed /healthz is said here.
    ...(probeFailures.length > 0 ? { ok: false, reason: probeFailures.join('; ') } : {}),
  });

  // The suite sees the routes the issue names, whatever else the table holds.
  expect(rows.map((r) => r.route)).toEqual(
    expect.arrayContaining([
      'POST /api/login',
      'POST /api/public/links/:token/submit',
      'POST /api/public/links/:token/uploads',
      'POST /api/register-client',
    ]),
  );
  expect(failures).toEqual([]);
}, 300_000);
