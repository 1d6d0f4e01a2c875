import {
  REQUIRED,
  defineTemplate,
  field,
  patientIdentityFields,
  signingDateField,
} from './define.js';
import type { TemplateValues, ValidationOptions } from './types.js';
import { startValidation } from './validation.js';

export const PRIVACY_COMPLAINT_WINDOW_DAYS = 180;

export const privacyNoticeMessages = {
  signatureRequired: 'Signature is required',
} as const;

export function validatePrivacyNotice(values: TemplateValues, options?: ValidationOptions) {
  const v = startValidation(values, options);
  v.patientIdentity(true);
  v.signature('signature_patient', privacyNoticeMessages.signatureRequired);
  v.date('date', 'Date');
  return v.errors;
}

export const privacyNoticeTemplate = defineTemplate({
  id: 10,
  title: 'Notice of Privacy Practices',
  version: 1,
  sections: [
    { title: 'Patient', fields: patientIdentityFields() },
    {
      title: 'Acknowledgment',
      fields: [field('signature', 'signature_patient', 'Signature', REQUIRED), signingDateField()],
    },
  ],
  legalText: [
    'This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.',
    'We use and disclose your health information to treat you, to obtain payment for your care and to run our practice. Other uses and disclosures, such as for marketing or the sale of your information, require your written authorization, which you may revoke in writing at any time.',
    'You have the right to see and get a copy of your medical record, to ask us to correct it, to ask us to limit what we use or share, to ask us to contact you in a confidential way, to get a list of those with whom we have shared your information, and to get a paper copy of this notice.',
    'We are required by law to keep your health information private, to give you this notice of our legal duties and privacy practices, to follow the notice currently in effect, and to tell you if a breach has compromised the privacy of your information.',
    `If you believe your privacy rights have been violated, you may file a complaint with our office or with the Secretary of the U.S. Department of Health and Human Services. A complaint to the Secretary must be filed within ${PRIVACY_COMPLAINT_WINDOW_DAYS} days of when you knew or should have known of the act. We will not retaliate against you for filing a complaint.`,
  ],
  validate: validatePrivacyNotice,
});
