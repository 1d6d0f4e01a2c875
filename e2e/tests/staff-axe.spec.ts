import { expect, test, type Page } from '@playwright/test';
import { APP_ROUTES } from '../../packages/core/src/navigation';
import { animationsEnded, axeRun } from './axe';
import { openSignedIn, signIn } from './helpers';

// Issue 20: every staff screen of core's route table (APP_ROUTES), provider and clinic, and the
// main dialogs, checked by axe-core with every default rule at a desktop's, a tablet's and a
// phone's width: no violation of any impact. Routes with an id are reached from the screen that
// links to them, so the table needs no fixed ids.
//
// Each screen is loaded once and scanned at the three widths in turn, as a tablet turned or a
// window resized shows it (the layouts follow the width through CSS and media-query listeners):
// a load per width made this file a fifth of the browser tests' time (issue 33).
const ACCOUNTS = [
  { kind: 'provider', email: 'super@paperless.demo' },
  { kind: 'clinic', email: 'owner@sunrise.demo' },
] as const;
const WIDTHS = [1280, 768, 390];
const HEIGHT = 900;

/** The page as a user meets it: requests answered, skeletons and loaders gone, still. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0, {
    timeout: 15_000,
  });
  await animationsEnded(page);
}

/** After a change of width: the layout redrawn, nothing loading, nothing moving. */
async function redrawn(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
  await animationsEnded(page);
}

/**
 * Every violation at each width, of any impact, with every default rule; each element with axe's
 * own reason (a contrast finding names both colours and the ratio), so a report can say what to
 * change. Ends at the phone's width.
 */
async function scan(page: Page, what: string, findings: string[]): Promise<void> {
  await settled(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await redrawn(page);
    for (const v of await axeRun(page)) {
      for (const node of v.nodes) {
        const why = [...node.any, ...node.all, ...node.none].map((c) => c.message).join('; ');
        findings.push(
          `${width} ${what}: ${v.id} (${v.impact}) at ${node.target.join(' ')}: ${why}`,
        );
      }
    }
  }
}

/** The first link on the current screen whose path matches, as a path. */
async function linkPath(page: Page, pattern: RegExp): Promise<string | undefined> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.find((href) => pattern.test(href));
}

/** Opens a dialog with a button at the desktop's width, scans it, closes it with Escape. */
async function scanDialog(page: Page, button: RegExp, what: string, findings: string[]) {
  await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
  await settled(page);
  const opener = page.getByRole('button', { name: button }).first();
  const shown = await opener.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) {
    findings.push(`${what}: the button ${button} to open it is not visible`);
    return;
  }
  await opener.click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await scan(page, what, findings);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function scanCompanyPage(page: Page, findings: string[]) {
  await page.goto('/clients');
  await settled(page);
  const company = await linkPath(page, /^\/companyDetails\/\d+/);
  if (!company) return void findings.push('clients: no link to a company page');
  await page.goto(company);
  await settled(page);
  const tabs = page.getByRole('tab');
  for (const name of await tabs.allInnerTexts()) {
    const tab = page.getByRole('tab', { name: name.trim(), exact: true });
    if (await tab.isDisabled()) continue;
    await tab.click();
    await scan(page, `company page, ${name.trim()} tab`, findings);
  }
}

type Account = (typeof ACCOUNTS)[number];

/** Every screen of the route table without an id, and the user menu, open. */
async function scanScreens(page: Page, account: Account, findings: string[]) {
  const routes = APP_ROUTES.filter((r) => r.kinds.includes(account.kind) && !r.path.includes(':'));
  for (const route of routes) {
    await page.goto(route.path);
    await scan(page, route.path, findings);
  }
  await page.goto(account.kind === 'provider' ? '/dashboard' : '/client-dashboard');
  await settled(page);
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await scan(page, 'user menu', findings);
  await page.keyboard.press('Escape');
}

/** The screens reached through a link (an id in the path) and the main dialogs. */
async function scanDetails(page: Page, account: Account, findings: string[]) {
  if (account.kind === 'provider') {
    await scanCompanyPage(page, findings);
    await page.goto('/clients');
    await scanDialog(page, /^Add Client$/, 'Add Client dialog', findings);
    await page.goto('/hr-plan');
    await scanDialog(page, /^Add Plan$/, 'Add Plan dialog', findings);
    await page.goto('/hr-user-management');
    await scanDialog(page, /^Add User$/, 'Add User dialog (staff)', findings);
    return;
  }
  await page.goto('/forms');
  await settled(page);
  for (const pattern of [/^\/view-form\/\d+$/, /^\/edit-form\/\d+$/]) {
    const path = await linkPath(page, pattern);
    if (!path) continue;
    await page.goto(path);
    await scan(page, path.replace(/\d+$/, ':id'), findings);
    await page.goto('/forms');
    await settled(page);
  }
  await scanDialog(page, /^Send /, 'Send Form dialog', findings);
  await page.goto('/bucket');
  await settled(page);
  const bucket = await linkPath(page, /^\/edit-bucket\/\d+$/);
  if (bucket) {
    await page.goto(bucket);
    await scan(page, '/edit-bucket/:id', findings);
  }
  await page.goto('/user-management');
  await scanDialog(page, /^Add User$/, 'Add User dialog (clinic)', findings);
}

const PARTS = [
  { name: 'screen', scanPart: scanScreens },
  { name: 'linked screen and dialog', scanPart: scanDetails },
];

for (const account of ACCOUNTS) {
  for (const { name, scanPart } of PARTS) {
    test(`every ${account.kind} ${name} has no axe finding at ${WIDTHS.join(', ')} px`, async ({
      browser,
    }) => {
      test.setTimeout(600_000);
      const context = await browser.newContext({ viewport: { width: WIDTHS[0]!, height: HEIGHT } });
      const page = await context.newPage();
      await signIn(page, account.email);
      const findings: string[] = [];
      await scanPart(page, account, findings);
      await context.close();
      expect(findings).toEqual([]);
    });
  }
}

// Decision 16's words, badges and column labels whole at desktop widths: nothing cut to "PEN…".
for (const width of [1024, 1366, 1920]) {
  test(`no badge or label is cut short at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: 1000 } });
    const page = await context.newPage();
    await openSignedIn(page, 'super@paperless.demo', '/clients');
    await settled(page);
    const company = (await linkPath(page, /^\/companyDetails\/\d+/))!;
    const cut: string[] = [];
    for (const path of ['/dashboard', '/clients', '/hr-finance', company]) {
      await page.goto(path);
      await settled(page);
      const clipped = await page
        .locator('.mantine-Badge-label, .mantine-Badge-root, th, label, .mantine-Tabs-tabLabel')
        .evaluateAll((elements) =>
          elements
            .filter((e) => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0)
            .map((e) => `${e.tagName.toLowerCase()} "${e.textContent?.trim() ?? ''}"`),
        );
      for (const c of clipped) cut.push(`${path}: ${c}`);
    }
    await context.close();
    expect(cut).toEqual([]);
  });
}
