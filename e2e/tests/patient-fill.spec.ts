import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { fillers } from './fillers';
import { DEMO_PASSWORD } from './helpers';

// Patients open their links on phones.
test.use({ viewport: { width: 390, height: 844 } });

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

interface Patients {
  data: { patients: { files: { url: string; form_name: string; status: string }[] }[] };
}

/** The clinic sends Records Release to a fresh address; the link is read from the outbox. */
async function sendRecordsRelease(request: APIRequestContext) {
  const owner = { Authorization: `Bearer ${await tokenOf(request, 'owner@sunrise.demo')}` };
  const forms = await request.get('/api/forms', {
    headers: owner,
    params: { search: 'Records Release', per_page: 50 },
  });
  expect(forms.status()).toBe(200);
  const { data } = (await forms.json()) as {
    data: { id: number; template_id: number | null; customized: boolean }[];
  };
  // The template itself, not a clinic's customized version of it (another spec may make one).
  const form = data.find((f) => f.template_id === 1 && !f.customized);
  expect(form).toBeDefined();

  const email = `patient-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const sent = await request.post('/api/forms/send', {
    headers: owner,
    data: { formId: form!.id, emails: [email] },
  });
  expect(sent.status()).toBe(201);

  const superAdmin = { Authorization: `Bearer ${await tokenOf(request, 'super@paperless.demo')}` };
  const outbox = await request.get('/api/outbox', {
    headers: superAdmin,
    params: { search: email },
  });
  expect(outbox.status()).toBe(200);
  // Addresses are masked; the search finds the whole address's own messages, newest first.
  const messages = ((await outbox.json()) as { data: { text: string }[] }).data;
  const message = messages.find((m) => m.text.includes('/form-fill/'));
  const path = /\/form-fill\/[A-Za-z0-9_-]+/.exec(message?.text ?? '')?.[0];
  expect(path).toBeDefined();
  return { path: path!, owner };
}

/** Records Release PDFs the clinic can download for the fillers' patient. */
async function readyPdfs(request: APIRequestContext, owner: Record<string, string>) {
  const response = await request.get('/api/submitted-forms', {
    headers: owner,
    params: { search: "O'Neil", per_page: 100 },
  });
  const { data } = (await response.json()) as Patients;
  return data.patients
    .flatMap((p) => p.files)
    .filter((f) => f.form_name === 'Records Release Authorization Form' && f.status === 'ready');
}

test('a patient fills a sent form on a phone, once @phone', async ({ page, request }) => {
  const { path, owner } = await sendRecordsRelease(request);
  const pdfsBefore = (await readyPdfs(request, owner)).length;

  await page.goto(path);
  await expect(
    page.getByRole('heading', { name: 'Records Release Authorization Form' }),
  ).toBeVisible();
  await expect(page.getByText('Sunrise Family Medicine').first()).toBeVisible();
  await fillers[1]!(page);
  // Nothing wider than the phone's screen, and nothing serious for assistive technology.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  // A reload keeps what was typed (the draft lives in this tab).
  await page.reload();
  await expect(page.getByLabel(/^Reason for Request/)).toHaveValue('Continuity of care');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Form Submitted Successfully!' })).toBeVisible();
  await expect(
    page.getByText('Thank you for completing the form. Your responses have been recorded.'),
  ).toBeVisible();

  // A link works once.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Form Already Submitted!' })).toBeVisible();

  // The worker turns the submission into a PDF the clinic can download.
  await expect.poll(async () => (await readyPdfs(request, owner)).length).toBe(pdfsBefore + 1);
  const [file] = await readyPdfs(request, owner);
  const pdf = await request.get('/api/forms/pdf/download', {
    headers: owner,
    params: { url: file!.url },
  });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('an unknown link shows the already-submitted screen @phone', async ({ page }) => {
  await page.goto('/form-fill/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Form Already Submitted!' })).toBeVisible();
  await page.goto('/forms-fill/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Form(s) Already Submitted' })).toBeVisible();
});
