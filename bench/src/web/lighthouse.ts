// Lighthouse with its default mobile settings (a mid-range phone, simulated slow 4G, 4x CPU
// slowdown) in Debian's Chromium. Scores move with the machine's load, so each page is run five
// times (BENCH_LH_RUNS, as issue 21 measures) and the median run by performance score is kept.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScore {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task, as Lighthouse estimates it on its mid-range phone. */
  longestTaskMs: number;
  /** The script Lighthouse attributes that task to (its file name), or '' when unknown. */
  longestTaskScript: string;
  /** Accessibility audits that failed, by id: what to fix to reach the goal. */
  failing: string[];
  /**
   * Lighthouse's measure of this machine's speed for the run. Its 4x CPU slowdown is meant for a
   * fast desktop (about 1,500 and up); on a slower or busier machine every task it times, and so
   * the blocking time, comes out longer than on the phone it stands for.
   */
  benchmarkIndex: number;
}

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function runOnce(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const a11yIds = lhr.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    ...longestTask(lhr.audits['long-tasks']?.details),
    failing: a11yIds.filter((id) => lhr.audits[id]?.score === 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * The longest task of the 'long-tasks' audit (tasks of 50 ms and more; under Lighthouse's
 * simulated throttling, durations as on its 4x-slower phone), and the script it ran: whether a
 * page's longest task is its own rendering or the app's start decides what would shorten it.
 */
function longestTask(details: unknown) {
  const items =
    (details as { items?: { duration?: number; url?: string }[] } | undefined)?.items ?? [];
  const longest = items.reduce<(typeof items)[number] | undefined>(
    (top, item) => ((item.duration ?? 0) > (top?.duration ?? 0) ? item : top),
    undefined,
  );
  return {
    longestTaskMs: Math.round(longest?.duration ?? 0),
    longestTaskScript: longest?.url ? (longest.url.split('/').pop() ?? '') : '',
  };
}

// A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): one more try before failing.
async function runWithRetry(port: number, url: () => Promise<string>) {
  try {
    return await runOnce(port, await url());
  } catch (error) {
    console.warn(`Lighthouse failed once, retrying: ${(error as Error).message}`);
    return runOnce(port, await url());
  }
}

/** Runs each page `runs` times in one headless Chromium and keeps the median performance run. */
export async function scorePages(
  pages: { page: string; url: () => Promise<string> }[],
  runs = Number(process.env.BENCH_LH_RUNS ?? 5),
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const { page, url } of pages) {
      const results = [];
      // A fresh URL per run: a patient link is single-use once submitted, and opening it counts.
      for (let i = 0; i < runs; i++) results.push(await runWithRetry(chrome.port, url));
      results.sort((a, b) => a.performance - b.performance);
      scores.push({ page, ...results[Math.floor(results.length / 2)]! });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

export function lighthouseTable(scores: LighthouseScore[]): string {
  const rows = scores.map(
    (s) =>
      `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.performance >= 95 && s.accessibility >= 95 ? 'ok' : 'BELOW'} | ${s.fcpMs} | ${s.lcpMs} | ${s.tbtMs} | ${s.longestTaskMs} | ${s.cls} | ${s.benchmarkIndex} |`,
  );
  const failing = scores
    .filter((s) => s.failing.length > 0)
    .map((s) => `\nFailing accessibility audits on ${s.page}: ${s.failing.join(', ')}`);
  return [
    '| page | performance | accessibility | goal (95/95) | FCP ms | LCP ms | TBT ms | longest task ms | CLS | benchmarkIndex |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    ...failing,
  ].join('\n');
}
