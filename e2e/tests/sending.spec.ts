import { expect, test, type Page } from '@playwright/test';
import { notice, openSignedIn, searchOutbox, sidebarLink, signIn } from './helpers';

const FORM = 'Ownership Disclosure Form';

/** A unique e-mail and phone per run, so the outbox rows found are this run's. */
function recipients() {
  const tag = Math.random().toString(36).slice(2, 8);
  const digits = String(Math.floor(1000 + Math.random() * 9000));
  return { email: `patient-${tag}@example.com`, phone: `(512) 555-${digits}`, digits };
}

async function openSendDialog(page: Page) {
  await openSignedIn(page, 'owner@hillcountry.demo', '/forms');
  await page.getByRole('button', { name: `Send ${FORM}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Form' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the owner sends a form by e-mail and SMS; Super Admin finds both links in the Outbox', async ({
  page,
  browser,
}) => {
  const { email, phone, digits } = recipients();
  const dialog = await openSendDialog(page);
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  // No message before the user has done anything; pressing Send says why it cannot.
  await expect(dialog.getByText('Please enter either an email or phone number.')).toHaveCount(0);
  await send.click({ force: true });
  await expect(dialog.getByText('Please enter either an email or phone number.')).toBeVisible();

  const emails = dialog.getByLabel('Email addresses');
  await emails.fill('not-an-email');
  await emails.press('Enter');
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await emails.fill(email);
  await emails.press('Enter');
  await expect(dialog.getByRole('button', { name: `Remove ${email}` })).toBeVisible();
  const phones = dialog.getByLabel('Phone numbers');
  await phones.pressSequentially(`${phone}x,`);
  await expect(dialog.getByRole('button', { name: `Remove ${phone}` })).toBeVisible();

  await send.click();
  await expect(notice(page, 'Form sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // No SMTP or SMS service here: both messages wait in the outbox (decision 22).
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'super@paperless.demo');
  await sidebarLink(admin, 'Outbox').click();
  // Addresses show masked (•••1234 for a phone); a whole address or number finds its own.
  for (const [term, channel] of [
    [email, 'Email'],
    [`512555${digits}`, 'SMS'],
  ] as const) {
    await searchOutbox(admin, term);
    const row = admin.getByRole('row').filter({ hasText: channel }).first();
    await expect(row.getByRole('link', { name: /\/form-fill\// })).toBeVisible();
    await expect(row).toContainText('Hill Country Orthopedics');
  }
  await context.close();
});

test('the send dialog fits a phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = recipients();
  const dialog = await openSendDialog(page);
  await dialog.getByLabel('Email addresses').fill(`${email},`);
  await expect(dialog.getByRole('button', { name: `Remove ${email}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page, 'Form sent successfully')).toBeVisible();
});
