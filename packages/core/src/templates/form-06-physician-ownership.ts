import { checkName } from './checks.js';
import {
  REQUIRED,
  defineTemplate,
  field,
  patientIdentityFields,
  signingDateField,
} from './define.js';
import { PHYSICIAN_OWNERSHIP_DISCLOSURE } from './form-02-ownership-disclosure.js';
import type { TemplateValues, ValidationOptions } from './types.js';
import { startValidation } from './validation.js';

export const physicianOwnershipMessages = {
  signatureRequired: 'Patient signature is required',
} as const;

export function validatePhysicianOwnership(values: TemplateValues, options?: ValidationOptions) {
  const v = startValidation(values, options);
  v.patientIdentity(true);
  v.text('guardian_first_name', { check: checkName });
  v.text('guardian_last_name', { check: checkName });
  v.date('guardian_dob', 'Guardian date of birth');
  v.signature('signature_patient', physicianOwnershipMessages.signatureRequired);
  v.date('date', 'Date');
  return v.errors;
}

export const physicianOwnershipTemplate = defineTemplate({
  id: 6,
  title: 'Disclosure of Physician Ownership',
  version: 1,
  sections: [
    { title: 'Patient', fields: patientIdentityFields() },
    {
      title: 'Guardian',
      fields: [
        field('text', 'guardian_first_name', 'Guardian First Name'),
        field('text', 'guardian_last_name', 'Guardian Last Name'),
        field('date', 'guardian_dob', 'Guardian Date of Birth'),
      ],
    },
    {
      title: 'Signatures',
      fields: [
        field('signature', 'signature_patient', 'Patient Signature', REQUIRED),
        field('signature', 'signature_guardian', 'Guardian Signature'),
        signingDateField(),
      ],
    },
  ],
  legalText: PHYSICIAN_OWNERSHIP_DISCLOSURE,
  validate: validatePhysicianOwnership,
});
