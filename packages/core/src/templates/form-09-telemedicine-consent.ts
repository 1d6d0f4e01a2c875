import { checkName } from './checks.js';
import {
  REQUIRED,
  defineTemplate,
  field,
  patientIdentityFields,
  signingDateField,
} from './define.js';
import type { TemplateValues, ValidationOptions } from './types.js';
import { startValidation } from './validation.js';

export const telemedicineConsentMessages = {
  signatureRequired: 'Patient signature is required',
  witnessSignatureRequired: 'Witness signature is required',
} as const;

export function validateTelemedicineConsent(values: TemplateValues, options?: ValidationOptions) {
  const m = telemedicineConsentMessages;
  const v = startValidation(values, options);
  v.patientIdentity(false);
  v.text('guardian_first_name', { check: checkName });
  v.text('guardian_last_name', { check: checkName });
  v.signature('signature_patient', m.signatureRequired);
  v.signature('signature_witness', m.witnessSignatureRequired);
  v.date('date', 'Date');
  return v.errors;
}

export const telemedicineConsentTemplate = defineTemplate({
  id: 9,
  title: 'Telemedicine Informed Consent',
  version: 1,
  sections: [
    { title: 'Patient', fields: patientIdentityFields(false) },
    {
      title: 'Guardian',
      fields: [
        field('text', 'guardian_first_name', 'Guardian First Name'),
        field('text', 'guardian_last_name', 'Guardian Last Name'),
      ],
    },
    {
      title: 'Signatures',
      fields: [
        field('signature', 'signature_patient', 'Patient Signature', REQUIRED),
        signingDateField(),
        field('signature', 'signature_witness', 'Witness Signature', REQUIRED),
      ],
    },
  ],
  legalText: [
    'Telemedicine is the delivery of health care by a provider who is not in the same place as the patient, using secure audio and video connections and the electronic exchange of medical information.',
    'Expected benefits include easier access to care and not having to travel to the office. Possible risks include delays or an interrupted visit because of technical problems, and information that is not sufficient for the provider to make a decision, in which case an in-person visit may be needed.',
    'The laws that protect the privacy and confidentiality of my medical information apply to telemedicine. Electronic systems are protected by safeguards, but in rare cases a security failure could expose my information.',
    'I may decline or stop a telemedicine visit at any time and ask for an in-person visit instead, without affecting my right to future care.',
    'I have read this consent, my questions have been answered, and I consent to receive health care services through telemedicine.',
  ],
  validate: validateTelemedicineConsent,
});
