import { describe, expect, it } from 'vitest';
import { applyAdvanceDirectiveRules, applyMedicalHistoryRules } from './state-rules.js';

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
