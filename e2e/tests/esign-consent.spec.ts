import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCEPT_DISCLOSURE, identity, typeSignature } from './fillers';
import { axeViolations } from './axe';
import { sendTemplateBucket } from './sent-links';

// Issue 18: a patient accepts the e-sign disclosure before the link's first signature, once per
// link: not again on the bucket's next form, nor after a reload.
test.use({ viewport: { width: 390, height: 844 } });

const OWNERSHIP = 'Ownership Disclosure Form';
const PHYSICIAN = 'Disclosure of Physician Ownership';
const DISCLOSURE = 'Electronic records and signatures';

/** A bucket of two signed templates, sent by e-mail; its link read from the outbox. */
const sendSignedBucket = async (request: APIRequestContext) =>
  (await sendTemplateBucket(request, [2, 6], 'Consent packet')).path;

const tapToSign = (page: Page) =>
  page
    .getByRole('group', { name: 'Patient Signature' })
    .getByRole('button', { name: 'Tap to sign' })
    .click();

test('the disclosure comes before the first signature, once per link @phone', async ({
  page,
  request,
}) => {
  const path = await sendSignedBucket(request);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: OWNERSHIP })).toBeVisible();
  await identity(page);

  // No signature can be made before the disclosure is accepted.
  await tapToSign(page);
  const disclosure = page.getByRole('dialog', { name: DISCLOSURE });
  await expect(disclosure.getByText(/right to receive these records on paper/)).toBeVisible();
  await expect(disclosure.getByRole('tab', { name: 'Type' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await disclosure.getByRole('button', { name: 'Not now' }).click();
  await expect(disclosure).toBeHidden();
  await expect(
    page.getByRole('group', { name: 'Patient Signature' }).getByRole('button', {
      name: 'Tap to sign',
    }),
  ).toBeVisible();
  await tapToSign(page);
  await disclosure.getByRole('button', { name: ACCEPT_DISCLOSURE }).click();
  const pad = page.getByRole('dialog', { name: 'Signature' });
  await pad.getByRole('tab', { name: 'Type' }).click();
  await pad.getByLabel('Type your full name').fill("Ann O'Neil");
  await pad.getByRole('button', { name: 'Save' }).click();
  await expect(pad).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  // The bucket's next form, and the same form after a reload: straight to the signature pad.
  await expect(page.getByRole('heading', { name: PHYSICIAN })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: PHYSICIAN })).toBeVisible();
  await tapToSign(page);
  await expect(pad.getByRole('tab', { name: 'Type' })).toBeVisible();
  await expect(page.getByRole('button', { name: ACCEPT_DISCLOSURE })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(pad).toBeHidden();
  await typeSignature(page, 'Patient Signature');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Form(s) Submitted Successfully' })).toBeVisible();
});
