import { checkName } from './checks.js';
import {
  REQUIRED,
  YES_NO,
  defineTemplate,
  field,
  optionsOf,
  patientIdentityFields,
  shownWhen,
  signingDateField,
  type FieldSpec,
} from './define.js';
import type { TemplateValues, ValidationOptions } from './types.js';
import { startValidation, type Validation } from './validation.js';

/**
 * Insurance Information (spec decision 27, issue 17): the patient's primary and, when they
 * have one, secondary insurance, photos of the card's two sides and of a photo ID, signed. The
 * photos are uploads (uploads.ts) sent before the submit; their answers are `{ upload_id }`.
 */
export const INSURANCE_RELATIONSHIPS = optionsOf('Self', 'Spouse', 'Child', 'Other');

/** The secondary section is asked, and required, only after this answer is 'Yes'. */
export const HAS_SECONDARY = 'has_secondary';

export const insuranceMessages = {
  hasSecondaryRequired: 'Please answer whether you have secondary insurance',
  cardFrontRequired: 'Photo of the front of the insurance card is required',
  cardBackRequired: 'Photo of the back of the insurance card is required',
  photoIdRequired: 'Photo ID is required',
  signatureRequired: 'Signature is required',
} as const;

/** One policy's messages: the primary's read plainly, the secondary's name it. */
export function policyMessages(policy: 'primary' | 'secondary') {
  const prefix = policy === 'secondary' ? 'Secondary insurance' : 'Insurance';
  const holder = policy === 'secondary' ? "Secondary policy holder's" : "Policy holder's";
  return {
    carrierRequired: `${prefix} company is required`,
    memberIdRequired: `${prefix} member ID is required`,
    holderFirstNameRequired: `${holder} first name is required`,
    holderLastNameRequired: `${holder} last name is required`,
    holderDobRequired: `${holder} date of birth is required`,
    holderDobSubject: `${holder} date of birth`,
    relationshipRequired: `${holder} relationship to the patient is required`,
  };
}

/** The fields of one policy, named `<policy>_carrier`, `<policy>_member_id`... */
function policyFields(policy: 'primary' | 'secondary'): FieldSpec[] {
  // The secondary policy's questions are shown only to a patient who said they have one.
  const extra = policy === 'secondary' ? shownWhen(HAS_SECONDARY, 'Yes') : {};
  const required = { ...REQUIRED, ...extra };
  return [
    field('text', `${policy}_carrier`, 'Insurance Company', required),
    field('text', `${policy}_plan_name`, 'Plan Name', extra),
    field('text', `${policy}_member_id`, 'Member ID', required),
    field('text', `${policy}_group_number`, 'Group Number', extra),
    field('text', `${policy}_holder_firstname`, "Policy Holder's First Name", required),
    field('text', `${policy}_holder_lastname`, "Policy Holder's Last Name", required),
    field('date', `${policy}_holder_dob`, "Policy Holder's Date of Birth", required),
    field('radio', `${policy}_relationship`, 'Relationship to Patient', {
      ...required,
      options: INSURANCE_RELATIONSHIPS,
    }),
  ];
}

function validatePolicy(v: Validation, policy: 'primary' | 'secondary') {
  const m = policyMessages(policy);
  v.text(`${policy}_carrier`, { required: m.carrierRequired });
  v.text(`${policy}_member_id`, { required: m.memberIdRequired });
  v.text(`${policy}_holder_firstname`, { required: m.holderFirstNameRequired, check: checkName });
  v.text(`${policy}_holder_lastname`, { required: m.holderLastNameRequired, check: checkName });
  v.date(`${policy}_holder_dob`, m.holderDobSubject, m.holderDobRequired);
  v.choice(`${policy}_relationship`, INSURANCE_RELATIONSHIPS, m.relationshipRequired);
}

export function validateInsuranceInformation(values: TemplateValues, options?: ValidationOptions) {
  const m = insuranceMessages;
  const v = startValidation(values, options);
  v.patientIdentity(true);
  validatePolicy(v, 'primary');
  v.choice(HAS_SECONDARY, YES_NO, m.hasSecondaryRequired);
  // Without a secondary policy its questions are hidden, so nothing there is asked or checked.
  if (v.value(HAS_SECONDARY) === 'Yes') validatePolicy(v, 'secondary');
  v.file('card_front', 'Front of the insurance card', m.cardFrontRequired);
  v.file('card_back', 'Back of the insurance card', m.cardBackRequired);
  v.file('photo_id', 'Photo ID', m.photoIdRequired);
  v.signature('signature', m.signatureRequired);
  v.date('date', 'Date');
  return v.errors;
}

export const insuranceInformationTemplate = defineTemplate({
  id: 11,
  title: 'Insurance Information',
  version: 1,
  sections: [
    { title: 'Patient', fields: patientIdentityFields() },
    { title: 'Primary Insurance', fields: policyFields('primary') },
    {
      title: 'Secondary Insurance',
      fields: [
        field('radio', HAS_SECONDARY, 'Do you have secondary insurance?', {
          ...REQUIRED,
          options: YES_NO,
        }),
        ...policyFields('secondary'),
      ],
    },
    {
      title: 'Insurance Card and Photo ID',
      fields: [
        field('file', 'card_front', 'Front of the insurance card', REQUIRED),
        field('file', 'card_back', 'Back of the insurance card', REQUIRED),
        field('file', 'photo_id', "Photo ID (driver's license or other government ID)", REQUIRED),
      ],
    },
    {
      title: 'Authorization',
      fields: [field('signature', 'signature', 'Signature', REQUIRED), signingDateField()],
    },
  ],
  legalText: [
    'I authorize this practice to verify my insurance coverage and benefits with the insurance companies named on this form, using the information and the card images I have given.',
    'I authorize my insurance benefits to be paid directly to this practice, and I understand that I am financially responsible for any amount my insurance does not pay.',
    'I certify that the information I have given on this form is true and complete to the best of my knowledge, and I will tell the practice when my insurance changes.',
  ],
  validate: validateInsuranceInformation,
});
