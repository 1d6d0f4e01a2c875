import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

// Links sent through the API as the clinic sends them, read back from the outbox: what the
// patient-side specs start from.

export const DEMO_OWNER = 'owner@sunrise.demo';

export async function bearer(request: APIRequestContext, email: string) {
  const response = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

type Headers = Awaited<ReturnType<typeof bearer>>;

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A fresh address per test, so the outbox search finds only its messages. */
export const freshEmail = (prefix: string) => `${prefix}-${stamp()}@example.com`;

/** The demo clinic's own (not customized) form made from a template. */
export async function templateFormId(
  request: APIRequestContext,
  owner: Headers,
  templateId: number,
): Promise<number> {
  const forms = await request.get('/api/forms', { headers: owner, params: { per_page: 100 } });
  const { data } = (await forms.json()) as {
    data: { id: number; template_id: number | null; customized: boolean }[];
  };
  const form = data.find((f) => f.template_id === templateId && !f.customized);
  expect(form, `template ${templateId}`).toBeDefined();
  return form!.id;
}

/** The messages to one address, as Super Admin reads them in the outbox (newest first). */
export async function outboxTexts(request: APIRequestContext, email: string): Promise<string[]> {
  const admin = await bearer(request, 'super@paperless.demo');
  const outbox = await request.get('/api/outbox', { headers: admin, params: { search: email } });
  expect(outbox.status()).toBe(200);
  return ((await outbox.json()) as { data: { text: string }[] }).data.map((m) => m.text);
}

async function linkPath(request: APIRequestContext, email: string, kind: 'form' | 'bucket') {
  const pattern = kind === 'form' ? /\/form-fill\/[A-Za-z0-9_-]+/ : /\/forms-fill\/[A-Za-z0-9_-]+/;
  const path = (await outboxTexts(request, email)).map((t) => pattern.exec(t)?.[0]).find(Boolean);
  expect(path).toBeDefined();
  return path!;
}

/** The demo clinic e-mails one template form to a fresh address. */
export async function sendTemplateForm(request: APIRequestContext, templateId: number) {
  const owner = await bearer(request, DEMO_OWNER);
  const formId = await templateFormId(request, owner, templateId);
  const email = freshEmail('form');
  const sent = await request.post('/api/forms/send', {
    headers: owner,
    data: { formId, emails: [email] },
  });
  expect(sent.status()).toBe(201);
  return { path: await linkPath(request, email, 'form'), email, owner, formId };
}

/** The demo clinic makes a bucket of template forms and e-mails it to a fresh address. */
export async function sendTemplateBucket(
  request: APIRequestContext,
  templateIds: number[],
  title: string,
) {
  const owner = await bearer(request, DEMO_OWNER);
  const formIds = [];
  for (const id of templateIds) formIds.push(await templateFormId(request, owner, id));
  const bucket = await request.post('/api/buckets', {
    headers: owner,
    data: { title: `${title} ${stamp()}`, form_ids: formIds },
  });
  expect(bucket.status()).toBe(201);
  const bucketId = ((await bucket.json()) as { data: { id: number } }).data.id;
  const email = freshEmail('bucket');
  const sent = await request.post('/api/buckets/send', {
    headers: owner,
    data: { bucketId, emails: [email] },
  });
  expect(sent.status()).toBe(201);
  return { path: await linkPath(request, email, 'bucket'), email, owner };
}
