import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { DEMO_PASSWORD, notice, openSignedIn, searchOutbox, signOut } from './helpers';

/**
 * Security III, finding 4: past 50 failed sign-ins for one account from anywhere, signing in to
 * it asks for the "I'm not a robot" check as well as the password; the right password with it
 * gets in, and the owner is e-mailed a link that lifts the check.
 *
 * The account is one no other spec signs in with, and the test ends by unlocking it. The misses
 * come from 50 addresses, as a botnet's would: the test server trusts X-Forwarded-For from the
 * runner on 127.0.0.1 (TRUST_PROXY in playwright.config.ts), so each try names its own address.
 */
const EMAIL = 'sales2@paperless.demo';
const CEILING = 50;
const SUBJECT = 'Many failed sign-ins to your Paperless Clinic account';
const PROOF_REQUIRED = 'Please complete the "I\'m not a robot" check.';

async function noAxeFindings(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

/** The unlock link of the newest alert to the account, as Super Admin reads it in the Outbox. */
async function unlockLink(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await openSignedIn(admin, 'super@paperless.demo', '/outbox');
  await searchOutbox(admin, EMAIL);
  const row = admin.getByRole('row').filter({ hasText: SUBJECT }).first();
  const link = row.getByRole('link', { name: /\/unlock\// });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  await context.close();
  return new URL(href).pathname;
}

test('past the ceiling the sign-in asks for the robot check; the e-mailed link lifts it', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // 50 password checks, a proof of work, two contexts and three axe runs.

  for (let i = 1; i <= CEILING; i++) {
    const miss = await request.post('/api/login', {
      data: { email: EMAIL, password: `not the password ${i}` },
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    expect(miss.status(), `miss ${i}`).toBe(401);
  }
  // From a 51st address the right password alone is no longer checked.
  const unproven = await request.post('/api/login', {
    data: { email: EMAIL, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': '203.0.113.200' },
  });
  expect(unproven.status()).toBe(422);
  expect(((await unproven.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    altcha: [PROOF_REQUIRED],
  });

  // The owner signs in: the form shows the check, solved with the keyboard, and gets in.
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(notice(page, PROOF_REQUIRED)).toBeVisible();
  const check = page.getByRole('checkbox', { name: /not a robot/i });
  await expect(check).toBeVisible();
  await expect(page).toHaveURL('/login');
  await noAxeFindings(page, 'the sign-in with the check');
  await check.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  await signOut(page);

  // The e-mailed link: nothing happens until its button is pressed.
  await page.goto(await unlockLink(browser));
  await expect(page.getByRole('heading', { name: 'Unlock your account' })).toBeVisible();
  await noAxeFindings(page, 'the unlock page');
  await page.getByRole('button', { name: 'Unlock my account' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your account is unlocked. You can sign in without the extra check now.',
  );
  await noAxeFindings(page, 'the unlock page, done');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL('/login');

  // Unlocked: the password alone signs in again, with no check shown.
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
});
