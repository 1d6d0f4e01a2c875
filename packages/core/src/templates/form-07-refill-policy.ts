import {
  REQUIRED,
  defineTemplate,
  field,
  patientIdentityFields,
  signingDateField,
} from './define.js';
import type { TemplateValues, ValidationOptions } from './types.js';
import { startValidation } from './validation.js';

export const REFILL_PROCESSING_HOURS = 72;
export const REFILL_REQUEST_LEAD_DAYS = 10;

export const refillPolicyMessages = {
  representativeRequired: 'Representative information is required',
} as const;

/**
 * The spec gives form 7 only the browser's required flags (names, dob, representative_info)
 * and no signature requirement; the messages follow the other forms' wording.
 */
export function validateRefillPolicy(values: TemplateValues, options?: ValidationOptions) {
  const v = startValidation(values, options);
  v.patientIdentity(true);
  v.text('representative_info', { required: refillPolicyMessages.representativeRequired });
  v.date('date', 'Date');
  return v.errors;
}

export const refillPolicyTemplate = defineTemplate({
  id: 7,
  title: 'Prescription Refill Policy',
  version: 1,
  sections: [
    { title: 'Patient', fields: patientIdentityFields() },
    {
      title: 'Acknowledgment',
      fields: [
        field(
          'textarea',
          'representative_info',
          'Representative Name and Contact Information',
          REQUIRED,
        ),
        field('signature', 'signature', 'Signature'),
        signingDateField(),
      ],
    },
  ],
  legalText: [
    `Please allow ${REFILL_PROCESSING_HOURS} hours for a prescription refill request to be processed.`,
    `Call your pharmacy ${REFILL_REQUEST_LEAD_DAYS} days before you run out of medication, so there is time for the pharmacy to send us the request and for us to answer it.`,
    'Some medications, including controlled substances, may require an office visit before they can be refilled.',
    'If someone may request refills or collect prescriptions on your behalf, give their name and contact information below.',
  ],
  validate: validateRefillPolicy,
});
