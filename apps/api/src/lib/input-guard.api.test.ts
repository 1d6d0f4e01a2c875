import { describe, expect, it } from 'vitest';
import { linkWorld, recordsRelease } from '#test/factories/patient-links.js';
import { MAX_INPUT_DEPTH, NESTING_MESSAGE } from './input-guard.js';

const t = linkWorld({ name: 'Nesting Clinic' });

/** A valid submission whose extra answer is `depth` arrays deep, as raw JSON. */
function nestedSubmission(depth: number): string {
  const body = JSON.stringify({ fields: { ...recordsRelease(), extra: 'HOLE' }, formId: t.formId });
  return body.replace('"HOLE"', `${'['.repeat(depth)}${']'.repeat(depth)}`);
}

describe('deeply nested JSON (security review II, finding 3)', () => {
  it.each([5_000, 100_000, 1_000_000])(
    'answers %i levels on the public patient link with a 422 naming the field, storing nothing',
    async (depth) => {
      const { token, linkId } = await t.link();
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
    const { token } = await t.link();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/links/${token}/submit`,
      headers: { 'content-type': 'application/json' },
      payload: nestedSubmission(MAX_INPUT_DEPTH - 4),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
