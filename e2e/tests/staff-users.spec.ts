import { expect, test, type Page } from '@playwright/test';
import { notice, openSignedIn, searchOutbox, sidebarLink, signIn } from './helpers';

async function searchUsers(page: Page, text: string) {
  await page.getByLabel('Search users').fill(text);
}

test('Super Admin adds a Sales Person, who is invited by e-mail, then edits and deletes them', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `e2e-staff-${stamp}@example.com`;
  const lastName = `Tester${stamp}`;
  await signIn(page, 'super@paperless.demo');
  await page.getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL('/hr-user-management');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

  // The spec's form rules, checked before anything is sent.
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This is a required field.').first()).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();

  await dialog.getByLabel('First Name').fill('Nina');
  await dialog.getByLabel('Last Name').fill(lastName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone Number').fill('(512) 555-0142');
  await dialog.getByRole('textbox', { name: 'Role' }).click();
  // Only the two roles the spec allows are offered.
  await expect(page.getByRole('option')).toHaveText(['Product Admin', 'Sales Person']);
  await page.getByRole('option', { name: 'Sales Person' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'User created successfully')).toBeVisible();

  await searchUsers(page, email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Nina ${lastName}`);
  await expect(row).toContainText('Sales Person');

  // No SMTP here: the set-password invitation waits in the outbox.
  await sidebarLink(page, 'Outbox').click();
  await searchOutbox(page, email);
  // Addresses show masked; the search finds the whole address's own messages, newest first.
  const mail = page.getByRole('row').filter({ hasText: /•••/ }).first();
  await expect(mail).toContainText('Set up your Paperless Clinic account');
  await expect(mail.getByRole('link', { name: /\/new-password\// })).toBeVisible();

  await page.getByRole('link', { name: 'User Management' }).click();
  await searchUsers(page, email);
  await row.getByRole('button', { name: `View Nina ${lastName}` }).click();
  const view = page.getByRole('dialog', { name: 'View User' });
  await expect(view.getByText('(512) 555-0142')).toBeVisible();
  await view.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('First Name')).toHaveValue('Nina');
  await edit.getByLabel('First Name').fill('Nora');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(notice(page, 'User updated successfully')).toBeVisible();
  await expect(row).toContainText(`Nora ${lastName}`);

  await row.getByRole('button', { name: `Delete Nora ${lastName}` }).click();
  await expect(page.getByText(`Are you sure you want to delete Nora ${lastName}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'User deleted successfully')).toBeVisible();
  await expect(page.getByText('No users match your search.')).toBeVisible();
});

test("a Super Admin row's view and edit are disabled", async ({ page }) => {
  await openSignedIn(page, 'super@paperless.demo', '/hr-user-management');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await searchUsers(page, 'super@paperless.demo');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'super@paperless.demo', exact: true }) });
  await expect(row).toContainText('Super Admin');
  await expect(row.getByRole('button', { name: 'View Sarah Admin' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Edit Sarah Admin' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Delete Sarah Admin' })).toBeDisabled();
  // A Sales Person row stays open to Super Admin.
  await searchUsers(page, 'sales1@paperless.demo');
  const seller = page.getByRole('row').filter({ hasText: 'sales1@paperless.demo' });
  await expect(seller.getByRole('button', { name: /^Edit / })).toBeEnabled();
});

test('Super Admin sees the roles with built-in ones read-only', async ({ page }) => {
  await openSignedIn(page, 'super@paperless.demo', '/hr-user-management');
  await page.getByRole('tab', { name: 'Roles' }).click();
  const builtIn = page.getByRole('row').filter({ hasText: 'Product Admin' });
  await expect(builtIn).toContainText('Built-in');
  await expect(builtIn.getByRole('button', { name: 'Edit Product Admin' })).toBeDisabled();
  await expect(builtIn.getByRole('button', { name: 'View Product Admin' })).toBeEnabled();
});
