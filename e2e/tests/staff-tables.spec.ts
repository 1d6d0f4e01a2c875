import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn, signIn } from './helpers';

/*
 * Staff tables on a tablet (768 px, where the sidebar leaves the table a phone-sized box) and
 * a phone: each row's main action is on screen without scrolling sideways, and it works.
 */
const VIEWPORTS = [
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

/** The action is inside the viewport's width, the page does not scroll sideways, and it clicks. */
async function expectReachable(page: Page, action: Locator) {
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeVisible();
  const box = await action.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  // Nothing reached by scrolling: neither the page nor the table's own box was scrolled.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  const scrolledSideways = await action.evaluate((element) => {
    let scrolled = 0;
    for (let box = element.parentElement; box; box = box.parentElement) {
      scrolled = Math.max(scrolled, box.scrollLeft);
    }
    return scrolled;
  });
  expect(scrolledSideways).toBe(0);
  await action.click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`staff tables at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a clinic owner sends a form from its row', async ({ page }) => {
      await openSignedIn(page, 'owner@sunrise.demo', '/forms');
      const table = page.getByRole('table', { name: 'Forms' });
      const send = table.getByRole('button', { name: /^Send / }).first();
      await expectReachable(page, send);
      await expect(page.getByRole('dialog', { name: /Send/ })).toBeVisible();
    });

    test('Super Admin edits a client from its row', async ({ page }) => {
      await openSignedIn(page, 'super@paperless.demo', '/clients');
      const row = page.getByRole('row').filter({ hasText: 'Sunrise Family Medicine' });
      await expectReachable(page, row.getByRole('button', { name: /^Edit / }));
      await expect(page.getByRole('dialog', { name: 'Edit Client' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expectReachable(page, row.getByRole('button', { name: /^(Deactivate|Activate) / }));
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    test('Super Admin views a staff user from its row', async ({ page }) => {
      await openSignedIn(page, 'super@paperless.demo', '/hr-user-management');
      const table = page.getByRole('table', { name: 'Users' });
      const view = table.getByRole('button', { name: /^View / }).and(page.locator(':enabled'));
      await expectReachable(page, view.first());
      await expect(page.getByRole('dialog', { name: 'View User' })).toBeVisible();
    });

    test("a clinic owner downloads an invoice's PDF from Billing", async ({ page }) => {
      await openSignedIn(page, 'owner@lakeside.demo', '/billing');
      const table = page.getByRole('table', { name: 'Invoices' });
      const pdf = table.getByRole('button', { name: /^Download invoice .* as PDF$/ }).first();
      const download = page.waitForEvent('download');
      await expectReachable(page, pdf);
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    });
  });
}

/** The labels of the list's badges whose word does not fit their box (cut with an ellipsis). */
function cutBadges(page: Page) {
  return page
    .locator('table .mantine-Badge-label')
    .evaluateAll((labels) =>
      labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
    );
}

test.describe('badges at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('a clinic owner reads every form status whole', async ({ page }) => {
    await openSignedIn(page, 'owner@sunrise.demo', '/forms');
    await expect(
      page.getByRole('table', { name: 'Forms' }).getByText('Active').first(),
    ).toBeVisible();
    expect(await cutBadges(page)).toEqual([]);
  });

  test('Super Admin reads every client status whole', async ({ page }) => {
    await signIn(page, 'super@paperless.demo');
    for (const path of ['/clients', '/hr-finance']) {
      await page.goto(path);
      await expect(page.locator('table .mantine-Badge-label').first()).toBeVisible();
      expect(await cutBadges(page)).toEqual([]);
    }
  });
});
