import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCEPT_DISCLOSURE, identity, typeSignature } from './fillers';
import { axeViolations } from './axe';
import { DEMO_PASSWORD } from './helpers';

// Issue 18: a patient accepts the e-sign disclosure before the link's first signature, once per
// link: not again on the bucket's next form, nor after a reload.
test.use({ viewport: { width: 390, height: 844 } });

const OWNERSHIP = 'Ownership Disclosure Form';
const PHYSICIAN = 'Disclosure of Physician Ownership';
const DISCLOSURE = 'Electronic records and signatures';

async function bearer(request: APIRequestContext, email: string) {
  const response = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** A bucket of two signed templates, sent by e-mail; its link read from the outbox. */
async function sendSignedBucket(request: APIRequestContext): Promise<string> {
  const owner = await bearer(request, 'owner@sunrise.demo');
  const forms = await request.get('/api/forms', { headers: owner, params: { per_page: 100 } });
  const { data } = (await forms.json()) as {
    data: { id: number; template_id: number | null; customized: boolean }[];
  };
  const formOf = (templateId: number) =>
    data.find((f) => f.template_id === templateId && !f.customized)!.id;
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const bucket = await request.post('/api/buckets', {
    headers: owner,
    data: { title: `Consent packet ${stamp}`, form_ids: [formOf(2), formOf(6)] },
  });
  expect(bucket.status()).toBe(201);
  const bucketId = ((await bucket.json()) as { data: { id: number } }).data.id;
  const email = `consent-${stamp}@example.com`;
  const sent = await request.post('/api/buckets/send', {
    headers: owner,
    data: { bucketId, emails: [email] },
  });
  expect(sent.status()).toBe(201);

  const admin = await bearer(request, 'super@paperless.demo');
  const outbox = await request.get('/api/outbox', { headers: admin, params: { search: email } });
  const messages = ((await outbox.json()) as { data: { text: string }[] }).data;
  const path = messages.map((m) => /\/forms-fill\/[A-Za-z0-9_-]+/.exec(m.text)?.[0]).find(Boolean);
  expect(path).toBeDefined();
  return path!;
}

const tapToSign = (page: Page) =>
  page
    .getByRole('group', { name: 'Patient Signature' })
    .getByRole('button', { name: 'Tap to sign' })
    .click();

test('the disclosure comes before the first signature, once per link @phone', async ({
  page,
  request,
}) => {
  const path = await sendSignedBucket(request);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: OWNERSHIP })).toBeVisible();
  await identity(page);

  // No signature can be made before the disclosure is accepted.
  await tapToSign(page);
  const disclosure = page.getByRole('dialog', { name: DISCLOSURE });
  await expect(disclosure.getByText(/right to receive these records on paper/)).toBeVisible();
  await expect(disclosure.getByRole('tab', { name: 'Type' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await disclosure.getByRole('button', { name: 'Not now' }).click();
  await expect(disclosure).toBeHidden();
  await expect(
    page.getByRole('group', { name: 'Patient Signature' }).getByRole('button', {
      name: 'Tap to sign',
    }),
  ).toBeVisible();
  await tapToSign(page);
  await disclosure.getByRole('button', { name: ACCEPT_DISCLOSURE }).click();
  const pad = page.getByRole('dialog', { name: 'Signature' });
  await pad.getByRole('tab', { name: 'Type' }).click();
  await pad.getByLabel('Type your full name').fill("Ann O'Neil");
  await pad.getByRole('button', { name: 'Save' }).click();
  await expect(pad).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  // The bucket's next form, and the same form after a reload: straight to the signature pad.
  await expect(page.getByRole('heading', { name: PHYSICIAN })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: PHYSICIAN })).toBeVisible();
  await tapToSign(page);
  await expect(pad.getByRole('tab', { name: 'Type' })).toBeVisible();
  await expect(page.getByRole('button', { name: ACCEPT_DISCLOSURE })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(pad).toBeHidden();
  await typeSignature(page, 'Patient Signature');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Form(s) Submitted Successfully' })).toBeVisible();
});
