import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLink, recordsRelease, templateFormId } from '#test/factories/patient-links.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { MAX_INPUT_DEPTH, NESTING_MESSAGE } from './input-guard.js';

let t: TestApp;
let clinic: TestClinic;
let formId: number;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db, { name: 'Nesting Clinic' });
  formId = await templateFormId(t.db, clinic.id, 1);
});
afterAll(() => t.close());

/** A valid submission whose extra answer is `depth` arrays deep, as raw JSON. */
function nestedSubmission(depth: number): string {
  const body = JSON.stringify({ fields: { ...recordsRelease(), extra: 'HOLE' }, formId });
  return body.replace('"HOLE"', `${'['.repeat(depth)}${']'.repeat(depth)}`);
}

describe('deeply nested JSON (security review II, finding 3)', () => {
  it.each([5_000, 100_000, 1_000_000])(
    'answers %i levels on the public patient link with a 422 naming the field, storing nothing',
    async (depth) => {
      const { token, linkId } = await makeLink(t.db, { companyId: clinic.id, formId });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/links/${token}/submit`,
        headers: { 'content-type': 'application/json' },
        payload: nestedSubmission(depth),
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message).toBe(NESTING_MESSAGE);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^fields\.extra(\.0)+$/);
      const stored = await t.db
        .selectFrom('encounters')
        .select('id')
        .where('link_id', '=', linkId)
        .execute();
      expect(stored).toEqual([]);
    },
  );

  it('still takes nesting as deep as a real form needs, and a bit more', async () => {
    const { token } = await makeLink(t.db, { companyId: clinic.id, formId });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/links/${token}/submit`,
      headers: { 'content-type': 'application/json' },
      payload: nestedSubmission(MAX_INPUT_DEPTH - 4),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
