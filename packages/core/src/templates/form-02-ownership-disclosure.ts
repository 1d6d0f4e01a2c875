import {
  REQUIRED,
  defineTemplate,
  field,
  patientIdentityFields,
  signingDateField,
} from './define.js';
import type { TemplateValues, ValidationOptions } from './types.js';
import { startValidation } from './validation.js';
import { isShortName, textOf } from './checks.js';

export const GUARDIAN_NAME_MIN_LENGTH = 2;

export const ownershipDisclosureMessages = {
  guardianNameMin: 'Guardian name must be at least 2 characters',
  guardianSignatureRequired: 'Guardian signature is required when guardian name is provided',
  eitherSignatureRequired: 'Either patient signature or guardian signature is required',
} as const;

/** Shared by form 2 and form 6, which disclose the same ownership interests. */
export const PHYSICIAN_OWNERSHIP_DISCLOSURE: readonly string[] = [
  'One or more physicians of this practice may own, or hold an investment interest in, facilities to which they refer patients, such as an ambulatory surgery center, imaging center, laboratory or pharmacy.',
  'You are free to receive these services at any facility you choose. Your choice will not affect the care you receive from this practice.',
  'A list of the facilities in which our physicians hold an ownership or investment interest is available from our staff on request.',
  'By signing below, I acknowledge that I have read this disclosure and that my questions about it have been answered.',
];

export function validateOwnershipDisclosure(values: TemplateValues, options?: ValidationOptions) {
  const m = ownershipDisclosureMessages;
  const v = startValidation(values, options);
  v.patientIdentity(true);
  const guardianName = textOf(v.value('guardian_name'));
  if (guardianName !== '' && isShortName(guardianName, GUARDIAN_NAME_MIN_LENGTH)) {
    v.add('guardian_name', m.guardianNameMin);
  }
  const patientSigned = v.signed('signature_patient');
  const guardianSigned = v.signed('signature_guardian');
  // A guardian who is named signs for the patient; otherwise either signature binds the form.
  if (guardianName !== '' && !guardianSigned)
    v.add('signature_guardian', m.guardianSignatureRequired);
  if (!patientSigned && !guardianSigned) v.add('signature_patient', m.eitherSignatureRequired);
  v.date('date', 'Date');
  return v.errors;
}

export const ownershipDisclosureTemplate = defineTemplate({
  id: 2,
  title: 'Ownership Disclosure Form',
  version: 1,
  sections: [
    { title: 'Patient', fields: patientIdentityFields() },
    {
      title: 'Signatures',
      fields: [
        field('text', 'guardian_name', 'Guardian Name'),
        field('signature', 'signature_patient', 'Patient Signature', REQUIRED),
        field('signature', 'signature_guardian', 'Guardian Signature'),
        signingDateField(),
      ],
    },
  ],
  legalText: PHYSICIAN_OWNERSHIP_DISCLOSURE,
  validate: validateOwnershipDisclosure,
});
