import { describe, expect, it } from 'vitest';
import {
  privacyAcknowledgmentTemplate,
  SELF_RELATIONSHIP,
  validatePrivacyAcknowledgment,
} from './form-05-privacy-acknowledgment.js';
import { validatePhysicianOwnership } from './form-06-physician-ownership.js';
import { refillPolicyTemplate, validateRefillPolicy } from './form-07-refill-policy.js';
import { validateAdvanceDirective } from './form-08-advance-directive.js';
import { validateTelemedicineConsent } from './form-09-telemedicine-consent.js';
import { privacyNoticeTemplate, validatePrivacyNotice } from './form-10-privacy-notice.js';
import { FORM_TEMPLATES } from './registry.js';
import { drawn, identity, options, typed } from './test-fixtures.js';

const names = {
  patient_firstname: ['Patient first name is required'],
  patient_lastname: ['Patient last name is required'],
};
const namesAndDob = { ...names, dob: ['Date of birth is required'] };

describe('forms 5 to 10: required messages', () => {
  it.each([
    [
      5,
      validatePrivacyAcknowledgment,
      {
        ...namesAndDob,
        signature_patient: ['Patient signature is required'],
        relationship: ['Relationship to patient is required'],
        date: ['Date is required'],
      },
    ],
    [
      6,
      validatePhysicianOwnership,
      { ...namesAndDob, signature_patient: ['Patient signature is required'] },
    ],
    [
      7,
      validateRefillPolicy,
      { ...namesAndDob, representative_info: ['Representative information is required'] },
    ],
    [
      8,
      validateAdvanceDirective,
      {
        ...namesAndDob,
        advance_directive: ['Please select whether you have an advance directive.'],
      },
    ],
    [
      9,
      validateTelemedicineConsent,
      {
        ...names,
        signature_patient: ['Patient signature is required'],
        signature_witness: ['Witness signature is required'],
      },
    ],
    [10, validatePrivacyNotice, { ...namesAndDob, signature_patient: ['Signature is required'] }],
  ])('form %i with no answers', (_id, validate, errors) => {
    expect(validate({}, options)).toEqual(errors);
  });

  it.each([
    [
      5,
      validatePrivacyAcknowledgment,
      { signature_patient: typed, relationship: 'Self', date: '2025-06-15' },
    ],
    [6, validatePhysicianOwnership, { signature_patient: drawn }],
    [7, validateRefillPolicy, { representative_info: 'None' }],
    [8, validateAdvanceDirective, { advance_directive: 'no', dnr: false, poa: false }],
    [9, validateTelemedicineConsent, { signature_patient: typed, signature_witness: drawn }],
    [10, validatePrivacyNotice, { signature_patient: typed }],
  ])('form %i accepts a complete submission', (_id, validate, answers) => {
    expect(validate({ ...identity, ...answers }, options)).toEqual({});
  });
});

describe('forms 5 to 10: field rules', () => {
  it('checks the relationship and signing date on form 5', () => {
    const base = { ...identity, signature_patient: typed };
    expect(
      validatePrivacyAcknowledgment({ ...base, relationship: '7', date: '2025-06-15' }, options),
    ).toEqual({
      relationship: ['Relationship cannot be just numbers'],
    });
    expect(
      validatePrivacyAcknowledgment({ ...base, relationship: 'Self', date: '2025-06-20' }, options),
    ).toEqual({
      date: ['Date cannot be in the future'],
    });
  });

  it("offers the patient signing for themselves one answer to form 5's relationship, which its rule accepts", () => {
    const relationship = privacyAcknowledgmentTemplate.fields.find(
      (f) => f.name === 'relationship',
    );
    expect(relationship).toMatchObject({ is_required: 1, selfAnswer: SELF_RELATIONSHIP });
    const answers = { ...identity, signature_patient: typed, date: '2025-06-15' };
    expect(
      validatePrivacyAcknowledgment({ ...answers, relationship: SELF_RELATIONSHIP }, options),
    ).toEqual({});
    // Form 5 alone asks the patient's relationship (form 4's are the policyholder's, the
    // emergency contact's and the authorized person's).
    expect(
      Object.values(FORM_TEMPLATES).flatMap((t) =>
        t.fields.filter((f) => f.selfAnswer !== undefined).map((f) => `${t.id}.${f.name}`),
      ),
    ).toEqual(['5.relationship']);
  });

  it('keeps guardian fields optional on forms 6 and 9 but checks what is given', () => {
    const form6 = {
      ...identity,
      signature_patient: typed,
      guardian_first_name: 'M',
      guardian_dob: '2030-01-01',
    };
    expect(validatePhysicianOwnership(form6, options)).toEqual({
      guardian_first_name: ['Name must be at least 2 characters'],
      guardian_dob: ['Guardian date of birth cannot be in the future'],
    });
    const form9 = {
      ...identity,
      signature_patient: typed,
      signature_witness: typed,
      guardian_last_name: '123',
    };
    expect(validateTelemedicineConsent(form9, options)).toEqual({
      guardian_last_name: ['Name cannot be just numbers'],
    });
  });

  it('accepts only yes or no on form 8', () => {
    expect(validateAdvanceDirective({ ...identity, advance_directive: 'Yes' }, options)).toEqual({
      advance_directive: ['Please select whether you have an advance directive.'],
    });
  });

  it('states the refill and complaint constants', () => {
    const refill = refillPolicyTemplate.legalText.join('\n');
    expect(refill).toContain('allow 72 hours');
    expect(refill).toContain('10 days before you run out');
    expect(privacyNoticeTemplate.legalText.join('\n')).toContain('within 180 days');
  });
});
