import { expect, test } from '@playwright/test';
import { notice, openSignedIn, signIn, signOut } from './helpers';

// Issue 20: a clinic owner asks for another plan on Billing; provider staff hear of it on the
// bell, find the request on the company page and mark it resolved. Hill Country's owner: the
// Lakeside owner's test needs its billing untouched.
test('an owner requests a plan change; a Super Admin follows the bell and resolves it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'owner@hillcountry.demo', '/billing');
  await page.getByRole('button', { name: 'Request plan change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a plan change' });
  await dialog.getByLabel('New plan').click();
  const option = page.getByRole('option').first();
  const planLabel = (await option.textContent())!.trim();
  await option.click();
  await dialog.getByLabel('Note for our team (optional)').fill('Two more providers from March.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(
    notice(page, 'Your plan change request was sent. We will be in touch soon.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await signOut(page);

  await signIn(page, 'super@paperless.demo');
  await page.getByRole('button', { name: /unread notifications?$/ }).click();
  await page.getByRole('link', { name: /Plan change requested: Hill Country/ }).click();
  await expect(page).toHaveURL(/\/companyDetails\/\d+\/companyDetails$/);
  const card = page.getByRole('alert').filter({ hasText: 'Plan change requested' });
  await expect(card).toContainText('Two more providers from March.');
  // The plan's name as the owner chose it ("Name: $price a month, N encounters").
  await expect(card).toContainText(`to move to the ${planLabel.split(':')[0]!}`);
  await card.getByRole('button', { name: 'Mark resolved' }).click();
  await page
    .getByRole('dialog', { name: 'Mark as resolved' })
    .getByRole('button', { name: 'Mark resolved' })
    .click();
  await expect(notice(page, 'The plan change request was marked resolved.')).toBeVisible();
  await expect(page.getByText('Plan change requested')).toHaveCount(0);
});
