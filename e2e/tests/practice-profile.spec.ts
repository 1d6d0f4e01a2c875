import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { notice, signIn } from './helpers';
import { bearer, freshEmail, outboxTexts, templateFormId } from './sent-links';

// Issue 20, the practice profile: the owner sets the practice's phone and colour in Settings,
// and a patient's page shows them; the dialog has no axe finding at a phone's and a desktop's
// width. Lakeside's profile is put back as it was after each test.
const OWNER = 'owner@lakeside.demo';
const PROFILE = '/api/company/practice-profile';
const PHONE = '(312) 555-0187';
const COLOUR = '#7b2d8b';
// A 1 × 1 PNG: a logo to preview and remove.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });

interface Profile {
  phone: string | null;
  address: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  brand_color: string | null;
}

async function savedProfile(request: APIRequestContext) {
  const owner = await bearer(request, OWNER);
  const answer = await request.get(PROFILE, { headers: owner });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: Profile & { logo_url: string | null } };
  return async () => {
    const { phone, address, address1, city, state, zip, brand_color } = data;
    const body = { phone, address, address1, city, state, zip, brand_color };
    const put = await request.put(PROFILE, { headers: owner, data: body });
    expect(put.status(), await put.text()).toBe(200);
    if (!data.logo_url) await request.delete(`${PROFILE}/logo`, { headers: owner });
  };
}

async function openDialog(page: Page) {
  await page.goto('/settings');
  const dialog = page.getByRole('dialog', { name: 'Practice profile' });
  // The clinic layout may still settle (its payment banner) as the page opens: click again
  // until the dialog is there.
  await expect(async () => {
    await page
      .getByRole('main')
      .getByRole('button', { name: /Practice profile/ })
      .click();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/** Lakeside e-mails its Records Release form to a fresh address; the patient's link path. */
async function sendLakesideForm(request: APIRequestContext) {
  const owner = await bearer(request, OWNER);
  const formId = await templateFormId(request, owner, 1);
  const email = freshEmail('profile');
  const sent = await request.post('/api/forms/send', {
    headers: owner,
    data: { formId, emails: [email] },
  });
  expect(sent.status()).toBe(201);
  const path = (await outboxTexts(request, email))
    .map((t) => /\/form-fill\/[A-Za-z0-9_-]+/.exec(t)?.[0])
    .find(Boolean);
  expect(path).toBeDefined();
  return path!;
}

test("the owner's phone and colour reach the patient's page", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const restore = await savedProfile(request);
  try {
    await signIn(page, OWNER);
    const dialog = await openDialog(page);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill(PHONE);
    const colour = dialog.getByRole('textbox', { name: 'Brand colour' });
    await colour.fill('#ffe066');
    await expect(dialog.getByText(/too light/)).toBeVisible();
    await colour.fill(COLOUR);
    await expect(dialog.getByText(/readable \(AA\)/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Practice profile saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    const path = await sendLakesideForm(request);
    const patient = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await patient.goto(path);
    const contact = patient.getByRole('region', { name: /^Contact / });
    await expect(contact.getByRole('link', { name: PHONE })).toHaveAttribute(
      'href',
      'tel:3125550187',
    );
    // The accent: the main frame's top line and the filled buttons in the practice's colour.
    const accent = await patient
      .getByRole('main')
      .evaluate((main) => getComputedStyle(main).borderTopColor);
    expect(accent).toBe('rgb(123, 45, 139)');
    // The page frame (contact lines, accent) is drawn before the form's own code has loaded:
    // scan the page the patient reads, not its spinner (a CI run scanned it too early).
    await expect(patient.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(patient), "the patient's page in the practice's colour").toEqual([]);
    await patient.context().close();
  } finally {
    await restore();
  }
});

for (const width of [390, 1280]) {
  test(`the practice profile dialog has no axe findings at ${width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const restore = await savedProfile(request);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await signIn(page, OWNER);
      const dialog = await openDialog(page);
      expect(await axeViolations(page), 'dialog').toEqual([]);

      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(notice(page, 'Logo updated')).toBeVisible();
      await expect(dialog.getByRole('img', { name: /logo$/ })).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Brand colour' }).fill('#ffe066');
      await expect(dialog.getByText(/too light/)).toBeVisible();
      expect(await axeViolations(page), 'dialog with a logo and a contrast hint').toEqual([]);

      await dialog.getByRole('button', { name: 'Remove logo' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove the logo?' });
      await expect(confirm).toBeVisible();
      expect(await axeViolations(page), 'removal confirmation').toEqual([]);
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(notice(page, 'Logo removed')).toBeVisible();
      await expect(dialog.getByText(/No logo/)).toBeVisible();
    } finally {
      await context.close();
      await restore();
    }
  });
}
