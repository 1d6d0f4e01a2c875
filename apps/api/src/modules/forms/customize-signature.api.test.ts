import type { FormListResponse } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { flatText } from '#test/pdf/pdf-text.js';
import { makeLink, patient, submit, templateFormId } from '#test/factories/patient-links.js';
import { clinicFormsApp, formOf } from '#test/factories/forms.js';

/**
 * Issue 36, item 5: Medical History could not be signed, and its certificate said "This form
 * asks for none". A clinic's version of a template without a signature may ask for one; the
 * spec's version stays unsigned.
 */
const app = clinicFormsApp();
const today = () => new Date().toISOString().slice(0, 10);
const typed = { kind: 'typed', text: 'Zelda Quimby', font: 'Caveat' } as const;
const medicalHistory = () => ({
  ...patient,
  gender: 'Female',
  has_medication_allergies: 'No',
  occupation: 'Teacher',
  maritalStatus: 'Married',
  usesTobacco: 'No',
  Alcohol: 'No',
});

/** Submits `answers` to form `formId` through a fresh link: the answer, and the stored PDF's text. */
async function send(formId: number, answers: Record<string, unknown>) {
  const { token, linkId } = await makeLink(app.db, { companyId: app.clinic.id, formId });
  const response = await submit(app.t.app, token, { fields: answers, formId });
  if (response.statusCode !== 201) return { response, text: '', answers: {} };
  await app.t.app.pdfWorker.drain();
  const row = await app.db
    .selectFrom('submissions')
    .select(['pdf_key', 'answers'])
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  const sealed = await app.t.app.storage.get(row.pdf_key!);
  return {
    response,
    answers: app.t.app.cipher.decryptJson(row.answers!) as Record<string, unknown>,
    text: await flatText(new Uint8Array(app.t.app.cipher.decryptBytes(sealed!))),
  };
}

describe('a signature asked for on Medical History', () => {
  it("leaves the spec's Medical History unsigned", async () => {
    const original = await templateFormId(app.db, app.clinic.id, 3);
    const { response, text } = await send(original, medicalHistory());
    expect(response.statusCode, response.body).toBe(201);
    expect(text).toContain('This form asks for none');
  });

  it('is required and checked like any signature, printed, and listed on the certificate', async () => {
    const original = await templateFormId(app.db, app.clinic.id, 3);
    const created = await app.call('POST', `/forms/${original}/customize`, {
      title: 'Medical History (signed)',
      customization: { signature: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const mine = formOf(created);
    expect(mine.tailoring?.customization?.signature).toBe(true);
    const list = (await app.call('GET', '/forms?per_page=50')).json<FormListResponse>();
    const countOf = (id: number) => list.data.find((f) => f.id === id)?.field_count;
    expect(countOf(mine.id)).toBe(countOf(original)! + 2);

    // Without it, the spec's message for a patient's signature, under its field.
    const unsigned = await send(mine.id, medicalHistory());
    expect(unsigned.response.statusCode).toBe(422);
    expect(unsigned.response.json()).toMatchObject({
      errors: { signature_patient: ['Patient signature is required'] },
    });
    // Something that is not a signature is no signature.
    const forged = await send(mine.id, {
      ...medicalHistory(),
      signature_patient: 'Zelda',
      date: today(),
    });
    expect(forged.response.json()).toMatchObject({
      errors: { signature_patient: ['Patient signature is required'] },
    });

    const signed = await send(mine.id, {
      ...medicalHistory(),
      signature_patient: typed,
      date: today(),
    });
    expect(signed.response.statusCode, signed.response.body).toBe(201);
    expect(signed.answers).toMatchObject({ signature_patient: typed, date: today() });
    expect(signed.text).toContain('Medical History (signed)');
    expect(signed.text).toContain('Patient Signature Typed name');
    expect(signed.text).not.toContain('This form asks for none');
  });

  it('is refused on a template that already asks for a signature', async () => {
    const original = await templateFormId(app.db, app.clinic.id, 1);
    const refused = await app.call('POST', `/forms/${original}/customize`, {
      title: 'Release, signed twice',
      customization: { signature: true },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { 'customization.signature': ['This template already asks for a signature.'] },
    });
  });
});
