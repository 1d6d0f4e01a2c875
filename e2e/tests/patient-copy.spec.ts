import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { axeViolations } from './axe';
import { fillers } from './fillers';
import { openSignedIn } from './helpers';
import { bearer, outboxTexts, sendTemplateForm } from './sent-links';

// Issue 19, a copy for the patient: patients open their links on phones.
test.use({ viewport: { width: 390, height: 844 } });
// The PDF is made by the worker after the submission; the page waits for it.
test.setTimeout(180_000);

const PRACTICE = 'Sunrise Family Medicine';
const FILE_NAME = new RegExp(
  `^${PRACTICE} - Advance Directive Notice - \\d{4}-\\d{2}-\\d{2}\\.pdf$`,
);

/**
 * The clinic sends Advance Directive Notice to a fresh address (not Records Release: the
 * patient-fill spec counts the clinic's Records Release PDFs of the same patient).
 */
const sendAdvanceDirective = (request: APIRequestContext) => sendTemplateForm(request, 8);

async function fillAndSubmit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Advance Directive Notice' })).toBeVisible();
  await fillers[8]!(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Form Submitted Successfully!' })).toBeVisible();
}

/** The saved file's name and its first bytes. */
async function savedFile(download: Download) {
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

async function noViolationsAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a patient downloads a copy of what they just signed @phone', async ({ page, request }) => {
  const { path } = await sendAdvanceDirective(request);
  await fillAndSubmit(page, path);
  const button = page.getByRole('button', { name: 'Download a copy' });
  await expect(button).toBeVisible();
  await expect(page.getByText('Available for 30 minutes on this device')).toBeVisible();
  await noViolationsAt(page, [390, 1280]);

  // The PDF may still be in the making: the page waits for it, then saves it.
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await button.click();
  const file = await savedFile(await download);
  expect(file.name).toMatch(FILE_NAME);
  expect(file.head).toBe('%PDF-');
  await expect(page.getByText('Your copy was downloaded.')).toBeVisible();

  // A reload lands on the spent link's screen, which still offers this tab's copy.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Form Already Submitted!' })).toBeVisible();
  const again = page.getByRole('button', { name: 'Download a copy' });
  await expect(again).toBeVisible();
  const second = page.waitForEvent('download', { timeout: 60_000 });
  await again.click();
  expect((await savedFile(await second)).head).toBe('%PDF-');
});

test('the owner turns on e-mailed copies; the copy asks for the birth date @phone', async ({
  page,
  browser,
  request,
}) => {
  await openSignedIn(page, 'owner@sunrise.demo', '/settings');
  const setting = page.getByRole('switch', { name: 'E-mail patients a copy' });
  await expect(setting).not.toBeChecked();
  const saved = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/company/patient-copies' && r.request().method() === 'PUT',
  );
  await setting.click();
  expect((await saved).status()).toBe(200);
  await expect(setting).toBeChecked();

  try {
    const { path, email } = await sendAdvanceDirective(request);
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const patient = await phone.newPage();
    await fillAndSubmit(patient, path);

    // The e-mail names the practice and leads to the copy; nothing of the patient is in it.
    await expect
      .poll(async () => (await outboxTexts(request, email)).some((t) => t.includes('/copy/')))
      .toBe(true);
    const mail = (await outboxTexts(request, email)).find((t) => t.includes('/copy/'))!;
    expect(mail).toContain(PRACTICE);
    expect(mail).toContain('date of birth');
    expect(mail).not.toContain("O'Neil");
    const copyPath = /\/copy\/[A-Za-z0-9_-]+/.exec(mail)![0];

    await patient.goto(copyPath);
    await expect(patient.getByRole('heading', { name: 'Your signed documents' })).toBeVisible();
    await expect(patient.getByText(PRACTICE, { exact: false })).toBeVisible();
    await noViolationsAt(patient, [390, 1280]);

    const dob = patient.getByLabel(/Date of birth/);
    await dob.fill('1990-01-01');
    await patient.getByRole('button', { name: 'Show my documents' }).click();
    await expect(
      patient.getByText('That date of birth does not match our records. 4 tries left.'),
    ).toBeVisible();
    await expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(patient)).toEqual([]);

    await dob.fill('1980-02-29');
    const download = patient.waitForEvent('download', { timeout: 60_000 });
    await patient.getByRole('button', { name: 'Show my documents' }).click();
    const file = await savedFile(await download);
    expect(file.name).toMatch(FILE_NAME);
    expect(file.head).toBe('%PDF-');
    await expect(patient.getByRole('button', { name: 'Download the PDF' })).toBeVisible();
    await phone.close();
  } finally {
    // Other specs share the demo clinic: it goes back to its default.
    const owner = await bearer(request, 'owner@sunrise.demo');
    const off = await request.put('/api/company/patient-copies', {
      headers: owner,
      data: { email_patient_copy: false },
    });
    expect(off.status()).toBe(200);
  }
});
