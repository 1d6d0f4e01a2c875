import { expect, type Page } from '@playwright/test';

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

/** A notice (top right) with this text. */
export function notice(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
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
