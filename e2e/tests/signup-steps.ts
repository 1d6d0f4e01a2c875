import type { Page } from '@playwright/test';

/** The wizard's Details step filled with a valid clinic in Oregon (signup and trial specs). */
export async function fillClinicDetails(
  page: Page,
  clinic: { business: string; owner: [first: string, last: string]; phone: string; stamp: string },
  loginEmail: string,
): Promise<void> {
  const fill = (label: RegExp, value: string) => page.getByLabel(label).fill(value);
  await fill(/^Business name/, clinic.business);
  await fill(/^Address \*/, '12 Harbor Road');
  await fill(/^City/, 'Portland');
  await page.getByRole('textbox', { name: /^State/ }).fill('Oreg');
  await page.getByRole('option', { name: 'Oregon' }).click();
  await fill(/^Zip code/, '97201');
  await fill(/^First name/, clinic.owner[0]);
  await fill(/^Last name/, clinic.owner[1]);
  await fill(/^Phone number/, clinic.phone);
  await fill(/^Billing email/, `billing-${clinic.stamp}@harbor.test`);
  await fill(/^Login email/, loginEmail);
  await fill(/^Password/, 'secret1');
  await fill(/^Confirm password/, 'secret1');
}
