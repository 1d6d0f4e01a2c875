import { expect, test, type Page } from '@playwright/test';
import { notice, signIn } from './helpers';

async function openCardDetails(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: /Card Details/ }).click();
  return page.getByRole('dialog', { name: 'Card Details' });
}

test('a Sub-Client Admin adds a demo card, sees it masked, and deletes it', async ({ page }) => {
  await signIn(page, 'frontdesk@sunrise.demo');
  const dialog = await openCardDetails(page);
  await expect(dialog.getByText('Please add card to renew your plan.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Card' }).click();

  const add = page.getByRole('dialog', { name: 'Add Card' });
  await expect(add.getByText('Demo mode', { exact: true })).toBeVisible();
  const proceed = add.getByRole('button', { name: 'Proceed' });
  await add.getByLabel('Card holder name').fill('Dana Front');
  await add.getByLabel('Card number').pressSequentially('4242424242424242');
  await expect(add.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await add.getByLabel('Expiry (MM/YY)').pressSequentially(`04${nextYear}`);
  await expect(proceed).toBeDisabled();
  await add.getByLabel('CVC').fill('123');
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(add).toBeHidden();
  await expect(notice(page, 'Card added successfully')).toBeVisible();

  await expect(dialog.getByText('xxxx-xxxx-xxxx-4242')).toBeVisible();
  await expect(dialog.getByText('Visa')).toBeVisible();
  await expect(dialog.getByText(`Expires 04 / 20${nextYear}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  // The card stays after reopening, and only one is supported: no Add Card while it exists.
  await page.reload();
  const again = await openCardDetails(page);
  await expect(again.getByText('xxxx-xxxx-xxxx-4242')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Add Card' })).toHaveCount(0);
  await again.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(ask).toContainText('Delete the Visa card ending in 4242?');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Card deleted successfully')).toBeVisible();
  await expect(again.getByText('Please add card to renew your plan.')).toBeVisible();
});
