import { expect, test } from '@playwright/test';
import { notice, sidebarItems, sidebarLink, signIn, signOut } from './helpers';

const provider = [
  'Dashboard',
  'Clients',
  'User Management',
  'Subscriptions',
  'Finance',
  'Outbox',
  'Audit Log',
  'Settings',
];
const clinic = [
  'Dashboard',
  'Activity',
  'Visits',
  'Forms',
  'Bucket',
  'Submitted Forms',
  'Verify Document',
  'User Management',
  'Billing',
  'Audit Log',
  'Settings',
];

// Decision 5 and 6: where each role lands, what its sidebar offers, and its avatar initials.
const roles = [
  {
    role: 'Super Admin',
    email: 'super@paperless.demo',
    home: '/dashboard',
    menu: provider,
    initials: 'SA',
  },
  {
    role: 'Sub-Super Admin',
    email: 'subsuper@paperless.demo',
    home: '/dashboard',
    // The outbox holds live links: Super Admin's alone (Security II).
    menu: provider.filter((m) => m !== 'Outbox'),
    initials: 'SS',
  },
  {
    role: 'Product Admin',
    email: 'product@paperless.demo',
    home: '/dashboard',
    menu: provider.filter((m) => m !== 'Outbox' && m !== 'Audit Log'),
    initials: 'PA',
  },
  {
    role: 'Sales Person',
    email: 'sales1@paperless.demo',
    home: '/dashboard',
    menu: ['Dashboard', 'Clients', 'Finance', 'Settings'],
    initials: 'SP',
  },
  {
    role: 'Client Admin',
    email: 'owner@sunrise.demo',
    home: '/client-dashboard',
    menu: clinic,
    initials: 'CA',
  },
  {
    role: 'Sub-Client Admin',
    email: 'frontdesk@sunrise.demo',
    home: '/client-dashboard',
    // Only the owner manages company users and billing and reads the clinic's audit log.
    menu: clinic.filter((m) => !['User Management', 'Billing', 'Audit Log'].includes(m)),
    initials: 'CA',
  },
];

for (const r of roles) {
  test(`${r.role} lands on ${r.home} and sees only their menu`, async ({ page }) => {
    await signIn(page, r.email);
    await expect(page).toHaveURL(r.home);
    expect(await sidebarItems(page)).toEqual(r.menu);
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText(r.initials);
    const title = page.getByText('Paperless Clinic!', { exact: true });
    if (r.role === 'Super Admin') await expect(title).toBeVisible();
    else await expect(title).toHaveCount(0);
  });
}

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await signIn(page, 'product@paperless.demo', 'not the password');
  await expect(notice(page, 'The email or password you entered is incorrect.')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('the login form checks its fields with the spec texts', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('This is a required field.')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@');
  await page.getByLabel('Password', { exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(notice(page, 'Please enter a valid email address.')).toBeVisible();
});

test('a forbidden route shows no access, and an unknown one not found', async ({ page }) => {
  await signIn(page, 'sales1@paperless.demo');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/hr-plan');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).not.toHaveURL('/no-such-page');
});

test('an ended session shows the notice and returns to /login', async ({ page }) => {
  await signIn(page, 'subsuper@paperless.demo');
  await expect(page).toHaveURL('/dashboard');
  // End the session on the server behind the page's back, as an idle timeout would.
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('paperless.session') ?? '{}').token as string,
  );
  expect(token).toBeTruthy();
  expect(
    (
      await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(200);

  // Any screen that asks the server will do (the Outbox is the Super Admin's alone now).
  await sidebarLink(page, 'Clients').click();
  await expect(notice(page, 'Session expired. Please login again.')).toBeVisible();
  // The redirect follows the notice after SESSION_EXPIRED_REDIRECT_MS (2.5 s); the budget above
  // that only has to tell "never" from "late on a busy machine" (6 s once failed in CI).
  await expect(page).toHaveURL('/login', { timeout: 15_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('paperless.session'))).toBeNull();
});

test('sign out ends the session and protects the pages', async ({ page }) => {
  await signIn(page, 'owner@lakeside.demo');
  await expect(page).toHaveURL('/client-dashboard');
  await signOut(page);
  await page.goto('/forms');
  await expect(page).toHaveURL('/login');
});

test('a clinic owner signs in on a phone and opens the menu @phone', async ({ page }) => {
  await signIn(page, 'owner@hillcountry.demo');
  await expect(page).toHaveURL('/client-dashboard');
  await page.getByRole('button', { name: /navigation/i }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Forms', exact: true }),
  ).toBeVisible();
});
