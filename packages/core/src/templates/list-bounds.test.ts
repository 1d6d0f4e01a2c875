import { describe, expect, it } from 'vitest';
import { localizeText } from '../i18n/translate.js';
import type { CustomFormField } from './custom-form.js';
import { validateCustomFormSubmission } from './custom-form-validation.js';
import { recordsReleaseTemplate } from './form-01-records-release.js';
import { MEDICAL_CONDITIONS } from './form-03-medical-history-data.js';
import { medicalHistoryTemplate } from './form-03-medical-history.js';
import {
  customFormListErrors,
  LIST_MAX_ROWS,
  listMessages,
  templateListErrors,
} from './list-bounds.js';
import { checkMessages } from './checks.js';

describe("a template's lists", () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => `Condition ${i}`);

  it(`takes a free list of up to ${LIST_MAX_ROWS} rows, and refuses one more`, () => {
    const fields = recordsReleaseTemplate.fields;
    expect(templateListErrors(fields, { conditions: rows(LIST_MAX_ROWS) })).toEqual({});
    expect(templateListErrors(fields, { conditions: rows(LIST_MAX_ROWS + 1) })).toEqual({
      conditions: [listMessages.tooMany],
    });
    // Two million short strings are refused by their count alone.
    expect(templateListErrors(fields, { conditions: new Array(2_000_000).fill('a') })).toEqual({
      conditions: [listMessages.tooMany],
    });
  });

  it('takes at most one row per option of a list of rows per option', () => {
    const fields = medicalHistoryTemplate.fields;
    const row = { id: MEDICAL_CONDITIONS[0]!.value, checked: true, date: '2020-01-01' };
    const full = MEDICAL_CONDITIONS.map(() => row);
    expect(templateListErrors(fields, { conditions: full })).toEqual({});
    expect(templateListErrors(fields, { conditions: [...full, row] })).toHaveProperty('conditions');
  });

  it("takes only a checklist's own options", () => {
    const fields = medicalHistoryTemplate.fields;
    const checklist = fields.find((f) => f.type === 'checklist')!;
    const option = checklist.options![0]!.value;
    expect(templateListErrors(fields, { [checklist.name]: [option] })).toEqual({});
    for (const bad of [['Not a symptom'], checklist.options!.map((o) => o.value).concat(option)])
      expect(templateListErrors(fields, { [checklist.name]: bad })).toEqual({
        [checklist.name]: [checkMessages.invalidOption],
      });
  });

  it('says so in Spanish', () => {
    expect(localizeText(listMessages.tooMany, 'es')).toBe(
      `Esta lista admite como máximo ${LIST_MAX_ROWS} elementos.`,
    );
  });
});

describe("a clinic form's checkbox question with options", () => {
  const fields: CustomFormField[] = [
    {
      name: 'symptoms',
      label: 'Symptoms',
      type: 'checkbox',
      input_type: 'checkbox',
      is_required: 0,
      options: ['Cough', 'Fever'],
    } as CustomFormField,
  ];

  it('takes only its options, at most once each', () => {
    expect(customFormListErrors(fields, { symptoms: ['Cough', 'Fever'] })).toEqual({});
    const message = 'Symptoms must be one of the listed options';
    for (const bad of [
      ['Cough', 'Rash'],
      ['Cough', 'Fever', 'Cough'],
      new Array(200_000).fill('Cough'),
    ])
      expect(customFormListErrors(fields, { symptoms: bad })).toEqual({ symptoms: [message] });
    // The form's own check says the same, before its rules read anything.
    expect(validateCustomFormSubmission(fields, { symptoms: ['Rash'] })).toEqual({
      symptoms: [message],
    });
  });
});
