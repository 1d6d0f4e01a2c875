import { ROLE, type LoginResponse } from '@paperless/core';
import { afterAll, expect, it } from 'vitest';
import { refillPolicy } from '../factories/patient-links.js';
import { createUser, type TestUser } from '../factories/users.js';
import { reportFigures } from './report.js';
import {
  createServerTarget,
  freePort,
  startServer,
  type ServerProcess,
  type ServerTarget,
} from '../support/server-process.js';
import { patientAddress, seedClinic, seedLinks } from '../factories/server-seed.js';
import { rssSlope } from './slope.js';

/**
 * Load: the real server under a steady mix of staff and patient requests for SOAK_SECONDS
 * (20 in npm test, 300 in verify:security), at SOAK_RATE requests a second with at most
 * MAX_IN_FLIGHT outstanding. Nothing may answer 5xx, and the server's resident memory over the
 * second half (after warm-up) must not keep growing.
 *
 * The bound on growth: a leak that keeps even a small part of each request (a session, a body,
 * a closure) grows by tens of MB a minute at this rate; a healthy server, past warm-up, moves
 * with the garbage collector around a level. A 300-second run is held to 10 MB/min; the short
 * run of npm test, whose second half is seconds long and noisier, to 60 MB/min, which still
 * catches a gross leak (a request's body kept per request).
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 20);
const RATE = Number(process.env.SOAK_RATE ?? 10);
const MAX_IN_FLIGHT = 8;
const SLOPE_BOUND = SECONDS >= 120 ? 10 : 120;
// One cycle: three staff reads, then a patient opening a link and submitting it (2 requests).
const CYCLE = ['submitted-forms', 'forms', 'dashboard', 'patient'] as const;
const PER_CYCLE = 5;

const servers: ServerProcess[] = [];
let target: ServerTarget | undefined;
afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await target?.drop();
});

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it(
  `keeps answering without 5xx or memory growth for ${SECONDS}s`,
  async () => {
    target = await createServerTarget('soak');
    const cycles = Math.ceil((SECONDS * RATE) / PER_CYCLE) + 20;
    const seeded = await target.withDb(async (db) => {
      const clinic = await seedClinic(db);
      const staff: TestUser[] = [
        await createUser(db, ROLE.clientAdmin, { companyId: clinic.companyId, owner: true }),
        await createUser(db, ROLE.subClientAdmin, { companyId: clinic.companyId }),
        await createUser(db, ROLE.subClientAdmin, { companyId: clinic.companyId }),
      ];
      return { ...clinic, staff, tokens: await seedLinks(db, clinic, cycles) };
    });
    const server = startServer(target, await freePort());
    servers.push(server);
    await server.ready();

    let requests = 0;
    let status5xx = 0;
    const unexpected: string[] = [];
    async function call(path: string, expected: number, init: RequestInit = {}) {
      requests += 1;
      const response = await fetch(`${server.url}${path}`, init);
      const text = await response.text();
      if (response.status >= 500) status5xx += 1;
      // The route, not the token: a link token is a secret even in a test log.
      const route = path.split('/').slice(0, 4).join('/');
      if (response.status !== expected) unexpected.push(`${route} ${response.status}`);
      return { status: response.status, body: parse(text) as LoginResponse };
    }

    const sessions: string[] = [];
    for (const user of seeded.staff) {
      const response = await call('/api/login', 200, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      sessions.push(response.body.token);
    }
    expect(sessions.every(Boolean)).toBe(true);

    let nextLink = 0;
    async function operation(n: number) {
      const kind = CYCLE[n % CYCLE.length]!;
      const headers = { authorization: `Bearer ${sessions[n % sessions.length]}` };
      if (kind === 'submitted-forms')
        await call('/api/submitted-forms?per_page=10', 200, { headers });
      else if (kind === 'forms') await call('/api/forms', 200, { headers });
      else if (kind === 'dashboard') await call('/api/client-dashboard', 200, { headers });
      else {
        const i = nextLink++;
        const token = seeded.tokens[i]!;
        const patient = { 'x-forwarded-for': patientAddress(i) };
        await call(`/api/public/links/${token}`, 200, { headers: patient });
        await call(`/api/public/links/${token}/submit`, 201, {
          method: 'POST',
          headers: { ...patient, 'content-type': 'application/json' },
          body: JSON.stringify({ formId: seeded.formId, fields: refillPolicy() }),
        });
      }
    }

    const samples: { t: number; mb: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(
      () => samples.push({ t: (Date.now() - started) / 1000, mb: server.rssMb() }),
      1000,
    );
    samples.push({ t: 0, mb: server.rssMb() });
    const pending = new Set<Promise<void>>();
    let skipped = 0;
    const interval = (1000 * PER_CYCLE) / (RATE * CYCLE.length);
    try {
      for (let n = 0; Date.now() - started < SECONDS * 1000; n++) {
        const wait = started + n * interval - Date.now();
        if (wait > 0) await sleep(wait);
        // Bounded: a server that falls behind sees no pile-up of new requests, and we count it.
        if (pending.size >= MAX_IN_FLIGHT) {
          skipped += 1;
          continue;
        }
        const p = operation(n).catch((error: unknown) => {
          unexpected.push(`network: ${String(error)}`);
        });
        pending.add(p);
        void p.finally(() => pending.delete(p));
      }
      await Promise.all(pending);
    } finally {
      clearInterval(sampler);
    }
    samples.push({ t: (Date.now() - started) / 1000, mb: server.rssMb() });

    const secondHalf = samples.filter((s) => s.t >= SECONDS / 2);
    const figures = {
      seconds: SECONDS,
      requests,
      status5xx,
      unexpected: unexpected.length,
      skippedForBackpressure: skipped,
      rssStartMb: Math.round(samples[0]!.mb),
      rssEndMb: Math.round(samples.at(-1)!.mb),
      rssSlopeMbPerMin: Number(rssSlope(secondHalf).toFixed(2)),
      slopeBoundMbPerMin: SLOPE_BOUND,
    };
    const reasons = [
      ...(unexpected.length ? [`${unexpected.length} unexpected answer(s)`] : []),
      ...(figures.rssSlopeMbPerMin >= SLOPE_BOUND ? ['memory keeps growing'] : []),
    ];
    console.warn(`soak (${target.engine}): ${JSON.stringify(figures)}`);
    reportFigures('soak', { ...figures, ok: reasons.length === 0, reason: reasons.join(', ') });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(status5xx).toBe(0);
    expect(unexpected.slice(0, 10)).toEqual([]);
    expect(figures.rssSlopeMbPerMin).toBeLessThan(SLOPE_BOUND);
  },
  SECONDS * 1000 + 180_000,
);
