import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { field, identity, typeSignature } from './fillers';
import { sendTemplateBucket } from './sent-links';

// Issue 19: a patient starts a bucket on one phone and finishes it on another. The second phone
// scans (here: opens) the code's address, confirms the birth date, and lands on the same step
// with the answers so far, which it can only have from the server.
test.use({ viewport: { width: 390, height: 844 } });
// Two phones, two forms and six accessibility checks: more than the default budget.
test.setTimeout(180_000);

const OWNERSHIP = 'Ownership Disclosure Form';
const PHYSICIAN = 'Disclosure of Physician Ownership';
const DOB = '1980-02-29';

/** A bucket of two signed templates, sent by e-mail; its link read from the outbox. */
const sendBucket = async (request: APIRequestContext) =>
  (await sendTemplateBucket(request, [2, 6], 'Hand-off packet')).path;

/** Axe at a phone's width and a desktop's, back to the phone after. */
async function axeAtBothWidths(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('start a bucket on one phone, continue it on another @phone', async ({
  page,
  request,
  browser,
}) => {
  const path = await sendBucket(request);

  // Phone A: the first form, sent; the second one reached.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: OWNERSHIP })).toBeVisible();
  await identity(page);
  await typeSignature(page, 'Patient Signature');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: PHYSICIAN })).toBeVisible();

  await page.getByRole('button', { name: 'Continue on another device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Continue on another device' });
  // The birth date the patient typed is offered.
  await expect(dialog.getByLabel(/Date of birth/)).toHaveValue(DOB);
  await axeAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Show my code' }).click();
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const code = (await dialog.getByTestId('handoff-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await axeAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Phone B: its own browser, nothing in its storage.
  const phoneB = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const second = await phoneB.newPage();
    await second.goto(`/continue/${code}`);
    await expect(second.getByRole('heading', { name: 'Continue your forms' })).toBeVisible();
    await expect(second.getByLabel(/^Code/)).toHaveValue(code);
    await axeAtBothWidths(second);
    // A wrong date first: refused under the field, with the tries left.
    await second.getByLabel(/Date of birth/).fill('1980-03-01');
    await second.getByRole('button', { name: 'Continue' }).click();
    await expect(
      second.getByText('That date of birth does not match. 4 tries left.'),
    ).toBeVisible();
    await second.getByLabel(/Date of birth/).fill(DOB);
    await second.getByRole('button', { name: 'Continue' }).click();

    // The same step, with the answers so far (the name is carried from the first form).
    await expect(second).toHaveURL(new RegExp(`${path}$`));
    await expect(second.getByRole('heading', { name: PHYSICIAN })).toBeVisible();
    await expect(second.getByText('Form 2 of 2')).toBeVisible();
    await expect(field(second, 'Patient First Name')).toHaveValue('Ann');
    await typeSignature(second, 'Patient Signature');
    await second.getByRole('button', { name: 'Submit' }).click();
    await expect(
      second.getByRole('heading', { name: 'Form(s) Submitted Successfully' }),
    ).toBeVisible();

    // The code was used: opened again, it no longer works.
    await second.goto(`/continue/${code}`);
    await second.getByLabel(/Date of birth/).fill(DOB);
    await second.getByRole('button', { name: 'Continue' }).click();
    await expect(second.getByText(/This code has expired or is not valid/)).toBeVisible();
  } finally {
    await phoneB.close();
  }
});
