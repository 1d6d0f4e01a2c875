import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How a patient fills each of the ten templates in the browser: the least that passes each
 * template's validator, with typed signatures. Shared by the template tests and the clinic loop.
 */

// A required field's label ends with a visual '*' that is not part of its accessible name.
const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(labelled(label));

export async function identity(
  page: Page,
  withDob = true,
  names = ['Patient First Name', 'Patient Last Name'],
) {
  await field(page, names[0]!).fill('Ann');
  await field(page, names[1]!).fill("O'Neil");
  if (withDob) await field(page, 'Date of Birth').fill('1980-02-29');
}

/** The e-sign disclosure's accept button (core esign-consent.ts), shown once per patient link. */
export const ACCEPT_DISCLOSURE = 'I agree to use electronic records and signatures';

/**
 * Signs with a typed name. In a patient's link the first signature asks for the e-sign
 * disclosure first (issue 18): it is accepted here; a clinic's preview asks for none.
 */
export async function typeSignature(page: Page, group: string) {
  await page
    .getByRole('group', { name: group })
    .getByRole('button', { name: 'Tap to sign' })
    .click();
  const dialog = page.getByRole('dialog');
  const typeTab = dialog.getByRole('tab', { name: 'Type' });
  const accept = dialog.getByRole('button', { name: ACCEPT_DISCLOSURE });
  await expect(typeTab.or(accept)).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await typeTab.click();
  await dialog.getByLabel('Type your full name').fill("Ann O'Neil");
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

export async function choose(page: Page, group: string | RegExp, option: string) {
  await page.getByRole('radiogroup', { name: group }).getByLabel(option, { exact: true }).check();
}

export const fillers: Record<number, (page: Page) => Promise<void>> = {
  1: async (page) => {
    await identity(page);
    await field(page, 'Reason for Request').fill('Continuity of care');
    await field(page, 'Physician or Medical Facility Name').fill('North Dallas Cardiology');
    await field(page, 'Records Requested').fill('Visit notes from 2024');
    await field(page, 'Phone').fill('5125550199');
    await expect(field(page, 'Phone')).toHaveValue('+1 (512) 555-0199');
    await field(page, 'Fax').fill('5125550100');
    await field(page, 'Address').fill('12 Oak Street, Dallas');
    await field(page, 'Condition 1').fill('Asthma');
    await typeSignature(page, 'Patient Signature');
  },
  2: async (page) => {
    await identity(page);
    await typeSignature(page, 'Patient Signature');
  },
  3: async (page) => {
    await identity(page);
    // The gynecologic questions appear once the patient answers Female (issue 17).
    const pelvicPain = page.getByLabel('Pelvic pain', { exact: true });
    await expect(pelvicPain).toHaveCount(0);
    await choose(page, /Gender/, 'Female');
    await pelvicPain.check();
    await field(page, 'Occupation').fill('Teacher');
    await field(page, 'Marital Status').selectOption('Single');
    await choose(page, /Do you use tobacco/, 'Yes');
    await page.getByLabel('Cigarettes', { exact: true }).check();
    await field(page, 'Amount per Day').fill('5');
    await choose(page, /Do you use tobacco/, 'No');
    // The reset rule: back to No clears the details.
    await expect(page.getByLabel('Cigarettes', { exact: true })).toHaveCount(0);
    await choose(page, /Do you drink alcohol/, 'No');
    await page.getByLabel('Asthma', { exact: true }).check();
    await field(page, 'Asthma: date of onset').fill('2001-04-01');
  },
  4: async (page) => {
    await identity(page, true, ['First Name', 'Last Name']);
    await field(page.getByRole('region', { name: 'Address' }), 'Address').fill('12 Oak Street');
    await field(page, 'City').fill('Dallas');
    await field(page, 'State and Zip (e.g. TX, 75028)').fill('TX, 75028');
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Email').blur();
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Email').fill('ann@example.com');
    await field(page, 'Home Phone').fill('5125550101');
    await field(page, 'Cell Phone').fill('5125550102');
    await field(page, 'Pharmacy Name').fill('Main Street Pharmacy');
    await field(page, 'Pharmacy Address').fill('400 Main Street, Dallas');
    await field(page, 'Pharmacy Phone').fill('5125550103');
    await field(page, 'Pharmacy Fax').fill('5125550104');
    await field(page, 'Insured Date of Birth').fill('1979-01-01');
    await field(page, 'Insured Cell Phone').fill('5125550105');
    await field(page, 'Guarantor Address').fill('12 Oak Street, Dallas');
    await field(page, 'Relationship to Policyholder').fill('Spouse');
    const emergency = page.getByRole('region', { name: 'Emergency Contact' });
    await field(emergency, 'Full Name').fill('Bob Lee');
    await field(emergency, 'Relationship').fill('Brother');
    await field(emergency, 'Phone').fill('5125550106');
    const agreement = page.getByRole('region', { name: 'Patient Agreement' });
    await field(agreement, 'Authorized Person Name').fill('Bob Lee');
    await field(agreement, 'Relationship').fill('Brother');
    await typeSignature(page, 'Signature');
  },
  5: async (page) => {
    await identity(page);
    await typeSignature(page, 'Patient Signature');
    // An adult signing for himself answers the relationship with one tap (issue 36, item 5).
    await page.getByRole('checkbox', { name: 'I am the patient' }).check();
    await expect(field(page, 'Relationship to Patient')).toHaveValue('Self');
  },
  6: async (page) => {
    await identity(page);
    await typeSignature(page, 'Patient Signature');
  },
  7: async (page) => {
    await identity(page);
    await field(page, 'Representative Name and Contact Information').fill('Bob Lee, 512 555 0106');
  },
  8: async (page) => {
    await identity(page);
    await choose(page, /Do you have an advance directive/, 'No');
  },
  9: async (page) => {
    await identity(page, false);
    await typeSignature(page, 'Patient Signature');
    await typeSignature(page, 'Witness Signature');
  },
  10: async (page) => {
    await identity(page);
    await typeSignature(page, 'Signature');
  },
};
