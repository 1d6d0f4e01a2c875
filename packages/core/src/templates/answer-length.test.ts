import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { customSubmissionErrors } from '../schemas/patient-links.js';
import { ANSWER_MAX_LENGTH, answerLengthErrors, mergeFieldErrors } from './answer-length.js';
import { customFormFieldSchema } from './custom-form-schemas.js';
import { medicalHistoryTemplate } from './form-03-medical-history.js';
import { recordsReleaseTemplate } from './form-01-records-release.js';
import { identity, options, recordsRelease } from './test-fixtures.js';

const { short, long } = ANSWER_MAX_LENGTH;
const validate = (values: Record<string, unknown>) =>
  recordsReleaseTemplate.validate(values, options);

describe('answer length caps (security review II, finding 3)', () => {
  it('takes a text area up to 10 000 characters and a one-line answer up to 500', () => {
    expect(
      validate({
        ...recordsRelease,
        records_requested: 'r'.repeat(long),
        physician_name: 'N'.repeat(short),
      }),
    ).toEqual({});
  });

  it('refuses one character more, naming the question, in every template', () => {
    expect(
      validate({
        ...recordsRelease,
        records_requested: 'r'.repeat(long + 1),
        physician_name: 'N'.repeat(short + 1),
      }),
    ).toEqual({
      records_requested: [messages.answerTooLong('Records Requested', long)],
      physician_name: [messages.answerTooLong('Physician or Medical Facility Name', short)],
    });
    expect(messages.answerTooLong('Records Requested', long)).toBe(
      'Records Requested: the answer can be at most 10,000 characters.',
    );
  });

  it('refuses a 7 MB answer, wherever it hides: a list row, an extra key, a group', () => {
    const huge = 'A'.repeat(7_000_000);
    expect(Object.keys(validate({ ...recordsRelease, records_requested: huge }))).toEqual([
      'records_requested',
    ]);
    expect(Object.keys(validate({ ...recordsRelease, conditions: ['Asthma', huge] }))).toEqual([
      'conditions.1',
    ]);
    expect(Object.keys(validate({ ...recordsRelease, not_a_field: { deep: [huge] } }))).toEqual([
      'not_a_field.deep.0',
    ]);
    const history = medicalHistoryTemplate.validate(
      { surgeries: [{ surgery: huge, date: '' }], father: { cause: huge } },
      options,
    );
    expect(history['surgeries.0.surgery']).toEqual([messages.answerTooLong('Surgeries', short)]);
    expect(history['father.cause']).toBeDefined();
  });

  it('counts characters, not UTF-16 units, and leaves real signatures alone', () => {
    expect(
      answerLengthErrors([{ name: 'a', label: 'A', type: 'text' }], { a: '😀'.repeat(short) }),
    ).toEqual({});
    const image = { kind: 'drawn', dataUrl: `data:image/png;base64,${'A'.repeat(20_000)}` };
    expect(
      answerLengthErrors([{ name: 's', label: 'S', type: 'signature' }], { s: image }),
    ).toEqual({});
    // Not a signature at all (a string in its place) is text like any other.
    expect(
      answerLengthErrors([{ name: 's', label: 'S', type: 'signature' }], { s: 'x'.repeat(501) }),
    ).toEqual({ s: [messages.answerTooLong('S', short)] });
  });

  it('caps custom forms and the identity asked above them, as the fill page does', () => {
    const fields = [
      { name: 'notes', label: 'Notes', type: 'textarea', input_type: 'textarea' },
      { name: 'pet', label: 'Pet', type: 'input', input_type: 'text' },
    ].map((f) => customFormFieldSchema.parse(f));
    const errors = customSubmissionErrors(
      fields,
      {
        ...identity,
        patient_lastname: 'O'.repeat(short + 1),
        notes: 'n'.repeat(long + 1),
        pet: 'p'.repeat(short),
      },
      options.today,
    );
    expect(errors.notes).toEqual([messages.answerTooLong('Notes', long)]);
    expect(errors.patient_lastname).toContain(messages.answerTooLong('Patient Last Name', short));
    expect(errors.pet).toBeUndefined();
  });
});

describe('field names from the network', () => {
  it('are fields like any other, whatever Object.prototype holds', () => {
    const over = 'x'.repeat(long + 1);
    const values = JSON.parse(`{"valueOf": "${over}", "__proto__": "${over}"}`) as unknown;
    const errors = answerLengthErrors([], values);
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'valueOf']);
    const merged = mergeFieldErrors({ toString: ['a'] }, errors);
    expect(Object.keys(merged).sort()).toEqual(['__proto__', 'toString', 'valueOf']);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});
