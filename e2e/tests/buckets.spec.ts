import { expect, test } from '@playwright/test';
import { notice, openSignedIn, signIn } from './helpers';

const RECORDS = 'Records Release Authorization Form';
const OWNERSHIP = 'Ownership Disclosure Form';
const TELEMEDICINE = 'Telemedicine Informed Consent';

test('a clinic owner creates, finds, edits and deletes a bucket', async ({ page }) => {
  const name = `Intake ${Date.now()}`;
  await signIn(page, 'owner@lakeside.demo');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Bucket' })
    .click();
  await expect(page).toHaveURL('/bucket');

  await page.getByRole('link', { name: 'Create Bucket' }).click();
  await expect(page).toHaveURL('/create-bucket');
  const create = page.getByRole('button', { name: 'Create Bucket' });
  await page.getByRole('textbox', { name: 'Bucket Name' }).fill(name);
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: OWNERSHIP, exact: true }).check();
  await page.getByRole('checkbox', { name: RECORDS, exact: true }).check();
  await expect(page.getByText('Ready to create bucket with 2 form(s)')).toBeVisible();
  await create.click();

  await expect(page).toHaveURL('/buckets');
  await expect(notice(page, 'Bucket created successfully')).toBeVisible();
  // The search runs on the server.
  await page.getByRole('textbox', { name: 'Search buckets' }).fill(name.toLowerCase());
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2 forms');
  await expect(row).toContainText(`${OWNERSHIP}, ${RECORDS}`);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/edit-bucket\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Bucket Name' })).toHaveValue(name);
  await expect(page.getByRole('checkbox', { name: OWNERSHIP, exact: true })).toBeChecked();
  await page.getByRole('checkbox', { name: TELEMEDICINE, exact: true }).check();
  await page.getByRole('button', { name: 'Update Bucket' }).click();

  await expect(page).toHaveURL('/buckets');
  await page.getByRole('textbox', { name: 'Search buckets' }).fill(name);
  await expect(row).toContainText('3 forms');
  await expect(row).toContainText(TELEMEDICINE);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      `Are you sure you want to delete the bucket "${name}"? This action cannot be undone.`,
    );
    void dialog.accept();
  });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(notice(page, 'Bucket deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No buckets found matching your search criteria')).toBeVisible();
});

test('the bucket editor fits a phone @phone', async ({ page }) => {
  await openSignedIn(page, 'owner@lakeside.demo', '/create-bucket');
  await expect(page.getByRole('checkbox', { name: RECORDS, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Bucket' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
