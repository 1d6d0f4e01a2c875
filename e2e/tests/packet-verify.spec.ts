import { expect, test, type Download, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { axeViolations } from './axe';
import { openSignedIn, signIn } from './helpers';

/** Emma Johnson's View Forms dialog with every form selected, once the demo's PDFs are made. */
async function selectEmmasForms(page: Page) {
  await page.goto('/submitted-forms');
  await page.getByLabel('Search submitted forms').fill('Emma Johnson');
  await page.getByRole('button', { name: 'View Forms of Emma Johnson' }).click();
  const dialog = page.getByRole('dialog', { name: 'View Forms' });
  await expect(dialog.getByText('Preparing PDF…')).toHaveCount(0, { timeout: 20_000 });
  await dialog.getByRole('checkbox', { name: 'Select All' }).check();
  await expect(dialog.getByText('Selected Forms: 3')).toBeVisible();
  return dialog;
}

async function take(page: Page, click: () => Promise<void>): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await click();
  return downloading;
}

// Issue 18: a visit as one well-named file, and proof that a PDF is the one submitted.
test('downloads a selection as a ZIP and as one PDF, and verifies a PDF from it', async ({
  page,
}) => {
  const work = await mkdtemp(path.join(tmpdir(), 'e2e-packet-'));
  await signIn(page, 'owner@sunrise.demo');

  let dialog = await selectEmmasForms(page);
  // The selection bar's new buttons, as a screen reader and axe meet them.
  expect(await axeViolations(page)).toEqual([]);
  const zip = await take(page, () =>
    dialog.getByRole('button', { name: 'Download as ZIP' }).click(),
  );
  expect(zip.suggestedFilename()).toMatch(/^Johnson, Emma - Forms - \d{4}-\d{2}-\d{2}\.zip$/);
  const zipFile = path.join(work, 'forms.zip');
  await zip.saveAs(zipFile);
  expect(execFileSync('unzip', ['-l', zipFile]).toString()).toContain('3 files');
  const unpacked = path.join(work, 'unpacked');
  execFileSync('unzip', ['-q', zipFile, '-d', unpacked]);
  const entries = (await readdir(unpacked)).sort();
  expect(entries).toHaveLength(3);
  for (const name of entries) expect(name).toMatch(/^Johnson, Emma - .+ - \d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByRole('alert').filter({ hasText: '3 forms downloaded as a ZIP.' })).toBeVisible(); // prettier-ignore

  await page.getByRole('button', { name: 'Close', exact: true }).click();
  dialog = await selectEmmasForms(page);
  const merged = await take(page, () =>
    dialog.getByRole('button', { name: 'Download as one PDF' }).click(),
  );
  expect(merged.suggestedFilename()).toMatch(/^Johnson, Emma - Forms - \d{4}-\d{2}-\d{2}\.pdf$/);
  const mergedFile = (await merged.path())!;
  expect((await readFile(mergedFile)).subarray(0, 5).toString()).toBe('%PDF-');
  // The cover page and every form's pages (qpdf reads the compressed page tree).
  const pages = Number(execFileSync('qpdf', ['--show-npages', mergedFile]).toString());
  expect(pages).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  // A PDF from the ZIP is the very file submitted; a copy with one byte changed is not.
  await page.getByRole('link', { name: 'Verify Document' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Document' })).toBeVisible();
  const original = path.join(unpacked, entries[0]!);
  await page.locator('input[type="file"]').setInputFiles(original);
  const verified = page.getByRole('alert').filter({ hasText: 'Verified' });
  await expect(verified).toContainText('an unaltered copy of a submitted form');
  await expect(verified.getByRole('cell', { name: 'Emma Johnson' })).toBeVisible();
  await expect(verified.getByRole('cell', { name: '04/12/1985' })).toBeVisible();
  // The downloads' notices close by themselves; axe caught one mid-fade (a pale "Success").
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  expect(await axeViolations(page)).toEqual([]);

  const bytes = await readFile(original);
  bytes[bytes.length - 30] = bytes[bytes.length - 30]! ^ 0x01;
  const changed = path.join(work, 'changed.pdf');
  await writeFile(changed, bytes);
  await page.locator('input[type="file"]').setInputFiles(changed);
  await expect(
    page.getByRole('alert').filter({ hasText: "Not an unaltered copy of your clinic's forms" }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Anything but a PDF is refused under the field, in our words.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This file is not a PDF.' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the Verify page fits a phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'owner@sunrise.demo', '/verify-document');
  await expect(page.getByRole('button', { name: 'Choose a PDF' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});
