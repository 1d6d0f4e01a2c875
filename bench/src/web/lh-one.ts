// One Lighthouse run (mobile defaults) per page, with the audits that explain the performance
// score: what the largest paint was, what blocked the first paint, which requests Lantern put on
// the paint's path, which scripts took the main thread, and what shifted. For finding why a page
// scores as it does; bench/src/web/index.ts keeps the figures.
//   node --import tsx bench/src/web/lh-one.ts [landing|form|bucket ...]
// BENCH_WEB_DIST serves another web build; BENCH_API_MAIN=apps/api/src/main.ts runs the server
// from source; LH_PORT picks the server's port (default 3463).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { webDist } from './firstLoad.js';
import { makePatientLink, startServer } from './liveServer.js';

type Page = 'landing' | 'form' | 'bucket';
const pages = (process.argv.slice(2) as Page[]).filter((p) =>
  ['landing', 'form', 'bucket'].includes(p),
);
if (pages.length === 0) pages.push('landing', 'form', 'bucket');

interface Item {
  [key: string]: unknown;
}
const items = (details: unknown): Item[] =>
  (details as { items?: Item[] } | undefined)?.items ?? [];
const short = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');
const ms = (n: unknown) => Math.round(Number(n ?? 0));

// A loaded machine sometimes loses the trace (NO_NAVSTART): a fresh link and one more try.
async function runPage(page: Page, tries = 2) {
  const route = page === 'landing' ? '/landing' : await makePatientLink(server.base, page);
  const result = await lighthouse(`${server.base}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (lhr && !lhr.runtimeError) return lhr;
  if (tries > 1) return runPage(page, tries - 1);
  throw new Error(`${page}: ${lhr?.runtimeError?.message ?? 'no result'}`);
}

const server = await startServer(Number(process.env.LH_PORT ?? 3463), webDist);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const page of pages) {
    const lhr = await runPage(page);
    const audit = (id: string) => lhr.audits[id];
    const metric = (id: string) => audit(id)?.numericValue ?? NaN;
    console.log(
      `\n## ${page}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}` +
        `  FCP ${ms(metric('first-contentful-paint'))}  LCP ${ms(metric('largest-contentful-paint'))}` +
        `  TBT ${ms(metric('total-blocking-time'))}  CLS ${metric('cumulative-layout-shift').toFixed(3)}` +
        `  SI ${ms(metric('speed-index'))}` +
        `  benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
    );

    // The LCP element and its phases (a list of two tables: the element, then the phases).
    const lcpDetails = (audit('largest-contentful-paint-element')?.details as { items?: Item[] })
      ?.items;
    for (const table of lcpDetails ?? []) {
      for (const row of items(table)) {
        const node = row.node as { snippet?: string; nodeLabel?: string } | undefined;
        if (node) console.log(`LCP element: ${node.snippet?.slice(0, 160)}`);
        else if (row.phase) console.log(`  ${String(row.phase)}: ${ms(row.timing)} ms`);
      }
    }
    for (const row of items(audit('render-blocking-resources')?.details))
      console.log(`render-blocking: ${short(row.url)} wasted ${ms(row.wastedMs)} ms`);
    for (const row of items(audit('layout-shifts')?.details)) {
      const node = row.node as { snippet?: string } | undefined;
      console.log(`layout shift ${Number(row.score).toFixed(3)}: ${node?.snippet?.slice(0, 200)}`);
    }
    console.log('requests (start..end ms, KB transferred, priority):');
    for (const row of items(audit('network-requests')?.details))
      console.log(
        `  ${ms(row.networkRequestTime)}..${ms(row.networkEndTime)}  ${(Number(row.transferSize) / 1024).toFixed(1)}  ${String(row.priority)}  ${short(row.url)}`,
      );
    console.log('bootup-time (total / script eval / parse):');
    for (const row of items(audit('bootup-time')?.details).slice(0, 8))
      console.log(
        `  ${ms(row.total)} / ${ms(row.scripting)} / ${ms(row.scriptParseCompile)}  ${short(row.url)}`,
      );
    console.log('main thread:');
    for (const row of items(audit('mainthread-work-breakdown')?.details))
      console.log(`  ${ms(row.duration)} ms  ${String(row.groupLabel ?? row.group)}`);
    for (const row of items(audit('long-tasks')?.details))
      console.log(`long task ${ms(row.startTime)} +${ms(row.duration)} ms  ${short(row.url)}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
