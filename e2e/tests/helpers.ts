import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass123!';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Wait for the outcome (the landing page, or a notice on the form), so a test's next
  // page.goto cannot race the sign-in and land back on /login.
  await Promise.race([
    page.waitForURL((url) => url.pathname !== '/login'),
    page.getByRole('alert').first().waitFor(),
  ]);
}

/**
 * Signs in through the API and opens `path` signed in: one page load where the login form costs
 * three (the form, the landing page, then `path`), about a second a test on a 2-core machine.
 * For journeys that start on a page; the login form, landing pages and menus are
 * `sign-in.spec`'s, which signs in through the form as a user does.
 */
export async function openSignedIn(
  page: Page,
  email: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const response = await page.request.post('/api/login', { data: { email, password } });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  const { token, user, permissions } = (await response.json()) as Record<string, unknown>;
  // The app reads the tab's session once, as it starts (lib/session.ts): store it on
  // the origin first, from a page of the origin that is not the app.
  await page.goto('/healthz');
  await page.evaluate(
    (session) => sessionStorage.setItem('paperless.session', session),
    JSON.stringify({ token, user, permissions }),
  );
  await page.goto(path);
}

/** A notice (top right) with this text. */
export function notice(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * A screen's link in the sidebar. Not any link of that name: the dashboard's setup checklist may
 * show "Open Outbox", "Open Clients" or "Open Subscriptions" too, depending on what other tests
 * have done (seen failing email-change.spec with retries off).
 */
export function sidebarLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

export async function sidebarItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
}

/**
 * Searches the Outbox screen (already open) for one whole address and waits until the table
 * shows the server's answer for it. Addresses show masked and many mask alike, so a row must
 * never be taken from the unfiltered list shown before the search lands.
 */
export async function searchOutbox(page: Page, address: string): Promise<void> {
  const answered = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/outbox' &&
      new URL(r.url()).searchParams.get('search') === address,
  );
  await page.getByLabel('Search messages').fill(address);
  const { data } = (await (await answered).json()) as { data: { to: string }[] };
  const rows = page.getByRole('row').filter({ hasText: /•••/ });
  await expect(rows).toHaveCount(data.length);
  if (data[0]) await expect(rows.first()).toContainText(data[0].to);
}

/**
 * The newest link sent to one address, as Super Admin reads it in the Outbox (a one-machine
 * install without SMTP): its path, '/form-fill/…' for a form or '/forms-fill/…' for a bucket.
 */
export async function linkFromOutbox(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await openSignedIn(admin, 'super@paperless.demo', '/outbox');
  await searchOutbox(admin, email);
  // Addresses show masked; the search finds the whole address's own messages, newest first.
  const link = admin
    .getByRole('row')
    .filter({ hasText: /•••/ })
    .getByRole('link', { name: /\/forms?-fill\// })
    .first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  await context.close();
  return new URL(href).pathname;
}

/** A phone's browser (390 × 844, touch), as patients fill their forms. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
}
