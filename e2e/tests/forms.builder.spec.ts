import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { notice, openSignedIn, signIn } from './helpers';

/** The builder's card for block n (1-based), named 'Block n: <kind> – <label>'. */
const card = (page: Page, n: number) =>
  page.getByRole('group', { name: new RegExp(`^Block ${n}:`) });

async function addBlock(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
}

async function defineField(scope: Locator, label: string, type?: string, options?: string) {
  if (type) await scope.getByRole('combobox', { name: 'Type' }).selectOption(type);
  // The answer key is made from the label (under "Advanced").
  await scope.getByRole('textbox', { name: /^Label/ }).fill(label);
  if (options) await scope.getByRole('textbox', { name: /^Options/ }).fill(options);
}

test('a clinic owner builds, finds, views, edits and deletes a custom form', async ({ page }) => {
  const title = `Allergy check ${Date.now()}`;
  await signIn(page, 'owner@sunrise.demo');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Forms', exact: true })
    .click();
  await expect(page).toHaveURL('/forms');

  await page.getByRole('link', { name: 'Create Form' }).click();
  await expect(page).toHaveURL('/create-form');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Asked before every visit');
  await defineField(card(page, 1), 'Reason for visit');
  await card(page, 1).getByRole('checkbox', { name: 'Required' }).check();
  await addBlock(page, 'Single choice');
  await defineField(card(page, 2), 'Allergy', undefined, 'Penicillin\nLatex\nNone');
  await addBlock(page, 'E-mail');
  await defineField(card(page, 3), 'Contact email');
  // The e-mail goes second: reorder with the keyboard-reachable button.
  await page.getByRole('button', { name: 'Move block 3 up' }).click();
  await expect(card(page, 2)).toHaveAccessibleName('Block 2: E-mail – Contact email');
  // The preview shows the form as the patient will.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('radio', { name: 'Latex' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Form' }).click();

  await expect(page).toHaveURL('/forms');
  await expect(notice(page, 'Form created successfully')).toBeVisible();
  // The search runs on the server, ignoring case.
  await page.getByRole('textbox', { name: 'Search forms' }).fill(title.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Asked before every visit');
  await expect(row).toContainText('Active');

  await row.getByRole('link', { name: `View ${title}` }).click();
  await expect(page).toHaveURL(/\/view-form\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Reason for visit/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Contact email' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Allergy' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit Form' }).click();
  await expect(page).toHaveURL(/\/edit-form\/\d+$/);
  await expect(page.getByText('Saving creates version 2.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} v2`);
  await page.getByRole('button', { name: 'Delete block 2' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL('/forms');
  await expect(notice(page, 'Form updated successfully')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search forms' }).fill(`${title} v2`);
  const edited = page.getByRole('row').filter({ hasText: `${title} v2` });
  await expect(edited).toHaveCount(1);
  await edited.getByRole('button', { name: `Delete ${title} v2` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(dialog).toContainText('Are you sure you want to delete this form?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Form deleted successfully')).toBeVisible();
  await expect(page.getByText('No forms found matching your search criteria')).toBeVisible();
});

test('a form in a bucket is not deleted, and the notice says why', async ({ page }) => {
  await openSignedIn(page, 'owner@sunrise.demo', '/forms');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The demo's New Patient Packet holds the Demography form.
  await page.getByRole('textbox', { name: 'Search forms' }).fill('Demography');
  const row = page.getByRole('row').filter({ hasText: 'Demography' }).first();
  await row.getByRole('button', { name: /^Delete / }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Action' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(notice(page, 'Delete Failed')).toContainText('New Patient Packet');
  await expect(row).toBeVisible();
});

test.describe('on a phone @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the forms list and the builder fit the screen with no axe finding', async ({ page }) => {
    await signIn(page, 'owner@sunrise.demo');
    for (const path of ['/forms', '/create-form']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/forms') await expect(page.getByRole('row').nth(1)).toBeVisible();
      else await defineField(card(page, 1), 'Favourite colour', 'select', 'Red\nBlue');
      // The list's table scrolls inside its own box; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // axe-core's current release, every default rule, any impact.
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
