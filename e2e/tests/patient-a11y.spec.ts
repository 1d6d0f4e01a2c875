import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCEPT_DISCLOSURE, field, fillers, identity } from './fillers';
import { axeSweep, CHECK_IN, sendBucketLink, sendFormLink } from './patient-a11y-links';
import { sendTemplateForm } from './sent-links';

// Issue 21, "Accessibility: zero": every state of a patient's pages, checked by axe-core with
// every default rule at a phone's width and a desktop's, plus the keyboard and 320 px checks.

const RELEASE = 'Records Release Authorization Form';

async function pageAt(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  return { context, page: await context.newPage() };
}

/** The signature dialog on each of its tabs, then closed with Escape: focus is back on its opener. */
async function signatureDialogStates(
  page: Page,
  check: (state: string) => Promise<void>,
  where: string,
) {
  const opener = page.getByRole('button', { name: 'Tap to sign' }).first();
  await opener.click();
  const dialog = page.getByRole('dialog');
  const accept = dialog.getByRole('button', { name: ACCEPT_DISCLOSURE });
  const drawTab = dialog.getByRole('tab', { name: 'Draw' });
  await expect(drawTab.or(accept)).toBeVisible();
  if (await accept.isVisible()) {
    // It opens on its title, a named place to start reading (not the close button).
    await expect(
      dialog.getByRole('heading', { name: 'Electronic records and signatures' }),
    ).toBeVisible();
    await expect(page.locator(':focus')).toHaveText(/.+/);
    await check(`${where}, e-sign disclosure`);
    await accept.click();
  }
  // The editor takes focus on its selected tab.
  await expect(drawTab).toBeFocused();
  await expectNoticeClearOf(page, dialog);
  for (const tab of ['Draw', 'Type', 'Upload']) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await check(`${where}, signature dialog on ${tab}`);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** The Validation Error notice, when shown, never lies over an open dialog's content. */
async function expectNoticeClearOf(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const tabs = dialog.getByRole('tablist');
  const box = await tabs.boundingBox();
  expect(box).not.toBeNull();
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
  );
  expect(topmost, "the dialog's tabs are on top").toBe(true);
}

/** Each input in error carries one message (issue 21: names and birth date showed two). */
async function expectOneMessagePerField(page: Page) {
  const counts = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('input[aria-invalid="true"], textarea[aria-invalid="true"]'),
    ).map((input) => {
      const wrapper = input.closest('.mantine-InputWrapper-root') ?? input.parentElement!;
      return {
        name: input.getAttribute('name'),
        messages: wrapper.querySelectorAll('.mantine-InputWrapper-error').length,
      };
    }),
  );
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.filter((c) => c.messages !== 1)).toEqual([]);
}

for (const width of [390, 1280]) {
  test(`a patient's form link has no axe findings at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const { context, page } = await pageAt(browser, width);
    const { found, check } = axeSweep(page);

    await page.goto(await sendFormLink(request));
    await expect(page.getByRole('heading', { name: RELEASE })).toBeVisible();
    await check('form link');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(field(page, 'Patient First Name')).toBeFocused();
    await expectOneMessagePerField(page);
    await check('form link after an empty submit');
    await signatureDialogStates(page, check, 'form link after an empty submit');

    await page.getByRole('button', { name: 'Continue on another device' }).click();
    const handoff = page.getByRole('dialog', { name: 'Continue on another device' });
    await expect(handoff).toBeVisible();
    await expect(handoff.getByLabel(/Date of birth/)).toBeFocused();
    await check('hand-off dialog');
    await handoff.getByRole('button', { name: 'Show my code' }).click();
    await check('hand-off dialog after an empty birth date');
    await handoff.getByLabel(/Date of birth/).fill('1980-02-29');
    await handoff.getByRole('button', { name: 'Show my code' }).click();
    await expect(handoff.getByTestId('handoff-code')).toBeFocused();
    await check('hand-off dialog with its code');
    await page.keyboard.press('Escape');
    await expect(handoff).toBeHidden();

    await fillers[1]!(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: /submitted|thank/i }).first()).toBeVisible();
    await check('form link, success');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Form Already Submitted!' })).toBeVisible();
    await check('used form link');
    await page.goto('/form-fill/no-such-link-a11y');
    await expect(page.getByRole('heading', { name: 'Form Already Submitted!' })).toBeVisible();
    await check('unknown form link');

    await context.close();
    expect(found).toEqual([]);
  });

  test(`a patient's bucket link has no axe findings at ${width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { context, page } = await pageAt(browser, width);
    const { found, check } = axeSweep(page);

    // The clinic's own form first, with the 'Validation Error' notice.
    await page.goto(await sendBucketLink(request));
    await expect(page.getByRole('heading', { name: CHECK_IN })).toBeVisible();
    await check('bucket link');
    await page.getByRole('button', { name: 'Next' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Validation Error' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/\d+ answers need attention/);
    // Compact: its list scrolls inside a box of bounded height.
    expect((await notice.boundingBox())!.height).toBeLessThan(260);
    await expect(notice.getByRole('button', { name: 'Close notice' })).toBeVisible();
    await expect(field(page, 'Patient First Name')).toBeFocused();
    await expectOneMessagePerField(page);
    await check('bucket link after an empty submit');
    await signatureDialogStates(page, check, 'bucket link after an empty submit');

    await identity(page);
    await field(page, 'Reason for your visit').fill('Annual physical');
    await field(page, 'Mobile phone').fill('5125550199');
    await page
      .getByRole('radiogroup', { name: /How should we contact you/ })
      .getByLabel('Phone call')
      .check();
    await page
      .getByRole('radiogroup', { name: /drug allergies/ })
      .getByLabel('No')
      .check();
    const sign = page.getByRole('group', { name: 'Signature' });
    await sign.getByRole('button', { name: 'Tap to sign' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Type' }).click();
    await dialog.getByLabel('Type your full name').fill("Ann O'Neil");
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Form 2 of 2')).toBeVisible();
    await check('bucket link, second form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await check('bucket link, second form after an empty submit');
    await page.goto('/forms-fill/no-such-link-a11y');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await check('unknown bucket link');

    await context.close();
    expect(found).toEqual([]);
  });
}

/** Presses Tab until `target` has focus (a keyboard user's way there), at most `limit` times. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a patient fills, signs and submits a form with the keyboard alone', async ({
  page,
  request,
}) => {
  const { path } = await sendTemplateForm(request, 2);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, field(page, 'Patient First Name'));
  await page.keyboard.type('Ann');
  await tabTo(page, field(page, 'Patient Last Name'));
  await page.keyboard.type("O'Neil");
  await tabTo(page, field(page, 'Date of Birth'));
  await page.keyboard.type('02291980');
  await expect(field(page, 'Date of Birth')).toHaveValue('1980-02-29');

  const sign = page.getByRole('group', { name: 'Patient Signature' });
  await tabTo(page, sign.getByRole('button', { name: 'Tap to sign' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const accept = dialog.getByRole('button', { name: ACCEPT_DISCLOSURE });
  await expect(accept).toBeVisible();
  await tabTo(page, accept, 5);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('tab', { name: 'Draw' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Type' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, dialog.getByLabel('Type your full name'), 5);
  await page.keyboard.type("Ann O'Neil");
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Focus stays in the signature's group, on the button that replaced the one pressed.
  await expect(sign.getByRole('button', { name: 'Change' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /submitted|thank/i }).first()).toBeVisible();
});

test('at 320 px nothing is cut off and the page never scrolls sideways', async ({
  browser,
  request,
}) => {
  const links = { form: await sendFormLink(request), bucket: await sendBucketLink(request) };
  const { context, page } = await pageAt(browser, 320);
  const fits = async (state: string) =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      state,
    ).toBe(true);

  await page.goto(links.form);
  await expect(page.getByRole('heading', { name: RELEASE })).toBeVisible();
  await fits('form link');
  await page.getByRole('button', { name: 'Submit' }).click();
  await fits('form link after an empty submit');
  await page.goto(links.bucket);
  await expect(page.getByRole('heading', { name: CHECK_IN })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Validation Error' });
  await expect(notice).toBeVisible();
  await fits('bucket link with its notice');
  // The notice's close button and its last message are within the screen's width.
  const right = await notice.evaluate((el) => el.getBoundingClientRect().right);
  expect(right).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Tap to sign' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: ACCEPT_DISCLOSURE })).toBeVisible();
  await fits('signature dialog');
  await context.close();
});

// WCAG 1.4.4: a desktop browser zoomed to 200% lays the page out in half the CSS pixels at twice
// the scale. Everything must still be there and reachable: no sideways scrolling, the notice and
// the signature dialog on screen, Submit in reach.
test('at 200% zoom on a desktop the form is whole and usable', async ({ browser, request }) => {
  const context = await browser.newContext({
    viewport: { width: 640, height: 400 },
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const fits = async (state: string) =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      state,
    ).toBe(true);

  await page.goto(await sendBucketLink(request));
  await expect(page.getByRole('heading', { name: CHECK_IN })).toBeVisible();
  await fits('bucket link');
  await page.getByRole('button', { name: 'Next' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Validation Error' });
  await expect(notice).toBeVisible();
  // Focus went to the first field in error; the notice waits above Next, where the patient ends.
  await expect(field(page, 'Patient First Name')).toBeFocused();
  await expect(field(page, 'Patient First Name')).toBeInViewport();
  await fits('bucket link with its notice');
  // Scrolled to, the notice fits the zoomed screen with room to spare (its list scrolls inside).
  await notice.scrollIntoViewIfNeeded();
  await expect(notice).toBeInViewport();
  expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(300);
  await page.getByRole('button', { name: 'Tap to sign' }).click();
  const dialog = page.getByRole('dialog');
  const accept = dialog.getByRole('button', { name: ACCEPT_DISCLOSURE });
  await accept.scrollIntoViewIfNeeded();
  await expect(accept).toBeInViewport();
  await fits('signature dialog');
  await accept.click();
  await dialog.getByRole('tab', { name: 'Type' }).click();
  const name = dialog.getByLabel('Type your full name');
  await name.fill("Ann O'Neil");
  const save = dialog.getByRole('button', { name: 'Save' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await save.click();
  await expect(dialog).toBeHidden();
  const next = page.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeInViewport();
  await context.close();
});
