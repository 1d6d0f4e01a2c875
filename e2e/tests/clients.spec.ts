import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { notice, openSignedIn, searchOutbox, sidebarLink, signIn } from './helpers';

/** A name and login e-mail no other run or worker uses (the e-mail stays under 35 characters). */
function uniqueClient(prefix: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return { name: `${prefix} Clinic ${stamp}`, email: `owner-${stamp}@e2e.test` };
}

async function pick(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills Add Client for a client on the given standard plan and submits it. */
async function addClient(page: Page, client: { name: string; email: string }, plan = 'Basic Plan') {
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('Business Name').fill(client.name);
  await dialog.getByLabel('Address Street 1').fill('100 Congress Ave');
  await dialog.getByLabel('City').fill('Austin');
  await pick(page, dialog.getByRole('textbox', { name: 'State', exact: true }), 'Texas');
  await dialog.getByLabel('Zip Code').fill('78701');
  await dialog.getByLabel('First Name').fill('Erin');
  await dialog.getByLabel('Last Name').fill('Endtoend');
  await dialog.getByLabel('Phone Number').fill('512-555-0142');
  await dialog.getByLabel('Billing Email').fill(`billing-${client.email}`);
  await dialog.getByLabel('Login Email').fill(client.email);
  await expect(dialog.getByLabel('Pay Frequency')).toHaveValue('Monthly');
  await dialog.getByRole('checkbox', { name: 'Plans', exact: true }).check();
  await pick(page, dialog.getByRole('textbox', { name: 'Standard Plan' }), plan);
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(notice(page, 'Client created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('Super Admin creates a client, finds its invitation, deactivates and reactivates it', async ({
  page,
}) => {
  const client = uniqueClient('Super');
  const plan = `Starter ${client.email.slice(6, 14)}`;
  await signIn(page, 'super@paperless.demo');

  // A new plan first: the client is put on it, so the plan chooser must offer it at once.
  await sidebarLink(page, 'Subscriptions').click();
  await page.getByRole('button', { name: 'Add Plan' }).click();
  const planDialog = page.getByRole('dialog');
  await planDialog.getByLabel('Plan Name').fill(plan);
  await planDialog.getByLabel('Encounters').fill('150');
  await planDialog.getByLabel('Price').fill('39');
  await planDialog.getByRole('button', { name: /save|add plan|create/i }).click();
  await expect(planDialog).toBeHidden();

  await sidebarLink(page, 'Clients').click();
  await expect(page).toHaveURL('/clients');
  await expect(page.getByRole('heading', { name: 'Client Details' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByText('This is a required field.').first()).toBeVisible();
  await dialog.getByLabel('Zip Code').fill('78a');
  await expect(dialog.getByLabel('Zip Code')).toHaveValue('78');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await addClient(page, client, plan);

  // No SMTP here: the owner's set-password invitation waits in the outbox.
  await sidebarLink(page, 'Outbox').click();
  // Addresses show masked; the search finds the whole address's own messages, newest first.
  await searchOutbox(page, client.email);
  await expect(
    page.getByRole('row').filter({ hasText: 'Set up your Paperless Clinic account' }).first(),
  ).toBeVisible();

  await sidebarLink(page, 'Clients').click();
  await page.getByLabel('Search clients').fill(client.name);
  const row = page.getByRole('row').filter({ hasText: client.name });
  await expect(row).toHaveCount(1);
  // Decision 16's words: a client staff just created is on its trial.
  await expect(row.getByText('Active/Trial', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Deactivate ${client.name}` }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate Client' });
  await expect(deactivate.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await deactivate.getByLabel('Reason').fill('Paused while the clinic moves');
  await deactivate.getByRole('button', { name: 'Submit' }).click();
  await expect(deactivate).toBeHidden();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Activate ${client.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Activate Client' })
    .getByRole('button', { name: 'Activate', exact: true })
    .click();
  await expect(row.getByText('Active/Trial', { exact: true })).toBeVisible();

  await row.getByRole('link', { name: `View ${client.name}` }).click();
  await expect(page).toHaveURL(/\/companyDetails\/\d+$/);
  await expect(page.getByRole('heading', { name: client.name, level: 1 })).toBeVisible();
  for (const card of ['Business Detail', 'Client Contact', 'Subscription Plan Details']) {
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  }
  const planCard = page.getByRole('region', { name: 'Subscription Plan Details' });
  await expect(planCard).toContainText(plan);
  await expect(planCard).toContainText('Active/Trial');
  await page.getByRole('tab', { name: 'Forms', exact: true }).click();
  await expect(page).toHaveURL(/\/companyDetails\/\d+\/forms$/);
});

test('a Sales Person sees only their own clients and owns what they create', async ({ page }) => {
  const client = uniqueClient('Sales');
  await signIn(page, 'sales1@paperless.demo');
  await sidebarLink(page, 'Clients').click();
  await expect(page.getByRole('cell', { name: 'Lakeside Pediatrics', exact: true })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Sunrise Family Medicine', exact: true }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await expect(dialog.getByLabel('Business Name')).toBeVisible();
  await expect(dialog.getByLabel('Assigned Sales Contact')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await addClient(page, client);
  await page.getByLabel('Search clients').fill(client.name);
  await expect(page.getByRole('row').filter({ hasText: client.name })).toHaveCount(1);

  await page.goto('/hr-plan');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
});

test("a Sales Person reads their client's forms and buckets, and changes none", async ({
  page,
}) => {
  await signIn(page, 'sales1@paperless.demo');
  await sidebarLink(page, 'Clients').click();
  await page.getByLabel('Search clients').fill('Lakeside Pediatrics');
  await page.getByRole('link', { name: 'View Lakeside Pediatrics', exact: true }).click();
  await page.getByRole('tab', { name: 'Forms', exact: true }).click();
  const forms = page.getByRole('tabpanel', { name: 'Forms' });
  const release = 'Records Release Authorization Form';
  await expect(forms.getByRole('link', { name: `View ${release}`, exact: true })).toBeVisible();
  // Read-only: no way to send, customize or delete is in the page.
  await expect(forms.getByRole('button', { name: /^(Send|Delete) / })).toHaveCount(0);
  await expect(forms.getByRole('link', { name: /^(Customize|Edit|Copy) / })).toHaveCount(0);
  await expect(forms.getByRole('link', { name: 'Create Form' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await forms.getByRole('link', { name: `View ${release}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: release })).toBeVisible();
  await page.goBack();
  await page.getByRole('tab', { name: 'Bucket', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Bucket' })).toBeVisible();
  await expect(
    page.getByRole('tabpanel', { name: 'Bucket' }).getByRole('link', { name: 'Create Bucket' }),
  ).toHaveCount(0);
});

test('the client list and form work at phone width @phone', async ({ page }) => {
  await openSignedIn(page, 'super@paperless.demo', '/clients');
  await expect(
    page.getByRole('cell', { name: 'Sunrise Family Medicine', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await expect(dialog.getByLabel('Business Name')).toBeInViewport();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  // Full screen on a phone.
  expect(box?.width).toBeGreaterThanOrEqual((viewport?.width ?? 0) - 1);
});

// Security III, finding 10: a Sales Person prices custom plans only for their own businesses,
// and never below the standard plans' rate; the server's refusals show under their fields.
test("a Sales Person cannot make a custom plan for another's client, or below the standard rate", async ({
  page,
}) => {
  await openSignedIn(page, 'sales1@paperless.demo', '/clients');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  // Sunrise Family Medicine belongs to another Sales Person.
  await dialog.getByLabel('Business Name').fill('Sunrise Family Medicine');
  // Ticking Custom Plan opens its creation at once.
  await dialog.getByRole('checkbox', { name: 'Custom Plan', exact: true }).check();
  const planDialog = page.getByRole('dialog', { name: 'Create Custom Plan' });
  await planDialog.getByLabel('Encounters').fill('1000');
  await planDialog.getByLabel('Overage Cost').fill('0.5');
  await planDialog.getByLabel('Monthly Price').fill('300');
  await planDialog.getByRole('button', { name: 'Create Plan' }).click();
  await expect(
    planDialog.getByText(
      'This business is not one of your clients. Ask a Product Admin to set up its plan.',
    ),
  ).toBeVisible();

  // A business of their own (a new one), priced at a cent for a thousand encounters. The plan
  // is named after the client form's business name.
  await planDialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByLabel('Business Name').fill(`Prospect ${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: 'Create Custom Plan' }).click();
  await planDialog.getByLabel('Encounters').fill('1000');
  await planDialog.getByLabel('Overage Cost').fill('0.5');
  await planDialog.getByLabel('Monthly Price').fill('0.01');
  await planDialog.getByRole('button', { name: 'Create Plan' }).click();
  await expect(planDialog.getByText(/^A custom plan may cost no less than \$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
