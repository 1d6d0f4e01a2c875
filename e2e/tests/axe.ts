import type { Page } from '@playwright/test';
import type { AxeResults, default as Axe } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// axe-core's current release, injected by us: @axe-core/playwright pinned an older one (and its
// next release needs Node.js 22, which this project does not require), so every browser test
// checks through this file.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Every axe-core violation on the page as painted, of any impact, with every default rule: one
 * line each naming the rule and the elements. Waits for finite animations first: a dialog or
 * page still fading in reads as pale text (low contrast) to axe. `include` limits the check to
 * one part (an open dialog's selector); `serious` keeps serious and critical findings only.
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; serious?: boolean } = {},
): Promise<string[]> {
  await animationsEnded(page);
  return (await axeRun(page, options))
    .filter((v) => !options.serious || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(', ')}`,
    );
}

/** axeViolations' serious and critical findings only, as the older specs hold their pages to. */
export function seriousViolations(page: Page, options: { include?: string } = {}) {
  return axeViolations(page, { ...options, serious: true });
}

/** Until every finite animation on the page has ended: axe measures colours as painted. */
export async function animationsEnded(page: Page): Promise<void> {
  // Again after each wait: a notification that closes by itself starts its fade while axe
  // would be measuring (seen as a half-faded "Success" title failing colour contrast).
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      const running = document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await new Promise((settle) => requestAnimationFrame(() => settle(undefined)));
    }
  });
}

/**
 * axe-core's violations on the page as it is now, with every default rule; `include` limits the
 * check to one part (a dialog's selector). axe is injected once per loaded document and asked for
 * violations only: @axe-core/playwright injected its half-megabyte source again before every check
 * and had axe describe every passing element too, ~0.75 s a check of the ~1 s it took (measured
 * on the provider's screens, issue 33). The violations found are the same: every rule still runs.
 */
export async function axeRun(
  page: Page,
  options: { include?: string } = {},
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ({ include }) => {
      const axe = (window as unknown as { axe: typeof Axe }).axe;
      return axe
        .run(include ? { include: [[include]] } : document, { resultTypes: ['violations'] })
        .then((results) => results.violations);
    },
    { include: options.include },
  );
}
