import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import {
  bucketOf,
  makeLink,
  recordsRelease,
  refillPolicy,
  submit,
  templateFormId,
} from '#test/factories/patient-links.js';

// Issue 21: each submission records the language its form was filled in.
let t: TestApp;
let clinic: TestClinic;
let releaseId: number;
let refillId: number;

beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db);
  releaseId = await templateFormId(t.db, clinic.id, 1);
  refillId = await templateFormId(t.db, clinic.id, 7);
});
afterAll(() => t.close());

const switchTo = (token: string, language: 'en' | 'es') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/public/links/${token}/language`,
    payload: { language },
  });
const submissionsOf = (linkId: string) =>
  t.db
    .selectFrom('submissions')
    .select(['form_id', 'language'])
    .where('link_id', '=', linkId)
    .orderBy('form_id')
    .execute();

describe("a submission's language", () => {
  it("is the link's language when the form is sent", async () => {
    const spanish = await makeLink(t.db, { companyId: clinic.id, formId: releaseId });
    expect((await switchTo(spanish.token, 'es')).statusCode).toBe(200);
    const sent = await submit(t.app, spanish.token, {
      fields: recordsRelease(),
      formId: releaseId,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await submissionsOf(spanish.linkId)).toEqual([{ form_id: releaseId, language: 'es' }]);

    const english = await makeLink(t.db, { companyId: clinic.id, formId: releaseId });
    await submit(t.app, english.token, { fields: recordsRelease(), formId: releaseId });
    expect(await submissionsOf(english.linkId)).toEqual([{ form_id: releaseId, language: 'en' }]);
  });

  it("is each bucket form's own, when the patient switched between forms", async () => {
    const bucketId = await bucketOf(t.db, clinic.id, [releaseId, refillId]);
    const { token, linkId } = await makeLink(t.db, { companyId: clinic.id, bucketId });
    await switchTo(token, 'es');
    const first = await submit(t.app, token, {
      fields: recordsRelease(),
      formId: bucketId,
      currentFormId: releaseId,
      fromBucket: true,
    });
    expect(first.json().complete).toBe(false);
    await switchTo(token, 'en');
    const last = await submit(t.app, token, {
      fields: refillPolicy(),
      formId: bucketId,
      currentFormId: refillId,
      fromBucket: true,
      lastForm: true,
    });
    expect(last.json().complete, last.body).toBe(true);
    expect(await submissionsOf(linkId)).toEqual(
      [
        { form_id: releaseId, language: 'es' },
        { form_id: refillId, language: 'en' },
      ].sort((a, b) => a.form_id - b.form_id),
    );
  });
});
