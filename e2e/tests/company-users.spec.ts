import { expect, test, type Page } from '@playwright/test';
import { notice, openSignedIn, searchOutbox, sidebarLink, signIn, signOut } from './helpers';

async function searchUsers(page: Page, text: string) {
  await page.getByLabel('Search users').fill(text);
}

test('a clinic owner adds a user, who is invited by e-mail, then edits and deletes them', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `e2e-clinic-${stamp}@example.com`;
  const lastName = `Tester${stamp}`;
  await signIn(page, 'owner@hillcountry.demo');
  await page.getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL('/user-management');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  const ownerRow = page.getByRole('row').filter({ hasText: 'owner@hillcountry.demo' });
  await expect(ownerRow).toContainText('Owner');

  // Add User's rules, checked before anything is sent.
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This is a required field.')).toHaveCount(5);

  await dialog.getByLabel('First Name').fill('Nina');
  await dialog.getByLabel('Last Name').fill(lastName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone Number').fill('(512) 555-0142');
  await dialog.getByRole('textbox', { name: 'Role' }).click();
  // Never Product Admin or Sales Person; Client Admin comes only with ownership.
  await expect(page.getByRole('option')).toHaveText(['Sub-Client Admin']);
  await page.getByRole('option', { name: 'Sub-Client Admin' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'User created successfully')).toBeVisible();

  await searchUsers(page, email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Nina ${lastName}`);
  await expect(row).toContainText('Sub-Client Admin');

  await row.getByRole('button', { name: `View Nina ${lastName}` }).click();
  const view = page.getByRole('dialog', { name: 'View User' });
  await expect(view.getByText('(512) 555-0142')).toBeVisible();
  await view.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('First Name')).toHaveValue('Nina');
  await edit.getByLabel('First Name').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('First name is required')).toBeVisible();
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

  // No SMTP here: the set-password invitation waits in the outbox the provider reads.
  await signOut(page);
  await signIn(page, 'super@paperless.demo');
  await sidebarLink(page, 'Outbox').click();
  await searchOutbox(page, email);
  // Addresses show masked; the search finds the whole address's own messages, newest first.
  const mail = page.getByRole('row').filter({ hasText: /•••/ }).first();
  await expect(mail).toContainText('Set up your Paperless Clinic account');
  await expect(mail.getByRole('link', { name: /\/new-password\// })).toBeVisible();
});

test('a Sub-Client Admin has no User Management', async ({ page }) => {
  await signIn(page, 'staff@hillcountry.demo');
  await expect(page.getByRole('link', { name: 'User Management' })).toHaveCount(0);
});

test('@phone the owner manages users on a phone', async ({ page }) => {
  await openSignedIn(page, 'owner@lakeside.demo', '/user-management');
  await expect(page.getByRole('row').filter({ hasText: 'owner@lakeside.demo' })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Add User' }).getByLabel('First Name'),
  ).toBeVisible();
});
