import { expect, test, type Page } from '@playwright/test';
import { fillers, typeSignature } from './fillers';
import { linkFromOutbox, notice, openSignedIn, phoneContext } from './helpers';

// The product's reason to exist, end to end in the browser: a clinic builds a packet, sends it
// by e-mail, a patient fills and signs it on a phone, the clinic downloads the PDFs, and the
// link works only once.
const RECORDS = 'Records Release Authorization Form';
const OWNERSHIP = 'Ownership Disclosure Form';

async function buildCustomForm(page: Page, title: string) {
  await page.goto('/create-form');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  const field = page.getByRole('group', { name: /^Block 1:/ });
  await field.getByRole('textbox', { name: /^Label/ }).fill('Reason for visit');
  await field.getByRole('checkbox', { name: 'Required' }).check();
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: 'Signature', exact: true }).click();
  const signature = page.getByRole('group', { name: /^Block 2:/ });
  await signature.getByRole('textbox', { name: /^Label/ }).fill('Patient Signature');
  await signature.getByRole('checkbox', { name: 'Required' }).check();
  await page.getByRole('button', { name: 'Save Form' }).click();
  await expect(notice(page, 'Form created successfully')).toBeVisible();
}

async function buildBucket(page: Page, name: string, forms: string[]) {
  await page.goto('/create-bucket');
  await page.getByRole('textbox', { name: 'Bucket Name' }).fill(name);
  for (const form of forms) await page.getByRole('checkbox', { name: form, exact: true }).check();
  await expect(page.getByText(`Ready to create bucket with ${forms.length} form(s)`)).toBeVisible();
  await page.getByRole('button', { name: 'Create Bucket' }).click();
  await expect(page).toHaveURL('/buckets');
}

test('a clinic sends a packet, a patient fills it on a phone, the clinic gets the PDFs', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const custom = `Visit reason ${stamp}`;
  const bucket = `Loop packet ${stamp}`;
  const email = `loop-${stamp}@example.com`;

  await openSignedIn(page, 'owner@sunrise.demo', '/client-dashboard');
  await buildCustomForm(page, custom);
  await buildBucket(page, bucket, [RECORDS, OWNERSHIP, custom]);

  // The list loaded first, then the search.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search buckets' }).fill(bucket);
  const row = page.getByRole('row').filter({ hasText: bucket });
  await row.getByRole('button', { name: `Send ${bucket}` }).click();
  const send = page.getByRole('dialog', { name: 'Send Bucket' });
  await send.getByLabel('Email addresses').fill(email);
  await send.getByLabel('Email addresses').press('Enter');
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(send).toBeHidden();

  const path = await linkFromOutbox(browser, email);
  const phone = await phoneContext(browser);
  const patient = await phone.newPage();
  await patient.goto(path);
  await expect(patient.getByRole('heading', { name: RECORDS })).toBeVisible();
  await fillers[1]!(patient);
  await patient.getByRole('button', { name: 'Next' }).click();
  // The patient's name and date of birth carry over; only the signature is left.
  await expect(patient.getByRole('heading', { name: OWNERSHIP })).toBeVisible();
  await typeSignature(patient, 'Patient Signature');
  await patient.getByRole('button', { name: 'Next' }).click();
  await expect(patient.getByRole('heading', { name: custom })).toBeVisible();
  await patient.getByLabel(/^Reason for visit/).fill('Yearly check-up');
  await typeSignature(patient, 'Patient Signature');
  await patient.getByRole('button', { name: 'Submit' }).click();
  await expect(
    patient.getByRole('heading', { name: 'Form(s) Submitted Successfully' }),
  ).toBeVisible();

  // A link works once.
  await patient.goto(path);
  await expect(patient.getByRole('heading', { name: 'Form(s) Already Submitted' })).toBeVisible();
  await phone.close();

  // The clinic sees the link submitted...
  await row.getByRole('button', { name: `Sent links of ${bucket}` }).click();
  const links = page.getByRole('dialog', { name: 'Sent links' });
  await expect(links.getByRole('row').filter({ hasText: email })).toContainText('Completed');
  await page.keyboard.press('Escape');

  // ...and the patient's three PDFs in Submitted Forms, once the worker has made them.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Submitted Forms' })
    .click();
  await page.getByLabel('Search submitted forms').fill(custom);
  await page.getByRole('button', { name: "View Forms of Ann O'Neil" }).click();
  const forms = page.getByRole('dialog', { name: 'View Forms' });
  await expect(forms.getByText('Preparing PDF…')).toHaveCount(0, { timeout: 30_000 });
  // The patient may have other visits from other tests: pick this packet's three forms.
  for (const name of [custom, OWNERSHIP, RECORDS]) {
    await forms
      .getByRole('checkbox', { name: `Select ${name}`, exact: true })
      .first()
      .check();
  }
  await expect(forms.getByText('Selected Forms: 3')).toBeVisible();
  const files: string[] = [];
  page.on('download', (download) => void download.path().then((p) => p && files.push(p)));
  await forms.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '3 forms downloaded.' })).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => files.length).toBe(3);
  const { readFile } = await import('node:fs/promises');
  for (const file of files) {
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
});
