import { devices, expect, test, type Page } from '@playwright/test';
import { localizeText } from '../../packages/core/src/i18n/index';
import { identityMessages } from '../../packages/core/src/templates/validation';
import { readFile } from 'node:fs/promises';
import { pdfText } from '@paperless/api/testing';
import { axeViolations } from './axe';
import { openSignedIn } from './helpers';
import { sendTemplateBucket } from './sent-links';

// Issue 21: a patient whose phone is set to Spanish (es-US) opens a packet the clinic sent with
// its default language, sees it in Spanish, fills and signs it, and the clinic's PDF prints the
// questions in Spanish with the answers as typed. Labels are looked up in core's catalogue, the
// same one the page uses, so the test reads what a Spanish-speaking patient reads.
const es = (english: string) => {
  const spanish = localizeText(english, 'es');
  // A text missing from the catalogue would come back in English and prove nothing here.
  expect(spanish, `the catalogue translates "${english}"`).not.toBe(english);
  return spanish;
};
const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const field = (page: Page, english: string) => page.getByLabel(labelled(es(english)));

const OWNERSHIP = 'Ownership Disclosure Form';
const REFILL = 'Prescription Refill Policy';

async function identity(page: Page, last: string) {
  await field(page, 'Patient First Name').fill('José');
  await field(page, 'Patient Last Name').fill(last);
  await field(page, 'Date of Birth').fill('1975-08-14');
}

async function typeSignature(page: Page, group: string) {
  await page
    .getByRole('group', { name: es(group) })
    .getByRole('button', { name: es('Tap to sign') })
    .click();
  const dialog = page.getByRole('dialog');
  const accept = dialog.getByRole('button', {
    name: es('I agree to use electronic records and signatures'),
  });
  await expect(accept).toBeVisible();
  await accept.click();
  await dialog.getByRole('tab', { name: es('Type') }).click();
  await dialog.getByLabel(es('Type your full name')).fill('José Núñez');
  await dialog.getByRole('button', { name: es('Save') }).click();
  await expect(dialog).toBeHidden();
}

test('a patient with a Spanish phone fills a packet in Spanish and the PDF is in Spanish', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Letters only: names take no digits. The stamp keeps this run's patient apart.
  const last = `Núñez${String(Date.now())
    .slice(-6)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const { path } = await sendTemplateBucket(request, [2, 7], 'Paquete');

  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-US' });
  const patient = await phone.newPage();
  await patient.goto(path);
  await expect(patient.getByRole('heading', { name: es(OWNERSHIP) })).toBeVisible();
  await expect(patient.locator('html')).toHaveAttribute('lang', 'es');
  // The switch offers English in its own name; the page shows no English button.
  await expect(patient.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  // An empty step: the field's own message is Spanish too (a template shows it under the field).
  await patient.getByRole('button', { name: es('Next') }).click();
  const firstName = field(patient, 'Patient First Name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(patient.getByText(es(identityMessages.firstNameRequired))).toBeVisible();
  expect(es(identityMessages.firstNameRequired)).not.toBe(identityMessages.firstNameRequired);
  expect(await axeViolations(patient), 'Spanish step after an empty submit').toEqual([]);

  await identity(patient, last);
  await typeSignature(patient, 'Patient Signature');
  await patient.getByRole('button', { name: es('Next') }).click();

  await expect(patient.getByRole('heading', { name: es(REFILL) })).toBeVisible();
  // The bucket carries the name and birth date over from the first form.
  await expect(field(patient, 'Patient First Name')).toHaveValue('José');
  await field(patient, 'Representative Name and Contact Information').fill(
    'María Núñez, 512 555 0106',
  );
  await patient.getByRole('button', { name: es('Submit') }).click();
  await expect(
    patient.getByRole('heading', { name: es('Form(s) Submitted Successfully') }),
  ).toBeVisible();
  expect(await axeViolations(patient), 'Spanish success screen').toEqual([]);
  await phone.close();

  // The clinic's screens stay English; its PDF of the second form is in Spanish.
  await openSignedIn(page, 'owner@sunrise.demo', '/submitted-forms');
  const name = `José ${last}`;
  await page.getByLabel('Search submitted forms').fill(name);
  await page.getByRole('button', { name: `View Forms of ${name}` }).click();
  const forms = page.getByRole('dialog', { name: 'View Forms' });
  await expect(forms.getByText('Preparing PDF…')).toHaveCount(0, { timeout: 30_000 });
  await forms.getByRole('checkbox', { name: `Select ${REFILL}`, exact: true }).check();
  const download = page.waitForEvent('download');
  await forms.getByRole('button', { name: 'Download', exact: true }).click();
  const bytes = await readFile(await (await download).path());
  const text = (await pdfText(new Uint8Array(bytes))).map((p) => p.text).join('\n');
  for (const spanish of [
    es(REFILL),
    es('Patient First Name'),
    es('Acknowledgment'),
    'Language: Spanish (es)',
  ]) {
    expect(text).toContain(spanish);
  }
  // The answers as typed, accents and all.
  expect(text).toContain('José');
  expect(text).toContain('María Núñez, 512 555 0106');
  expect(text).not.toContain('Representative Name and Contact Information');
});
