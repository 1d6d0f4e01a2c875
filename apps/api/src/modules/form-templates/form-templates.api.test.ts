import { ROLE, validateRecordsRelease } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { checkTemplateSubmission } from '../submissions/store/check.js';
import { patient, recordsRelease } from '#test/factories/patient-links.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = new Date('2025-06-15T12:00:00Z');
const records = { ...recordsRelease(), date: '2025-06-15' };

function rejection(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('GET /api/form-templates', () => {
  it('serves the templates from core to clinic users, Insurance Information among them', async () => {
    const { token } = await loginAs(t.app, await createUser(t.db, ROLE.subClientAdmin));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/form-templates',
      headers: bearer(token),
    });
    expect(list.json().templates.map((x: { id: number }) => x.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);

    const one = await t.app.inject({
      method: 'GET',
      url: '/api/form-templates/1',
      headers: bearer(token),
    });
    const data = one.json().data;
    expect(data.title).toBe('Records Release Authorization Form');
    const names = data.sections.flatMap((s: { fields: { name: string }[] }) =>
      s.fields.map((f) => f.name),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'patient_firstname',
        'consent',
        'signature_patient',
        'medical_release',
      ]),
    );
    expect(data.legalText.join(' ')).toMatch(/15 business days/);

    const insurance = await t.app.inject({
      method: 'GET',
      url: '/api/form-templates/11',
      headers: bearer(token),
    });
    expect(insurance.json().data.title).toBe('Insurance Information');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/form-templates/12', headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it('is closed to roles without manage_forms', async () => {
    const { token } = await loginAs(t.app, await createUser(t.db, ROLE.salesPerson));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/form-templates', headers: bearer(token) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('checkTemplateSubmission: the server applies the browser rules', () => {
  it('accepts what the template validator accepts', () => {
    expect(checkTemplateSubmission(1, records, today)).toEqual(records);
  });

  it('rejects with the same messages per field as the browser', () => {
    const broken = {
      ...records,
      phone: 'call me',
      signature_patient: null,
      conditions: [' '],
    };
    const error = rejection(() => checkTemplateSubmission(1, broken, today));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual(validateRecordsRelease(broken, { today }));
    expect(Object.keys(error.errors ?? {}).sort()).toEqual([
      'conditions',
      'phone',
      'signature_patient',
    ]);
  });

  it('normalises dependent answers before checking (Advance Directive)', () => {
    const stored = checkTemplateSubmission(
      8,
      { ...patient, advance_directive: 'no', dnr: true, poa: true },
      today,
    );
    expect(stored).toMatchObject({ advance_directive: 'no', dnr: false, poa: false });
  });

  it("drops the answers of questions the patient was not asked (Medical History's gyn)", () => {
    const history = {
      ...patient,
      has_medication_allergies: 'No',
      occupation: 'Teacher',
      maritalStatus: 'Married',
      usesTobacco: 'No',
      Alcohol: 'No',
      gyn: ['Pelvic pain'],
      urinary: ['Incontinence'],
    };
    const male = checkTemplateSubmission(3, { ...history, gender: 'Male' }, today);
    expect(male).not.toHaveProperty('gyn');
    // The spec's placeholders of the hidden tobacco and alcohol answers stay.
    expect(male).toMatchObject({
      urinary: ['Incontinence'],
      tobaccoAmountPerDay: 'Not applicable',
      alcoholAmount: 'Not applicable',
    });
    const female = checkTemplateSubmission(3, { ...history, gender: 'Female' }, today);
    expect(female).toMatchObject({ gyn: ['Pelvic pain'] });
  });

  it('rejects an unknown template as not found', () => {
    const error = rejection(() => checkTemplateSubmission(42, {}, today));
    expect([error.status, error.message]).toEqual([404, 'Form not found.']);
  });
});
