import { checkRelationship } from './checks.js';
import {
  REQUIRED,
  defineTemplate,
  field,
  patientIdentityFields,
  signingDateField,
} from './define.js';
import type { TemplateValues, ValidationOptions } from './types.js';
import { startValidation } from './validation.js';

/** What "I am the patient" answers to Relationship to Patient (Insurance Information's word too). */
export const SELF_RELATIONSHIP = 'Self';

export const privacyAcknowledgmentMessages = {
  signatureRequired: 'Patient signature is required',
  relationshipRequired: 'Relationship to patient is required',
  dateRequired: 'Date is required',
} as const;

export function validatePrivacyAcknowledgment(values: TemplateValues, options?: ValidationOptions) {
  const m = privacyAcknowledgmentMessages;
  const v = startValidation(values, options);
  v.patientIdentity(true);
  v.signature('signature_patient', m.signatureRequired);
  v.text('relationship', { required: m.relationshipRequired, check: checkRelationship });
  v.date('date', 'Date', m.dateRequired);
  return v.errors;
}

export const privacyAcknowledgmentTemplate = defineTemplate({
  id: 5,
  title: 'Acknowledgment of Notice of Privacy Practices',
  version: 1,
  sections: [
    { title: 'Patient', fields: patientIdentityFields() },
    {
      title: 'Acknowledgment',
      fields: [
        field('signature', 'signature_patient', 'Patient Signature', REQUIRED),
        field('text', 'relationship', 'Relationship to Patient', {
          ...REQUIRED,
          selfAnswer: SELF_RELATIONSHIP,
        }),
        signingDateField(REQUIRED),
      ],
    },
  ],
  legalText: [
    "I acknowledge that I have received, or have been offered, a copy of this practice's Notice of Privacy Practices, which describes how my health information may be used and disclosed and how I can get access to it.",
    'If I am signing for the patient, I have stated my relationship to the patient above my signature.',
  ],
  validate: validatePrivacyAcknowledgment,
});
