import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, notice, searchOutbox, sidebarLink, signIn, signOut } from './helpers';

test('forgot password → outbox → set a new password → sign in', async ({ page, browser }) => {
  const email = 'staff@hillcountry.demo';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL('/forgotpassword');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  // No SMTP here: the mail is in the outbox, which Super Admin reads in the app.
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin, 'super@paperless.demo');
  await sidebarLink(admin, 'Outbox').click();
  // Addresses show masked; the search finds the whole address's own messages, newest first.
  await searchOutbox(admin, email);
  const row = admin
    .getByRole('row')
    .filter({ hasText: 'Reset your Paperless Clinic password' })
    .first();
  const link = row.getByRole('link', { name: /\/new-password\// });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  await staff.close();

  await page.goto(href!);
  await expect(page.getByText('Please Setup Your Password')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Hill Country 2026');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Hill Country 2026');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL('/login');

  await signIn(page, email, DEMO_PASSWORD);
  await expect(notice(page, 'The email or password you entered is incorrect.')).toBeVisible();
  await signIn(page, email, 'Hill Country 2026');
  await expect(page).toHaveURL('/client-dashboard');
});

test('change password in Settings gives the spec messages, then changes it', async ({ page }) => {
  const email = 'nurse@lakeside.demo';
  await signIn(page, email);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Your password needs to be at least 8 characters long.'),
  ).toBeVisible();

  await dialog.getByLabel('Old Password', { exact: true }).fill('wrong old password');
  await dialog.getByLabel('New Password', { exact: true }).fill('Lakeside 2026');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Lakeside 2026');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('The current password is incorrect.')).toBeVisible();

  await dialog.getByLabel('Old Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(notice(page, 'Password has been changed')).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOut(page);
  await signIn(page, email, DEMO_PASSWORD);
  await expect(notice(page, 'The email or password you entered is incorrect.')).toBeVisible();
  await signIn(page, email, 'Lakeside 2026');
  await expect(page).toHaveURL('/client-dashboard');
});
