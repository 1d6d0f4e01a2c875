import { expect, type Page } from '@playwright/test';

/** What the watchdog saw: each long task's duration, and the long animation frames around them. */
export interface LongTasks {
  tasks: number[];
  /** Each frame's duration and its scripts, as "invoker (file:position) ms". */
  frames: { ms: number; scripts: string[] }[];
}

/** The part of a long animation frame's script entry read here (not yet in TypeScript's DOM lib). */
interface ScriptTiming {
  invoker: string;
  sourceURL: string;
  sourceCharPosition: number;
  duration: number;
}

type Watched = Window & { __longTasks?: number[]; __longFrames?: LongTasks['frames'] };

/**
 * Records the page's long tasks (the main thread busy for more than 50 ms, as Chromium reports
 * them) from now on, and returns a function that reads them. Chromium's long animation frames
 * name the scripts that ran, so a failure can say what blocked the page. It follows one
 * document: reading after a full navigation throws rather than report an empty list.
 *
 * Before it returns, it proves it can see one: a 70 ms task of its own must be reported, so a
 * browser that stopped reporting long tasks fails here instead of passing every check unseen.
 */
export async function watchLongTasks(page: Page): Promise<() => Promise<LongTasks>> {
  await page.evaluate(() => {
    const watched = window as Watched;
    watched.__longTasks = [];
    watched.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) watched.__longTasks?.push(Math.round(task.duration));
    }).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        const scripts = (frame as PerformanceEntry & { scripts: ScriptTiming[] }).scripts.map(
          (s) =>
            `${s.invoker} (${s.sourceURL.split('/').pop()}:${s.sourceCharPosition}) ${Math.round(s.duration)} ms`,
        );
        watched.__longFrames?.push({ ms: Math.round(frame.duration), scripts });
      }
    }).observe({ type: 'long-animation-frame' });
  });
  // In a task of the page's own: work run for Playwright's evaluate is not reported as one.
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        setTimeout(() => {
          const until = performance.now() + 70;
          while (performance.now() < until) {
            // the watchdog's own long task
          }
          done();
        }),
      ),
  );
  await expect
    .poll(() => page.evaluate(() => (window as Watched).__longTasks?.length ?? 0), {
      message: 'the browser reports long tasks',
    })
    .toBeGreaterThan(0);
  await page.evaluate(() => {
    (window as Watched).__longTasks = [];
    (window as Watched).__longFrames = [];
  });

  return async () => {
    const seen = await page.evaluate(() => {
      const watched = window as Watched;
      return watched.__longTasks
        ? { tasks: watched.__longTasks, frames: watched.__longFrames! }
        : null;
    });
    if (!seen) throw new Error('The watched page navigated: its long tasks were lost.');
    return seen;
  };
}
