import { describe, expect, it } from 'vitest';
import { FORM_TEMPLATES } from './registry.js';
import { initialTemplateValues, lockedIdentityFields, mergeBundleValues } from './rules.js';
import { typed } from './test-fixtures.js';

describe('bundle merge', () => {
  const shared = {
    patient_firstname: 'Ann',
    patient_lastname: 'Lee',
    dob: '1980-01-01',
    address: '12 Oak Street',
    phone: '2145551234',
    relationship: '',
    signature_patient: typed,
  };

  it('overwrites identity fields and fills empty ones, keeping filled answers', () => {
    const local = {
      patient_firstname: 'Anne',
      dob: '',
      address: '9 Elm Road',
      phone: '  ',
      relationship: 'Self',
    };
    expect(mergeBundleValues(local, shared)).toEqual({
      patient_firstname: 'Ann',
      patient_lastname: 'Lee',
      dob: '1980-01-01',
      address: '9 Elm Road',
      phone: '2145551234',
      relationship: 'Self',
    });
  });

  it('never carries a signature to another document and takes only the named fields', () => {
    const merged = mergeBundleValues({}, shared, ['patient_firstname', 'signature_patient']);
    expect(merged).toEqual({ patient_firstname: 'Ann' });
  });

  it('ignores a blank shared identity value and a __proto__ key', () => {
    const incoming = JSON.parse('{"patient_lastname":"","__proto__":{"polluted":true}}') as unknown;
    const merged = mergeBundleValues({ patient_lastname: 'Lee' }, incoming);
    expect(merged).toEqual({ patient_lastname: 'Lee' });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });

  it('locks the identity fields earlier forms hold, from step 1 on', () => {
    expect(lockedIdentityFields(0, shared)).toEqual([]);
    expect(lockedIdentityFields(1, shared)).toEqual([
      'patient_firstname',
      'patient_lastname',
      'dob',
    ]);
    expect(lockedIdentityFields(2, { patient_firstname: 'Ann', dob: '' })).toEqual([
      'patient_firstname',
    ]);
  });
});

describe('initial values', () => {
  it('sets the signing date to today and copies defaults', () => {
    const today = new Date(2025, 5, 15, 9);
    const values = initialTemplateValues(FORM_TEMPLATES[1], { today });
    expect(values).toEqual({ consent: 'Yes', conditions: [''], date: '2025-06-15' });
    const history = initialTemplateValues(FORM_TEMPLATES[3], { today });
    expect(history.has_medication_allergies).toBe('No');
    expect(history.allergy_details).toEqual(['None']);
    expect(history.conditions).toHaveLength(7);
    expect(history.immunizations).toHaveLength(8);
  });
});
