import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { notice, openSignedIn } from './helpers';

// Issue 16's screens, each state a front desk meets, checked by axe-core with every default
// rule at a phone's width and a desktop's: no violation of any impact.
const FORM = 'Records Release Authorization Form';
const OWNER = 'owner@lakeside.demo';

/** 'YYYY-MM-DD' of tomorrow in New York (the demo clinics' zone). */
const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + 86_400_000),
  );

async function clean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

for (const width of [390, 1280]) {
  test(`the front desk's screens have no axe findings at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const name = `Axe Patient ${width}-${Date.now()}`;
    await openSignedIn(page, OWNER, '/forms');
    await page.getByRole('button', { name: `Send ${FORM}` }).click();
    const send = page.getByRole('dialog', { name: 'Send Form' });
    await send.getByLabel('Email addresses').fill(`axe-${width}-${Date.now()}@example.com,`);
    await send.getByLabel(/Patient name/).fill(name);
    await send.getByLabel(/Visit date and time/).fill(`${tomorrow()}T09:15`);
    await clean(page, 'send dialog with the visit fields');
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(notice(page, 'Form sent successfully')).toBeVisible();

    await page.goto('/client-dashboard');
    await expect(page.getByText(/^Today, /)).toBeVisible();
    await clean(page, 'dashboard');

    await page.goto('/activity');
    await page.getByLabel('Search links').fill(name);
    const actions = page.getByRole('button', { name: `Actions for ${name}` });
    await expect(actions).toBeVisible();
    await clean(page, 'activity');
    await actions.click();
    await expect(page.getByRole('menuitem', { name: 'Extend' })).toBeVisible();
    await clean(page, 'activity, actions menu open');
    await page.getByRole('menuitem', { name: 'Extend' }).click();
    await expect(page.getByRole('dialog', { name: 'Extend link' })).toBeVisible();
    await clean(page, 'extend dialog');
    await page.keyboard.press('Escape');
    await actions.click();
    await page.getByRole('menuitem', { name: 'Cancel link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel link' });
    await expect(confirm).toBeVisible();
    await clean(page, 'cancel confirmation');
    await confirm.getByRole('button', { name: 'Keep link' }).click();

    await page
      .getByRole('button', { name: /notifications?$/i })
      .first()
      .click();
    await expect(page.getByRole('dialog').or(page.getByRole('menu')).first()).toBeVisible();
    await clean(page, 'notifications open');
    await page.keyboard.press('Escape');

    await page.goto('/visits');
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await clean(page, 'visits');

    await page.goto('/settings');
    for (const tile of ['Notifications', 'Clinic time zone and reminders']) {
      await page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(tile) })
        .click();
      const dialog = page.getByRole('dialog', { name: tile });
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
      await clean(page, `${tile} dialog`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    // The page a reminder e-mail's stop link opens, before and after a click (an unknown token).
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const stop = await visitor.newPage();
    await stop.goto('/reminders/stop/not-a-token-the-server-made');
    await expect(stop.getByRole('button', { name: 'Stop reminders for this link' })).toBeVisible();
    await clean(stop, 'reminder stop page');
    await stop.getByRole('button', { name: 'Stop reminders for this link' }).click();
    await expect(stop.getByRole('status')).not.toBeEmpty();
    await clean(stop, 'reminder stop page, answered');
    await visitor.close();
    await context.close();
  });
}
