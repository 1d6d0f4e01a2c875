import { expect, test, type Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { openSignedIn, signIn } from './helpers';

test('the clinic dashboard welcomes the owner with this month’s figures', async ({ page }) => {
  await openSignedIn(page, 'owner@sunrise.demo', '/client-dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Paperless Clinic!' }),
  ).toBeVisible();
  await expect(page.getByText('Sunrise Family Medicine').first()).toBeVisible();
  // The demo sent links this month and patients completed some.
  await expect(page.getByRole('group', { name: 'Links sent' })).toContainText(/\d+/);
  await expect(page.getByRole('group', { name: 'Encounters used' })).toContainText(/\d+ of 500/);
});

test('Submitted Forms finds a patient and downloads the selected PDFs', async ({ page }) => {
  await openSignedIn(page, 'owner@sunrise.demo', '/submitted-forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Submitted Forms' })).toBeVisible();
  await page.getByLabel('Search submitted forms').fill('Emma Johnson');
  await expect(page.getByRole('cell', { name: 'Emma Johnson', exact: true })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and Emma

  await page.getByRole('button', { name: 'View Forms of Emma Johnson' }).click();
  const dialog = page.getByRole('dialog', { name: 'View Forms' });
  await expect(dialog.getByText('Date of Birth: 04/12/1985')).toBeVisible();
  // The PDF worker makes the demo's PDFs right after start; the list refreshes until ready.
  await expect(dialog.getByText('Preparing PDF…')).toHaveCount(0, { timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: 'Download Demography' })).toBeVisible();

  // View opens the PDF in a new tab (the bytes fetched with the session, shown from memory).
  const opening = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'View Demography' }).click();
  const tab = await opening;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  await dialog.getByRole('checkbox', { name: 'Select All' }).check();
  await expect(dialog.getByText('Selected Forms: 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download Demography' })).toHaveCount(0);

  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect.poll(() => downloads.length, { timeout: 10_000 }).toBe(3);
  const names = downloads.map((d) => d.suggestedFilename());
  expect(names.every((name) => name.endsWith('.pdf'))).toBe(true);
  const bytes = await readFile((await downloads[0]!.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('alert').filter({ hasText: '3 forms downloaded.' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

// A list page froze now and then right after it opened: its table, still loading, handed
// TanStack Table a new empty list on each render, which queued a page-index reset that rendered
// again, a loop that never let the list's answer in (ui/useListTable.ts). It happened on about
// one load in ten; twelve loads find it most times. The loop never ends, so each load's budget
// only has to call it stuck: 15 s, not 5, which a busy 2-core CI machine once needed (issue 33).
test('a list page answers on every load, never stuck while its list loads', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'owner@sunrise.demo');
  for (let load = 0; load < 12; load++) {
    await page.goto(load % 2 === 0 ? '/submitted-forms' : '/forms');
    const search = page.getByRole('textbox').first();
    await search.fill('Emma', { timeout: 15_000 });
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
  }
});
