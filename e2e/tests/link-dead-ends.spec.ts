import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eData } from '../database';
import { axeViolations } from './axe';
import { signIn } from './helpers';
import { outboxTexts, sendTemplateForm } from './sent-links';

// Issue 19, no dead ends: a link that no longer opens says what happened, whom to call, and for
// an expired or cancelled one lets the patient ask the practice for a new link.
const OWNER = 'owner@sunrise.demo';
const PRACTICE = 'Sunrise Family Medicine';
const PHONE = '+1 (512) 555-0142';
const REFILL = 'Prescription Refill Policy';

/** Sends the clinic's Prescription Refill Policy to a new address; its link and id. */
async function sendRefill(request: APIRequestContext) {
  const { path, email, owner, formId } = await sendTemplateForm(request, 7);
  const links = await request.get('/api/links', { headers: owner, params: { q: email } });
  const [link] = ((await links.json()) as { data: { id: number }[] }).data;
  return { path, id: link!.id, owner, formId, email };
}

/** No axe violation at a phone's width and at a desktop's. */
async function accessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  }
}

test('a cancelled link names the practice and its phone, and asking for a new link rings the bell', async ({
  page,
  browser,
  request,
}) => {
  const { path, id, owner } = await sendRefill(request);
  const cancelled = await request.post(`/api/links/${id}/cancel`, { headers: owner });
  expect(cancelled.status()).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const patient = await phone.newPage();
  await patient.goto(path);
  await expect(patient.getByRole('heading', { name: 'Form Already Submitted!' })).toBeVisible();
  await expect(patient.getByText(`${PRACTICE} cancelled this link`)).toBeVisible();
  await expect(patient.getByRole('link', { name: PHONE })).toHaveAttribute(
    'href',
    'tel:+15125550142',
  );
  await accessibleAtBothWidths(patient);
  await patient.getByRole('button', { name: 'Ask for a new link' }).click();
  const told = `We let ${PRACTICE} know. They will send you a new link.`;
  await expect(patient.getByRole('status').filter({ hasText: told })).toBeVisible();
  await expect(patient.getByRole('button', { name: 'Ask for a new link' })).toHaveCount(0);
  await accessibleAtBothWidths(patient);
  // Back later the same day: already asked, nothing to press again.
  await patient.reload();
  await expect(patient.getByText(told)).toBeVisible();
  await phone.close();

  // The clinic hears of it in the bell, which leads to Activity.
  await signIn(page, OWNER);
  const bell = page.getByRole('button', { name: /unread notifications?$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText('A patient asked for a new link').first()).toBeVisible();
  await expect(
    page.getByText(new RegExp(`link to ${REFILL} expired or was cancelled`)).first(),
  ).toBeVisible();
});

// A link's 30 days cannot pass in a test: the link's end is moved into the past in the server's
// own PostgreSQL database, as time would (the embedded database is the server's alone).
const { databaseUrl } = e2eData(Number(process.env.E2E_PORT ?? 3100));

test('an expired link says when it expired, with the phone, and lets the patient ask again', async ({
  browser,
  request,
}) => {
  test.skip(!databaseUrl, 'needs the server on PostgreSQL (TEST_DATABASE_URL), as in CI');
  const { path, id } = await sendRefill(request);
  execFileSync('psql', [
    databaseUrl!,
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    `update form_links set expires_at = now() - interval '1 day' where id = ${Number(id)}`,
  ]);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const patient = await phone.newPage();
  await patient.goto(path);
  await expect(patient.getByRole('heading', { name: 'Form Already Submitted!' })).toBeVisible();
  await expect(
    patient.getByText(new RegExp(`This link expired on .+\\. Ask ${PRACTICE} for a new one`)),
  ).toBeVisible();
  await expect(patient.getByRole('link', { name: PHONE })).toBeVisible();
  await accessibleAtBothWidths(patient);
  await patient.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(
    patient.getByRole('status').filter({ hasText: `We let ${PRACTICE} know.` }),
  ).toBeVisible();
  await accessibleAtBothWidths(patient);
  await phone.close();
});

test('a used link says it was completed, with the phone and no button @phone', async ({
  page,
  request,
}) => {
  const { path, formId } = await sendRefill(request);
  const token = path.split('/').pop()!;
  const submitted = await request.post(`/api/public/links/${token}/submit`, {
    data: {
      formId,
      lastForm: true,
      fields: {
        patient_firstname: 'Ada',
        patient_lastname: 'Lovelace',
        dob: '1980-05-01',
        representative_info: 'Grace Hopper, 555-0100',
        date: new Date().toISOString().slice(0, 10),
      },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Form Already Submitted!' })).toBeVisible();
  await expect(
    page.getByText(
      `These forms were already completed and sent to ${PRACTICE}. There is nothing more to do.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: PHONE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask for a new link' })).toHaveCount(0);
  await expect(page.getByText('Ada')).toHaveCount(0);
  await accessibleAtBothWidths(page);
});

test('an unknown link says it is not valid and names no practice @phone', async ({ page }) => {
  await page.goto('/form-fill/not-a-real-token-at-all');
  await expect(page.getByRole('heading', { name: 'Form Already Submitted!' })).toBeVisible();
  await expect(page.getByText(/This link is not valid\. Check that you opened/)).toBeVisible();
  await expect(page.getByText(PRACTICE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask for a new link' })).toHaveCount(0);
  await accessibleAtBothWidths(page);
});

// Issue 36, item 4: after a Resend, the first e-mail's link is no dead end.
test('the first e-mail after a resend names the practice and sends the newest link again @phone', async ({
  page,
  request,
}) => {
  const { path: first, id, owner, email } = await sendRefill(request);
  const resent = await request.post(`/api/links/${id}/resend`, { headers: owner });
  expect(resent.status()).toBe(200);
  const before = await outboxTexts(request, email);
  const current = /\/form-fill\/[A-Za-z0-9_-]+/.exec(before[0] ?? '')?.[0];
  expect(current).toBeDefined();
  expect(current).not.toBe(first);

  await page.goto(first);
  await expect(page.getByRole('heading', { name: 'Form Already Submitted!' })).toBeVisible();
  await expect(page.getByText(`${PRACTICE} sent you a newer link`)).toBeVisible();
  await expect(page.getByText(/This link is not valid/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+15125550142');
  await accessibleAtBothWidths(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Send the newest link again' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'the newest link is on its way' }),
  ).toBeVisible();
  expect(await axeViolations(page), 'after sending, at 390 px').toEqual([]);

  // A new e-mail arrives at the same address, with the link that works now.
  await expect.poll(async () => (await outboxTexts(request, email)).length).toBe(before.length + 1);
  const [newest] = await outboxTexts(request, email);
  expect(newest).toContain(current!);
  await page.goto(current!);
  await expect(page.getByRole('heading', { name: REFILL })).toBeVisible();
});
