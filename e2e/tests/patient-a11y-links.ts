import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { bearer, DEMO_OWNER, freshEmail, outboxTexts, templateFormId } from './sent-links';

// Links for the patient pages' accessibility sweep: the demo clinic's Records Release (a
// template with a signature) alone, and a bucket of its own check-in form (the spec's
// 'Validation Error' notice, a signature) before a template.

export const CHECK_IN = 'New Patient Check-In';

type Owner = Awaited<ReturnType<typeof bearer>>;

async function checkInFormId(request: APIRequestContext, owner: Owner): Promise<number> {
  const forms = await request.get('/api/forms', {
    headers: owner,
    params: { search: CHECK_IN, per_page: 50 },
  });
  const { data } = (await forms.json()) as {
    data: { id: number; title?: string; name?: string; template_id: number | null }[];
  };
  const form = data.find((f) => f.template_id === null);
  expect(form, CHECK_IN).toBeDefined();
  return form!.id;
}

async function pathTo(request: APIRequestContext, email: string, pattern: RegExp) {
  const path = (await outboxTexts(request, email)).map((t) => pattern.exec(t)?.[0]).find(Boolean);
  expect(path).toBeDefined();
  return path!;
}

/** A link to the demo clinic's Records Release (a template with a signature). */
export async function sendFormLink(request: APIRequestContext): Promise<string> {
  const owner = await bearer(request, DEMO_OWNER);
  const email = freshEmail('a11y-form');
  const formId = await templateFormId(request, owner, 1);
  const sent = await request.post('/api/forms/send', {
    headers: owner,
    data: { formId, emails: [email] },
  });
  expect(sent.status()).toBe(201);
  return pathTo(request, email, /\/form-fill\/[A-Za-z0-9_-]+/);
}

/** A bucket link: the clinic's check-in form (the 'Validation Error' notice), then form 2. */
export async function sendBucketLink(request: APIRequestContext): Promise<string> {
  const owner = await bearer(request, DEMO_OWNER);
  const formIds = [await checkInFormId(request, owner), await templateFormId(request, owner, 2)];
  const title = `A11y ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const bucket = await request.post('/api/buckets', {
    headers: owner,
    data: { title, form_ids: formIds },
  });
  expect(bucket.status()).toBe(201);
  const bucketId = ((await bucket.json()) as { data: { id: number } }).data.id;
  const email = freshEmail('a11y-bucket');
  const sent = await request.post('/api/buckets/send', {
    headers: owner,
    data: { bucketId, emails: [email] },
  });
  expect(sent.status()).toBe(201);
  return pathTo(request, email, /\/forms-fill\/[A-Za-z0-9_-]+/);
}

/** Collects axe findings per named state, so one run reports every state that fails. */
export function axeSweep(page: Page) {
  const found: string[] = [];
  return {
    found,
    async check(state: string) {
      for (const violation of await axeViolations(page)) found.push(`${state}: ${violation}`);
    },
  };
}
