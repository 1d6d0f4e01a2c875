// The measured routes, each against the built app and against the limit server answering the
// same SQL, with the same autocannon settings. The app's memory is sampled during its load.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { load, cycle, type LoadResult } from './load.js';
import type { LimitSpec } from './limit-server.js';
import type { Prepared } from './prepare.js';
import { SEARCH_TERM } from './recorder.js';
import {
  BENCH_PASSWORD,
  ownerEmail,
  recordsReleaseAnswers,
  staffEmail,
  superEmail,
} from './seed.js';
import { startApp, startLimit, type Running } from './server.js';

export interface RouteRow {
  route: string;
  app: LoadResult;
  limit?: LoadResult;
}

export interface EngineRun {
  rows: RouteRow[];
  memory: { peakMb: number; endMb: number };
}

// BENCH_APP_PORT / BENCH_LIMIT_PORT let a run share the machine with another one.
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3310);
const LIMIT_PORT = Number(process.env.BENCH_LIMIT_PORT ?? 3311);

export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Waits until the requests autocannon left in flight are answered: on PGlite (one connection)
 * a backlog of slow requests would otherwise be charged to the next route. One request that
 * needs the database queues behind them.
 */
async function drain(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(120_000) });
  await response.arrayBuffer();
}

interface Scenario {
  route: string;
  app: (base: string) => Parameters<typeof load>[0];
  limit: (base: string) => Parameters<typeof load>[0];
}

function scenarios(
  p: Prepared,
  tokens: { staff: string; owner: string },
  s: number,
  c: number,
): Scenario[] {
  const common = { seconds: s, connections: c };
  const staff = { authorization: `Bearer ${tokens.staff}` };
  const emails = Array.from({ length: 100 }, (_, i) => staffEmail(i + 1));
  const nextEmail = cycle(emails);
  const openToken = cycle(p.openPool.tokens);
  let submitted = 0;
  const submitBody = JSON.stringify({ formId: 0, fields: recordsReleaseAnswers() });
  return [
    {
      route: 'Sign-in (argon2id, 100 staff)',
      app: (base) => ({
        ...common,
        base,
        method: 'POST',
        path: '/api/login',
        next: () => ({ body: JSON.stringify({ email: nextEmail(), password: BENCH_PASSWORD }) }),
      }),
      limit: (base) => ({
        ...common,
        base,
        method: 'POST',
        path: '/signin',
        next: () => ({ body: '{}' }),
      }),
    },
    {
      route: `Clients list, page of 25, search "${SEARCH_TERM}"`,
      app: (base) => ({
        ...common,
        base,
        path: `/api/company?page=1&per_page=25&search=${SEARCH_TERM}`,
        headers: staff,
      }),
      limit: (base) => ({ ...common, base, path: '/search' }),
    },
    {
      route: 'Provider dashboard',
      app: (base) => ({ ...common, base, path: '/api/dashboard', headers: staff }),
      limit: (base) => ({ ...common, base, path: '/dashboard' }),
    },
    {
      route: 'Submitted forms, busy clinic, page 1',
      app: (base) => ({
        ...common,
        base,
        path: `/api/submitted-forms?company_id=${p.bigCompanyId}&page=1`,
        headers: { authorization: `Bearer ${tokens.owner}` },
      }),
      limit: (base) => ({ ...common, base, path: '/submitted' }),
    },
    {
      route: 'Open a patient link',
      app: (base) => ({
        ...common,
        base,
        path: '/api/public/links/x',
        next: () => ({ path: `/api/public/links/${openToken()}` }),
      }),
      limit: (base) => ({ ...common, base, path: '/open' }),
    },
    {
      route: 'Submit a form (fresh link each)',
      app: (base) => ({
        ...common,
        base,
        method: 'POST',
        path: '/api/public/links/x/submit',
        next: () => {
          const i = submitted++ % p.submitPool.tokens.length;
          const body = submitBody.replace('"formId":0', `"formId":${p.submitPool.formIds[i]}`);
          return { path: `/api/public/links/${p.submitPool.tokens[i]}/submit`, body };
        },
      }),
      limit: (base) => ({
        ...common,
        base,
        method: 'POST',
        path: '/submit',
        next: () => ({ body: submitBody }),
      }),
    },
  ];
}

/** Every route on the app, then every route on the limit server (never both at once). */
export async function runRoutes(
  p: Prepared,
  seconds: number,
  connections: number,
): Promise<EngineRun> {
  const rows: RouteRow[] = [];
  let memory = { peakMb: 0, endMb: 0 };
  const app = await startApp({
    port: APP_PORT,
    dataDir: p.target.dataDir,
    url: p.target.url,
    encryptionKey: p.encryptionKey,
  });
  let list: Scenario[] = [];
  try {
    const tokens = {
      staff: await signIn(app.base, superEmail),
      owner: await signIn(app.base, ownerEmail(p.bigCompanyId)),
    };
    list = scenarios(p, tokens, seconds, connections);
    app.resetPeak();
    for (const s of list) {
      rows.push({ route: s.route, app: await load(s.app(app.base)) });
      await drain(app.base, '/api/me', { authorization: `Bearer ${tokens.staff}` });
    }
    const m = app.memory();
    memory = { peakMb: m.peakMb, endMb: m.nowMb };
  } finally {
    await app.stop();
  }
  if (!p.recording) return { rows, memory };
  const specFile = path.join(p.target.dataDir, 'limit-spec.json');
  const spec: LimitSpec = {
    port: LIMIT_PORT,
    url: p.target.url,
    dataDir: p.target.dataDir,
    recording: p.recording,
    submitLinks: { linkIds: p.limitSubmitPool.linkIds, hashes: p.limitSubmitPool.hashes },
  };
  writeFileSync(specFile, JSON.stringify(spec));
  let limit: Running | undefined;
  try {
    limit = await startLimit(LIMIT_PORT, specFile);
    for (const [i, s] of list.entries()) {
      rows[i]!.limit = await load(s.limit(limit.base));
      await drain(limit.base, '/drain');
    }
  } finally {
    await limit?.stop();
  }
  return { rows, memory };
}

/** The Activity pair's search: a word of one template's title (about a tenth of the links). */
export const ACTIVITY_TERM = 'refill';

/**
 * The scaling routes only, on the app: the clients list, its search and the dashboard, and the
 * busy clinic's Activity search and Submitted Forms (issue 16). Those two go through the real
 * route: the limit replays a route's own SQL, so it cannot show that SQL is slow.
 */
export async function runScalingRoutes(p: Prepared, seconds: number, connections: number) {
  const app = await startApp({
    port: APP_PORT,
    dataDir: p.target.dataDir,
    url: p.target.url,
    encryptionKey: p.encryptionKey,
  });
  try {
    const headers = { authorization: `Bearer ${await signIn(app.base, superEmail)}` };
    const common = { base: app.base, headers, seconds, connections };
    const measure = async (path: string) => {
      const result = await load({ ...common, path });
      await drain(app.base, '/api/me', headers);
      return result;
    };
    const clinic = `company_id=${p.bigCompanyId}`;
    return {
      list: await measure('/api/company?page=1&per_page=25'),
      search: await measure(`/api/company?page=1&per_page=25&search=${SEARCH_TERM}`),
      dashboard: await measure('/api/dashboard'),
      activity: await measure(`/api/links?${clinic}&q=${ACTIVITY_TERM}&page=1`),
      submitted: await measure(`/api/submitted-forms?${clinic}&page=1`),
    };
  } finally {
    await app.stop();
  }
}
