import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { seriousViolations } from './axe';
import { openSignedIn, signIn } from './helpers';

const entries = (page: Page) => page.getByRole('table', { name: 'Audit log entries' });

test('Super Admin finds their own sign-in in the audit log and exports it as CSV', async ({
  page,
}) => {
  await openSignedIn(page, 'super@paperless.demo', '/dashboard');
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Action' }).click();
  // Readable names in the filter; the code is what it sends.
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  // The user filter applies a moment after typing: wait for the list it asks for.
  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/audit-log?') && r.url().includes('user=super'),
  );
  await page.getByRole('textbox', { name: 'User', exact: true }).fill('super@paperless.demo');
  await filtered;

  // Newest first: the sign-in this test just made (other tests may sign in as well).
  const first = entries(page).getByRole('row').nth(1);
  await expect(first).toContainText('super@paperless.demo · Super Admin');
  await expect(first).toContainText('Signed in');
  await expect(first).toContainText('auth.login');
  await expect(first).toContainText('Success');
  await expect(entries(page).getByRole('row').filter({ hasText: 'access.denied' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = csv.split('\r\n').filter(Boolean);
  expect(header).toBe(
    'seq,at,user_id,user_name,user_email,role,company_id,company_name,action,target_type,target_id,ip,outcome,details,action_name',
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r.includes(',auth.login,') && r.includes('super@paperless.demo'))).toBe(
    true,
  );
});

test('a clinic owner sees their own clinic only, with no company filter', async ({ page }) => {
  await signIn(page, 'owner@sunrise.demo');
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'User', exact: true }).fill('owner@sunrise.demo');
  await expect(entries(page).getByRole('row').nth(1)).toContainText('owner@sunrise.demo');
  const companies = await entries(page).getByRole('row').locator('td:nth-child(3)').allInnerTexts();
  expect(companies.every((c) => c === 'Sunrise Family Medicine')).toBe(true);
});

test('the audit log fits a phone and passes an accessibility check @phone', async ({ page }) => {
  // A failed sign-in puts a 'Failed' badge on the first page, so its contrast is always checked.
  await page.request.post('/api/login', {
    data: { email: 'nobody@paperless.demo', password: 'not the password' },
  });
  await openSignedIn(page, 'super@paperless.demo', '/audit-log');
  await expect(entries(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  // The table scrolls inside its own box; the page itself never scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
