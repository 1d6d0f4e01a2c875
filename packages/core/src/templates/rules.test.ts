import { describe, expect, it } from 'vitest';
import { FORM_TEMPLATES } from './registry.js';
import {
  applyAdvanceDirectiveRules,
  applyMedicalHistoryRules,
  initialTemplateValues,
  lockedIdentityFields,
  mergeBundleValues,
} from './rules.js';
import { typed } from './test-fixtures.js';

describe('Medical History resets', () => {
  it('marks tobacco as not applicable and unchecks every type when usesTobacco is No', () => {
    const next = applyMedicalHistoryRules({
      usesTobacco: 'No',
      tobaccoAmountPerDay: '10',
      tobaccoTypes: [
        { name: 'cigarettes', checked: true },
        { name: 'cigars', checked: false },
      ],
    });
    expect(next.tobaccoAmountPerDay).toBe('Not applicable');
    expect(next.tobaccoTypes).toEqual([
      { name: 'cigarettes', checked: false },
      { name: 'cigars', checked: false },
    ]);
  });

  it('leaves tobacco answers alone when usesTobacco is Yes, clearing only the placeholder', () => {
    const kept = applyMedicalHistoryRules({ usesTobacco: 'Yes', tobaccoAmountPerDay: '10' });
    expect(kept.tobaccoAmountPerDay).toBe('10');
    const cleared = applyMedicalHistoryRules({
      usesTobacco: 'Yes',
      tobaccoAmountPerDay: 'Not applicable',
    });
    expect(cleared.tobaccoAmountPerDay).toBe('');
  });

  it.each([['No'], [''], [undefined]])(
    'sets alcoholAmount to Not applicable when Alcohol is %j',
    (answer) => {
      expect(applyMedicalHistoryRules({ Alcohol: answer, alcoholAmount: '3' }).alcoholAmount).toBe(
        'Not applicable',
      );
    },
  );

  it('keeps the alcohol amount when Alcohol is Yes', () => {
    expect(applyMedicalHistoryRules({ Alcohol: 'Yes', alcoholAmount: '3' }).alcoholAmount).toBe(
      '3',
    );
  });

  it('sets allergy_details to None unless has_medication_allergies is Yes', () => {
    const no = applyMedicalHistoryRules({
      has_medication_allergies: 'No',
      allergy_details: ['Penicillin'],
    });
    expect(no.allergy_details).toEqual(['None']);
    const yes = applyMedicalHistoryRules({
      has_medication_allergies: 'Yes',
      allergy_details: ['Penicillin'],
    });
    expect(yes.allergy_details).toEqual(['Penicillin']);
  });

  it('does not change its input', () => {
    const input = { usesTobacco: 'No', tobaccoAmountPerDay: '10' };
    applyMedicalHistoryRules(input);
    expect(input).toEqual({ usesTobacco: 'No', tobaccoAmountPerDay: '10' });
  });
});

describe('Advance Directive reset', () => {
  it.each([['no'], [''], ['Yes'], [undefined]])(
    'clears dnr and poa when the answer is %j',
    (answer) => {
      expect(
        applyAdvanceDirectiveRules({ advance_directive: answer, dnr: true, poa: true }),
      ).toMatchObject({
        dnr: false,
        poa: false,
      });
    },
  );

  it('keeps dnr and poa when the answer is yes', () => {
    expect(
      applyAdvanceDirectiveRules({ advance_directive: 'yes', dnr: true, poa: false }),
    ).toMatchObject({
      dnr: true,
      poa: false,
    });
  });
});

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
