import { expect, test, type Page } from '@playwright/test';
import { sendTemplateBucket, sendTemplateForm } from './sent-links';

// Issue 21, "no layout shift": a patient's link on a phone over a slow network draws its page
// without moving what is already on screen. The loading states keep the space of what replaces
// them, so the practice's contact lines never jump down as the form (or its template's chunk)
// arrives. Lighthouse counted 0.071 on a bucket link when its step's loader was shorter than the
// screen.
test.use({ viewport: { width: 390, height: 844 } });
// A throttled network: the page and its chunks take a few seconds.
test.setTimeout(120_000);

const OWNERSHIP = 'Ownership Disclosure Form';

/** A slow phone's network (about Lighthouse's mobile throttling), set before the page loads. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // Lets the chunks arrive in their own time: a cached chunk would hide a late one.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/** Every layout shift since the page started, summed (those right after input do not count). */
async function shiftsSoFar(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ total: number; nodes: string[] }>((resolve) => {
        let total = 0;
        const nodes: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node;
              nodes.push(
                node instanceof Element
                  ? `${node.tagName.toLowerCase()} ${node.getAttribute('aria-label') ?? ''} ${node.textContent?.slice(0, 60) ?? ''}`
                  : String(node?.nodeName),
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries come in the observer's first callback; none is no shift at all.
        setTimeout(() => resolve({ total, nodes }), 300);
      }),
  );
}

async function expectNoShift(page: Page, path: string) {
  await throttle(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: OWNERSHIP, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: /^Contact / })).toBeAttached();
  // Whatever was still on its way (fonts, a late chunk) has had time to land.
  await page.waitForLoadState('networkidle');
  const shifts = await shiftsSoFar(page);
  expect(shifts, `shifted: ${shifts.nodes.join(' | ')}`).toEqual({ total: 0, nodes: [] });
}

test("a bucket link's page does not shift as its first form arrives", async ({ page, request }) => {
  const { path } = await sendTemplateBucket(request, [2, 6], 'No-shift packet');
  await expectNoShift(page, path);
});

test("a form link's page does not shift as its form arrives", async ({ page, request }) => {
  const { path } = await sendTemplateForm(request, 2);
  await expectNoShift(page, path);
});
