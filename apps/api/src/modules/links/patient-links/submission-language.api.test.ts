import { describe, expect, it } from 'vitest';
import {
  bucketStep,
  linkWorld,
  recordsRelease,
  refillPolicy,
  submit,
} from '#test/factories/patient-links.js';

// Issue 21: each submission records the language its form was filled in.
const t = linkWorld();

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
    const spanish = await t.link();
    expect((await switchTo(spanish.token, 'es')).statusCode).toBe(200);
    const sent = await submit(t.app, spanish.token, {
      fields: recordsRelease(),
      formId: t.formId,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await submissionsOf(spanish.linkId)).toEqual([{ form_id: t.formId, language: 'es' }]);

    const english = await t.link();
    await submit(t.app, english.token, { fields: recordsRelease(), formId: t.formId });
    expect(await submissionsOf(english.linkId)).toEqual([{ form_id: t.formId, language: 'en' }]);
  });

  it("is each bucket form's own, when the patient switched between forms", async () => {
    const bucketId = await t.bucket([t.formId, t.refillId]);
    const { token, linkId } = await t.link({ bucketId });
    await switchTo(token, 'es');
    const first = await submit(t.app, token, bucketStep(bucketId, t.formId, recordsRelease()));
    expect(first.json().complete).toBe(false);
    await switchTo(token, 'en');
    const last = await submit(t.app, token, bucketStep(bucketId, t.refillId, refillPolicy(), true));
    expect(last.json().complete, last.body).toBe(true);
    expect(await submissionsOf(linkId)).toEqual(
      [
        { form_id: t.formId, language: 'es' },
        { form_id: t.refillId, language: 'en' },
      ].sort((a, b) => a.form_id - b.form_id),
    );
  });
});
