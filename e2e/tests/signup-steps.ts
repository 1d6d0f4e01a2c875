import { expect, type Browser, type Page } from '@playwright/test';
import { searchOutbox, signIn, sidebarLink } from './helpers';

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

/**
 * Security III: the wizard's "I'm not a robot" check (the self-hosted ALTCHA widget). Ticking it
 * makes the browser solve the server's proof-of-work challenge; the test server asks little work.
 */
export async function passRobotCheck(page: Page): Promise<void> {
  // By keyboard, as anyone may: the widget draws its own box over the input.
  const check = page.getByRole('checkbox', { name: /not a robot/i });
  await check.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/verified/i).first()).toBeVisible({ timeout: 30_000 });
}

/** The newest link of one subject sent to an address, as Super Admin reads it in the Outbox. */
export async function outboxLink(browser: Browser, to: string, subject: string, path: RegExp) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'super@paperless.demo');
  await sidebarLink(admin, 'Outbox').click();
  await searchOutbox(admin, to);
  const link = admin.getByRole('row').filter({ hasText: subject }).first().getByRole('link', {
    name: path,
  });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  await context.close();
  return new URL(href).pathname;
}
