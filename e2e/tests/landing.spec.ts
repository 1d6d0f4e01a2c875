import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

// The demo seed's Professional Plan (apps/api/src/seed/demo.ts): its description differs from
// the built-in defaults', so seeing it proves the cards came from the server.
const SERVER_DESCRIPTION = 'For growing practices.';

async function seriousA11yProblems(page: Page) {
  // Contrast is measured as painted: a plan page still fading in (300 ms, longer on a loaded
  // machine) reads as pale text, so axe waits until every finite animation has ended.
  return seriousViolations(page);
}

test("/ opens the landing page with the server's plans; a chosen plan travels to /signup", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { level: 1, name: /Patient intake/ })).toBeVisible();

  const plans = page.getByRole('region', { name: 'Pricing plans' });
  const pro = plans.getByRole('article', { name: 'Professional Plan' });
  await expect(pro.getByText(SERVER_DESCRIPTION)).toBeVisible();
  await expect(pro.getByText('Most Popular')).toBeVisible();
  await expect(pro.getByText('$79')).toBeVisible();
  await expect(page.getByText('Failed to load pricing plans')).toHaveCount(0);
  expect(await seriousA11yProblems(page)).toEqual([]);

  // The header's section links jump within the page.
  await page
    .getByRole('navigation', { name: 'Page sections' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/#pricing$/);

  await pro.getByRole('button', { name: 'Select Plan' }).click();
  await expect(pro.getByRole('button', { name: 'Selected Plan' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Start with Professional Plan' }).click();

  await expect(page).toHaveURL(/\/signup\?plan=/);
  const carried = JSON.parse(new URL(page.url()).searchParams.get('plan')!) as Record<
    string,
    unknown
  >;
  expect(carried).toMatchObject({
    name: 'Professional Plan',
    price: 79,
    encounters: 500,
    overage_cost: 0.4,
    description: SERVER_DESCRIPTION,
  });
  expect(typeof carried.id).toBe('number');
});

test('the footer links open real help, legal and support pages', async ({ page }) => {
  await page.goto('/landing');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  for (const [link, heading, text] of [
    ['Help Center', 'Help Center', 'Sending forms to patients'],
    ['Privacy Policy', 'Privacy Policy', 'template to be reviewed by legal counsel'],
    ['Terms of Service', 'Terms of Service', 'template to be reviewed by legal counsel'],
    ['Contact Support', 'Support', 'Monday to Friday'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    // A real page loaded in-app, and a reload serves it too (not a client-only route).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(await seriousA11yProblems(page)).toEqual([]);
});

test('the landing page fits a phone: one plan per page, no sideways scroll @phone', async ({
  page,
}) => {
  await page.goto('/landing');
  const plans = page.getByRole('region', { name: 'Pricing plans' });
  await expect(plans.getByRole('article')).toHaveCount(1);
  // One page per plan: the demo's three (these tests run before any other adds a plan).
  await expect(plans.getByRole('button', { name: /Show plans page/ })).toHaveCount(3);
  await plans.getByRole('button', { name: 'Show plans page 3 of 3' }).click();
  await expect(plans.getByRole('article', { name: 'Enterprise Plan' })).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousA11yProblems(page)).toEqual([]);

  await page.getByRole('link', { name: 'Get Started with Enterprise Plan' }).click();
  await expect(page).toHaveURL(/\/signup\?plan=/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('plan')!)).toMatchObject({
    name: 'Enterprise Plan',
  });
});

// React takes the prerendered pages over as they are (main.tsx hydrates them): the nodes the
// server sent stay, and React reports no mismatch (it would draw the page again, and say so).
for (const [path, width] of [
  ['/landing', 390],
  ['/landing', 1280],
  ['/privacy', 390],
  ['/terms', 1280],
  ['/baa', 390],
] as const) {
  test(`${path} at ${width} px keeps its prerendered HTML when the code arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawn: Element | null }).drawn = document.querySelector('h1');
      });
    });
    await page.goto(path);
    // React has taken the heading over: its fiber is on the node.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__react')),
        ),
      )
      .toBe(true);
    const kept = await page.evaluate(
      () => (window as unknown as { drawn: Element | null }).drawn === document.querySelector('h1'),
    );
    expect(kept).toBe(true);
    if (path === '/landing')
      await expect(page.getByRole('article', { name: 'Professional Plan' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
