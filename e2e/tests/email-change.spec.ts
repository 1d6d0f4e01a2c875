import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, notice, searchOutbox, sidebarLink, signIn, signOut } from './helpers';

/**
 * Security II, finding 1 (decision 24): a login e-mail changes only once the current and the new
 * address confirm (or, for the holder's own change, after re-authentication and the new address).
 * Each test makes its own client, so the demo accounts other tests sign in with never move.
 */
const PASSWORD = 'Email Change 2026';
const uniq = () => Math.random().toString(36).slice(2, 10);

/** A link from the outbox, as the Super Admin reads it in the app (no SMTP here). */
async function outboxLink(browser: Browser, to: string, subject: string, path: RegExp) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'super@paperless.demo');
  await sidebarLink(admin, 'Outbox').click();
  await searchOutbox(admin, to);
  const row = admin.getByRole('row').filter({ hasText: subject }).first();
  const link = row.getByRole('link', { name: path });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  await context.close();
  return href!;
}

/** A new client through the API, its owner's password set from the invitation. */
async function newClient(request: APIRequestContext, browser: Browser, page: Page) {
  const login = await request.post('/api/login', {
    data: { email: 'super@paperless.demo', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const plans = (await (await request.get('/api/public/plans')).json()) as {
    plans: { id: number }[];
  };
  const client = { name: `Mailmove ${uniq()}`, email: `owner-${uniq()}@mailmove.test` };
  const created = await request.post('/api/company/store', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: client.name,
      address: '100 Congress Ave',
      city: 'Austin',
      state: 'Texas',
      zip: '78701',
      cntPersonName: 'Erin',
      cntLastName: 'Owner',
      cntPhoneNumber: '512-555-0142',
      email: client.email,
      billing_email: 'billing@mailmove.test',
      plan_id: plans.plans[0]!.id,
      reference_id: null,
    },
  });
  expect(created.status()).toBe(201);
  const invite = await outboxLink(browser, client.email, 'Set up your', /\/new-password\//);
  await page.goto(invite);
  await page.getByLabel('New Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL('/login');
  return client;
}

/**
 * axe-core's serious and critical findings on what the page shows now; with a dialog open, on the
 * dialog alone (the page behind its overlay is dimmed on purpose).
 */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const dialog = (await page.getByRole('dialog').count()) > 0;
  return seriousViolations(page, dialog ? { include: '[role="dialog"]' } : {});
}

async function confirmLink(page: Page, href: string, outcome: string) {
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'Confirm login e-mail change' })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(outcome)).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
}

test('staff change a client login e-mail; both addresses confirm; the owner signs in with the new one', async ({
  page,
  browser,
  request,
}) => {
  // Four sign-ins in three browser contexts: more than the default budget on a loaded machine.
  test.slow();
  const client = await newClient(request, browser, page);
  const newEmail = `moved-${uniq()}@mailmove.test`;

  await signIn(page, 'super@paperless.demo');
  await sidebarLink(page, 'Clients').click();
  await page.getByLabel('Search clients').fill(client.name);
  await page.getByRole('button', { name: `Edit ${client.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await dialog.getByLabel('Login Email').fill(newEmail);
  await dialog.getByRole('button', { name: 'Update Client' }).click();
  await expect(notice(page, 'Client updated successfully')).toBeVisible();
  // The form stays open: the field keeps the address in use, the new one waits under it.
  await expect(dialog.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  await expect(dialog.getByLabel('Login Email')).toHaveValue(client.email);
  await expect(dialog.getByRole('button', { name: 'Force e-mail change' })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await signOut(page);

  const current = await outboxLink(browser, client.email, 'Confirm the change', /\/email-change\//);
  const next = await outboxLink(browser, newEmail, 'Confirm your new', /\/email-change\//);
  await confirmLink(page, next, 'Confirmed; waiting for the other confirmation.');
  await confirmLink(page, current, 'E-mail address changed: sign in with the new address.');

  await signIn(page, client.email, PASSWORD);
  await expect(notice(page, 'The email or password you entered is incorrect.')).toBeVisible();
  await signIn(page, newEmail, PASSWORD);
  await expect(page).not.toHaveURL('/login');
  // The old address was told (the outbox lists the notice under it).
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'super@paperless.demo');
  await sidebarLink(admin, 'Outbox').click();
  await searchOutbox(admin, client.email);
  await expect(
    admin.getByRole('row').filter({ hasText: 'login e-mail was changed' }).first(),
  ).toBeVisible();
  await context.close();
});

test('the holder changes their own login e-mail after confirming their password', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // Three sign-ins, two contexts and four axe runs.
  const client = await newClient(request, browser, page);
  const newEmail = `self-${uniq()}@mailmove.test`;

  await signIn(page, client.email, PASSWORD);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Change Login Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change login e-mail' });
  await dialog.getByLabel('New login e-mail').fill(newEmail);
  await dialog.getByRole('button', { name: 'Change login e-mail' }).click();
  // The server asks for the password first.
  const reauth = page.getByRole('dialog', { name: 'Confirm your password' });
  await reauth.getByLabel('Password').fill(PASSWORD);
  await reauth.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);

  const next = await outboxLink(browser, newEmail, 'Confirm your new', /\/email-change\//);
  // The confirmation mail is mostly opened on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await confirmLink(page, next, 'E-mail address changed: sign in with the new address.');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await signIn(page, newEmail, PASSWORD);
  await expect(page).not.toHaveURL('/login');
});
