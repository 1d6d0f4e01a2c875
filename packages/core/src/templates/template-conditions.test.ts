import { describe, expect, it } from 'vitest';
import { advanceDirectiveTemplate } from './form-08-advance-directive.js';
import { medicalHistoryTemplate } from './form-03-medical-history.js';
import { dropHiddenTemplateAnswers, visibleTemplateFields } from './template-conditions.js';

const fields = medicalHistoryTemplate.fields;

describe("templates' showIf rules", () => {
  it('asks the gynecologic questions only of a patient who answered Female', () => {
    expect(visibleTemplateFields(fields, { gender: 'Female' }).has('gyn')).toBe(true);
    expect(visibleTemplateFields(fields, { gender: 'Male' }).has('gyn')).toBe(false);
    expect(visibleTemplateFields(fields, {}).has('gyn')).toBe(false);
    // Every other review-of-systems checklist is asked of everyone.
    expect(visibleTemplateFields(fields, { gender: 'Male' }).has('urinary')).toBe(true);
  });

  it('shows tobacco, alcohol and allergy details only after a Yes', () => {
    const no = visibleTemplateFields(fields, {
      usesTobacco: 'No',
      Alcohol: 'No',
      has_medication_allergies: 'No',
    });
    const yes = visibleTemplateFields(fields, {
      usesTobacco: 'Yes',
      Alcohol: 'Yes',
      has_medication_allergies: 'Yes',
    });
    const details = ['tobaccoTypes', 'tobaccoAmountPerDay', 'alcoholAmount', 'allergy_details'];
    expect(details.filter((name) => no.has(name))).toEqual([]);
    expect(details.filter((name) => yes.has(name))).toEqual(details);
  });

  it('shows DNR and POA only to a patient with an advance directive', () => {
    const shown = (answer: string) =>
      visibleTemplateFields(advanceDirectiveTemplate.fields, { advance_directive: answer });
    expect(shown('yes').has('dnr') && shown('yes').has('poa')).toBe(true);
    expect(shown('no').has('dnr') || shown('no').has('poa')).toBe(false);
  });

  it('drops the answers of hidden fields and keeps the rest', () => {
    const answers = { gender: 'Male', gyn: ['Pelvic pain'], urinary: ['Incontinence'] };
    expect(dropHiddenTemplateAnswers(fields, answers)).toEqual({
      gender: 'Male',
      urinary: ['Incontinence'],
    });
    const female = { ...answers, gender: 'Female' };
    expect(dropHiddenTemplateAnswers(fields, female)).toEqual(female);
  });
});
