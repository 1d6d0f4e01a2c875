// `cd bench && node --import tsx src/api/search-scaling.ts` (issue 20): the scaling pair alone, on PostgreSQL, for the clients
// list and its search: seeds the small and the large data set (or reuses databases kept by an
// earlier run: BENCH_SMALL_DB / BENCH_LARGE_DB with their BENCH_*_KEY), measures, prints the
// ratio. BENCH_KEEP=1 keeps the databases and prints how to reuse them, so a change to the
// server can be measured again without seeding 100,000 clients twice. Figures only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOptions, type Size } from './options.js';
import { superEmail } from './seed.js';
import { load } from './load.js';
import { prepare, type Prepared } from './prepare.js';
import { signIn } from './scenarios.js';
import { SEARCH_TERM } from './recorder.js';
import { startApp } from './server.js';

const options = readOptions(process.argv.slice(2));
const keep = process.env.BENCH_KEEP === '1';
const say = (text: string) => console.log(`[bench:search] ${text}`);

type Side = Pick<Prepared, 'target' | 'encryptionKey' | 'bigCompanyId'> & { reused: boolean };

async function side(label: 'small' | 'large', size: Size): Promise<Side> {
  const reuse = process.env[`BENCH_${label.toUpperCase()}_DB`];
  const key = process.env[`BENCH_${label.toUpperCase()}_KEY`];
  if (reuse && key) {
    const url = new URL(options.pgUrl);
    url.pathname = `/${reuse}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), `pc-bench-${label}-`));
    const target = { engine: 'postgres' as const, name: reuse, url: url.toString(), dataDir };
    return {
      target: { ...target, drop: async () => undefined },
      encryptionKey: key,
      bigCompanyId: 0,
      reused: true,
    };
  }
  say(`seeding ${label}: ${size.companies} companies, ${size.submissions} submissions`);
  const p = await prepare({
    engine: 'postgres',
    label,
    size,
    staff: options.staff,
    pgUrl: options.pgUrl,
    submitLinks: 1,
    record: false,
  });
  say(`seeded ${label} in ${p.seedSeconds.toFixed(1)} s`);
  if (keep)
    say(
      `keep: BENCH_${label.toUpperCase()}_DB=${p.target.name} BENCH_${label.toUpperCase()}_KEY=${p.encryptionKey}`,
    );
  return { ...p, reused: false };
}

/** The clients list and its search, as runScalingRoutes measures them (same load settings). */
async function measure(s: Side) {
  const app = await startApp({
    port: Number(process.env.BENCH_APP_PORT ?? 3310),
    dataDir: s.target.dataDir,
    ...(s.target.url ? { url: s.target.url } : {}),
    encryptionKey: s.encryptionKey,
  });
  try {
    const headers = { authorization: `Bearer ${await signIn(app.base, superEmail)}` };
    const common = { base: app.base, headers, seconds: options.seconds };
    const connections = options.connections;
    // A short warm-up, so both sides are measured with their pages in memory.
    await load({ ...common, seconds: 2, connections, path: '/api/company?page=1&per_page=25' });
    return {
      list: await load({ ...common, connections, path: '/api/company?page=1&per_page=25' }),
      search: await load({
        ...common,
        connections,
        path: `/api/company?page=1&per_page=25&search=${SEARCH_TERM}`,
      }),
    };
  } finally {
    await app.stop();
    if (!keep && !s.reused) await s.target.drop();
  }
}

const small = await measure(await side('small', options.small));
const large = await measure(await side('large', options.large));
for (const route of ['list', 'search'] as const) {
  const a = small[route].meanMs;
  const b = large[route].meanMs;
  say(
    `${route}: small ${a.toFixed(1)} ms (${Math.round(small[route].rps)}/s), large ${b.toFixed(1)} ms (${Math.round(large[route].rps)}/s), ratio ${(b / a).toFixed(2)} (goal <= 1.5); p50 ${small[route].p50} / ${large[route].p50} ms`,
  );
}
