import { describe, expect, it } from 'vitest';
import { validateMedicalHistory } from './form-03-medical-history.js';
import { identity, options } from './test-fixtures.js';

const valid = {
  ...identity,
  gender: 'Female',
  has_medication_allergies: 'No',
  occupation: 'Teacher',
  maritalStatus: 'Married',
  usesTobacco: 'No',
  Alcohol: 'No',
};

describe('form 3: Medical History', () => {
  it('accepts the required answers alone', () => {
    expect(validateMedicalHistory(valid, options)).toEqual({});
  });

  it('requires the submit fields', () => {
    expect(validateMedicalHistory({}, options)).toEqual({
      patient_firstname: ['Patient first name is required'],
      patient_lastname: ['Patient last name is required'],
      dob: ['Date of birth is required'],
      gender: ['Gender selection is required'],
      has_medication_allergies: ['Medication allergies selection is required'],
      occupation: ['Occupation is required'],
      maritalStatus: ['Marital status selection is required'],
      usesTobacco: ['Tobacco use selection is required'],
      Alcohol: ['Alcohol use selection is required'],
    });
  });

  it.each([
    [
      'a checked condition without a date',
      {
        conditions: [
          { id: 'asthma', checked: false, date: '' },
          { id: 'high_blood_pressure', checked: true, date: '' },
        ],
      },
      { 'conditions.1.date': ['Date is required for High Blood Pressure'] },
    ],
    [
      'a condition date in the future',
      { conditions: [{ id: 'asthma', checked: true, date: '2026-01-01' }] },
      { 'conditions.0.date': ['Date cannot be in the future'] },
    ],
    [
      'a checked immunization without a date',
      { immunizations: [{ id: 'zostavax', checked: true, date: ' ' }] },
      { 'immunizations.0.date': ['Date is required for Zostavax (Shingles)'] },
    ],
    [
      'a surgery with text but no date',
      {
        surgeries: [
          { surgery: '', date: '' },
          { surgery: 'Appendectomy', date: '' },
        ],
      },
      { 'surgeries.1.date': ['Date is required for this surgery'] },
    ],
    [
      'tobacco Yes without types or amount',
      {
        usesTobacco: 'Yes',
        tobaccoTypes: [{ name: 'cigars', checked: false }],
        tobaccoAmountPerDay: 'Not applicable',
      },
      {
        tobaccoTypes: ['Please select at least one tobacco type'],
        tobaccoAmountPerDay: ['Tobacco amount per day is required'],
      },
    ],
    [
      'alcohol Yes without an amount',
      { Alcohol: 'Yes', alcoholAmount: '' },
      { alcoholAmount: ['Alcohol amount is required'] },
    ],
    [
      'a checked family condition without a member',
      { family_medical_conditions: [{ id: 'diabetes', checked: true, family_member: '' }] },
      {
        'family_medical_conditions.0.family_member': [
          'Please specify which family member has diabetes',
        ],
      },
    ],
    [
      'an unknown marital status',
      { maritalStatus: 'Complicated' },
      { maritalStatus: ['Marital status selection is required'] },
    ],
  ])('%s', (_case, change, errors) => {
    expect(validateMedicalHistory({ ...valid, ...change }, options)).toEqual(errors);
  });

  it('accepts Yes answers with their details', () => {
    const answers = {
      ...valid,
      usesTobacco: 'Yes',
      tobaccoTypes: [{ name: 'eCig', checked: true }],
      tobaccoAmountPerDay: '5',
      Alcohol: 'Yes',
      alcoholAmount: '2 glasses a week',
      conditions: [{ id: 'asthma', checked: true, date: '1999-04-01' }],
      surgeries: [{ surgery: 'Appendectomy', date: '2010-03-02' }],
      family_medical_conditions: [{ id: 'cancer', checked: true, family_member: 'Mother' }],
    };
    expect(validateMedicalHistory(answers, options)).toEqual({});
  });
});
