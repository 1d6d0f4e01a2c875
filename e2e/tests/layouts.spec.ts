import { expect, test, type Locator } from '@playwright/test';
import { axeViolations } from './axe';
import { ACCEPT_DISCLOSURE } from './fillers';
import { openSignedIn } from './helpers';
import { sendTemplateForm } from './sent-links';

// Issue 36, item 9: the layouts that broke where staff and patients look most, each checked at
// the widths it was seen broken and the others a screen is used at (a phone, a tablet beside the
// sidebar, a laptop).
const WIDTHS = [390, 768, 1280];
const viewportOf = (width: number) => ({ width, height: width === 390 ? 844 : 900 });

/** Where `inner`'s box leaves `outer`'s, or null when it lies inside (half a pixel of rounding). */
async function outside(inner: Locator, outer: Locator): Promise<string | null> {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  const out = a.x < b.x - 0.5 || a.x + a.width > b.x + b.width + 0.5;
  return out ? `${a.x}..${a.x + a.width} outside ${b.x}..${b.x + b.width}` : null;
}

/** A label whose text is wider than its box: cut, with or without an ellipsis. */
const isCut = (label: Locator) => label.evaluate((l) => l.scrollWidth > l.clientWidth + 1);

test.describe('Activity at 1280 px', () => {
  test.use({ viewport: viewportOf(1280) });

  test('the pinned actions cover no column: the whole table fits beside the sidebar', async ({
    page,
  }) => {
    await openSignedIn(page, 'owner@sunrise.demo', '/activity');
    const table = page.getByRole('table', { name: 'Sent links' });
    await expect(table.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
    // Nothing to scroll to, and no cell of Reminders or Visit under the actions' cell.
    const covered = await table.evaluate((element) => {
      let frame = element.parentElement!;
      while (getComputedStyle(frame).overflowX === 'visible') frame = frame.parentElement!;
      const headers = [...element.querySelectorAll('th')].map((th) => th.textContent?.trim());
      const columns = ['Reminders', 'Visit'].map((name) => headers.indexOf(name));
      const actions = headers.indexOf('Actions');
      const found: string[] = [];
      if (frame.scrollWidth > frame.clientWidth) found.push('the table scrolls sideways');
      for (const row of element.querySelectorAll('tbody tr')) {
        const pinned = row.children[actions]!.getBoundingClientRect();
        for (const column of columns) {
          const cell = row.children[column]!.getBoundingClientRect();
          if (cell.right > pinned.left + 0.5) found.push(`${headers[column]} under Actions`);
        }
      }
      return found;
    });
    expect(covered).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test("Submitted Forms keeps each form's name whole inside its patient's row", async ({
      page,
    }) => {
      await openSignedIn(page, 'owner@sunrise.demo', '/submitted-forms');
      const table = page.getByRole('table');
      // The demo's patients sent forms with long names ("Acknowledgment of Notice of Privacy
      // Practices"), which spilled out of the card on a phone and out of the cell on a laptop.
      await expect(
        table.getByText('Acknowledgment of Notice of Privacy Practices').first(),
      ).toBeVisible();
      const badges = table.locator('tbody td .mantine-Badge-root');
      const problems: string[] = [];
      for (const badge of await badges.all()) {
        const cell = badge.locator('xpath=ancestor::td[1]');
        const label = badge.locator('.mantine-Badge-label');
        const name = await badge.innerText();
        // Out of its badge, a name runs under the next badge ("+1 more") even inside the cell.
        const spill =
          (await outside(label, badge)) ??
          (await outside(label, cell)) ??
          (await outside(badge, cell));
        if (spill) problems.push(`${name}: ${spill}`);
        if (await isCut(label)) problems.push(`${name}: cut`);
      }
      expect(problems).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("signup's Most Popular badge shows its whole word inside its plan", async ({ page }) => {
      await page.goto('/signup');
      // The second plan on sale is the popular one (spec §3); other specs add plans, so the
      // card is found by its badge, not by a plan's name.
      const badge = page.getByText('Most Popular', { exact: true });
      const plan = page.getByRole('radio').filter({ has: badge });
      await expect(badge).toBeVisible();
      expect(await isCut(badge)).toBe(false);
      expect(await outside(badge, plan)).toBeNull();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the e-sign agreement button shows its whole sentence', async ({ page, request }) => {
      const { path } = await sendTemplateForm(request, 2);
      await page.goto(path);
      await page
        .getByRole('group', { name: 'Patient Signature' })
        .getByRole('button', { name: 'Tap to sign' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Electronic records and signatures' });
      const accept = dialog.getByRole('button', { name: ACCEPT_DISCLOSURE });
      await expect(accept).toBeVisible();
      expect(await isCut(accept.locator('.mantine-Button-label'))).toBe(false);
      expect(await outside(accept, dialog)).toBeNull();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
