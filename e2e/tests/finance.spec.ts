import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { openSignedIn } from './helpers';

const DEMO_CLINICS = ['Sunrise Family Medicine', 'Lakeside Pediatrics', 'Hill Country Orthopedics'];
const COUNTERS = ['Total Patients', 'Total Clients', 'Total Forms', 'Total Revenue'];

const transactions = (page: Page) => page.getByRole('table', { name: 'Transaction History' });

test('the dashboard counts, lists and filters the clients', async ({ page }) => {
  await openSignedIn(page, 'super@paperless.demo', '/dashboard');

  for (const label of COUNTERS) {
    const value = page.getByRole('group', { name: label }).getByTestId('counter-value');
    // Numbers from the server: '1,234' or '$4,321.50', never a placeholder.
    await expect(value).toHaveText(/^\$?\d{1,3}(,\d{3})*(\.\d{2})?$/);
  }
  await expect(transactions(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: /Revenue and encounters/ })).toBeVisible();

  // Searched and paged on the server: other tests add clients that may fill page 1.
  await page.getByLabel('Search transactions').fill('sunrise');
  await expect(transactions(page).getByRole('row')).toHaveCount(2); // header + Sunrise
  await expect(
    transactions(page).getByRole('cell', { name: 'Sunrise Family Medicine', exact: true }),
  ).toBeVisible();
  await page.getByLabel('Search transactions').fill('');

  // Filtered on the server: every row left is Suspended (or the empty text). The demo clinics
  // are all active; other tests running beside this one may suspend clients of their own.
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  const bodyRows = transactions(page).locator('tbody tr');
  await expect(bodyRows.filter({ hasNotText: /Suspended|No data available/ })).toHaveCount(0);
  await expect(bodyRows.first()).toBeVisible();
  await expect(transactions(page).getByText('Sunrise Family Medicine')).toBeHidden();
});

test('Transaction History lists the clinics and downloads an invoice PDF', async ({ page }) => {
  await openSignedIn(page, 'super@paperless.demo', '/dashboard');
  await page.getByRole('link', { name: 'Finance' }).click();
  await expect(page).toHaveURL('/hr-finance');
  // The URL changes as the link is followed, while the Dashboard (whose table and search box
  // carry the same names) stays drawn until Finance's code has loaded: typing then went into the
  // Dashboard's box and was lost (a failure seen with retries off, issue 33). Finance's own box.
  const search = page.getByPlaceholder('Client, plan, date, status or amount');
  await expect(search).toBeVisible();
  // Other browser tests add clients meanwhile; the server-side search finds each demo clinic.
  await expect(transactions(page).getByRole('row').nth(1)).toBeVisible();
  for (const clinic of DEMO_CLINICS) {
    await search.fill(clinic);
    // Header + the clinic, once the paused typing's search has answered (slow under CI's load).
    await expect(transactions(page).getByRole('row')).toHaveCount(2, { timeout: 15_000 });
    await expect(transactions(page).getByRole('cell', { name: clinic, exact: true })).toBeVisible();
  }
  await search.fill('Sunrise Family Medicine');

  const sunrise = transactions(page)
    .getByRole('row')
    .filter({ hasText: 'Sunrise Family Medicine' });
  const downloading = page.waitForEvent('download');
  await sunrise
    .getByRole('button', { name: 'Download last invoice of Sunrise Family Medicine' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await search.fill('no such clinic');
  await expect(page.getByText('No transactions found')).toBeVisible();
});

test("a Sales Person sees only their own clients' numbers", async ({ page }) => {
  await openSignedIn(page, 'sales1@paperless.demo', '/dashboard');
  await expect(
    transactions(page).getByRole('cell', { name: 'Lakeside Pediatrics', exact: true }),
  ).toBeVisible();
  for (const other of ['Sunrise Family Medicine', 'Hill Country Orthopedics']) {
    await expect(transactions(page).getByText(other)).toHaveCount(0);
  }

  await page.goto('/hr-finance');
  await expect(
    transactions(page).getByRole('cell', { name: 'Lakeside Pediatrics', exact: true }),
  ).toBeVisible();
  await expect(transactions(page).getByText('Sunrise Family Medicine')).toHaveCount(0);
});
