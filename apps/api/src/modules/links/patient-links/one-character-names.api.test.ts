import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import {
  customForm,
  makeLink,
  patient,
  recordsRelease,
  submit,
  templateFormId,
} from '#test/factories/patient-links.js';

/**
 * Decision 31 on the server: a patient whose name is one Han character or Hangul syllable files
 * the form as typed, while a one-letter Latin name is still refused with the spec's message.
 */
let t: TestApp;
let clinic: TestClinic;
let templateId: number;
let customId: number;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db, { name: 'Names Clinic' });
  templateId = await templateFormId(t.db, clinic.id, 1);
  customId = await customForm(t.db, clinic.id, [
    { name: 'allergies', label: 'Allergies', type: 'input', input_type: 'text', is_required: 0 },
  ]);
});
afterAll(() => t.close());

async function send(formId: number, fields: Record<string, unknown>) {
  const link = await makeLink(t.db, { companyId: clinic.id, formId });
  const response = await submit(t.app, link.token, { formId, fields });
  const stored = await t.db
    .selectFrom('encounters')
    .select('id')
    .where('link_id', '=', link.linkId)
    .execute();
  return { response, stored: stored.length };
}

describe('one-character names (decision 31)', () => {
  it.each([
    ['王', '伟'],
    ['김', '민준'],
  ])('stores a template form filed under the surname %s', async (last, first) => {
    const { response, stored } = await send(templateId, {
      ...recordsRelease(),
      patient_firstname: first,
      patient_lastname: last,
    });
    expect(response.statusCode).toBe(201);
    expect(stored).toBe(1);
  });

  it("stores a clinic's own form filed under a one-syllable name", async () => {
    const { response, stored } = await send(customId, {
      patient_firstname: '이',
      patient_lastname: '박',
      dob: patient.dob,
    });
    expect(response.statusCode).toBe(201);
    expect(stored).toBe(1);
  });

  it('still refuses a one-letter Latin surname, naming the field, and stores nothing', async () => {
    const { response, stored } = await send(templateId, {
      ...recordsRelease(),
      patient_lastname: 'W',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      patient_lastname: ['Name must be at least 2 characters'],
    });
    expect(stored).toBe(0);
  });
});
