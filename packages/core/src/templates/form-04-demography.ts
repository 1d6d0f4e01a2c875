import {
  checkAddress,
  checkCity,
  checkEmail,
  checkName,
  checkPhone,
  checkRelationship,
  checkStateZip,
} from './checks.js';
import { REQUIRED, defineTemplate, field, signingDateField } from './define.js';
import type { FieldOption, TemplateValues, ValidationOptions } from './types.js';
import { identityMessages, startValidation } from './validation.js';

export const demographyMessages = {
  ...identityMessages,
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  emailRequired: 'Email is required',
  homePhoneRequired: 'Home phone is required',
  cellPhoneRequired: 'Cell phone is required',
  pharmacyNameRequired: 'Pharmacy name is required',
  pharmacyAddressRequired: 'Pharmacy address is required',
  pharmacyPhoneRequired: 'Pharmacy phone is required',
  pharmacyFaxRequired: 'Pharmacy fax is required',
  insuredDobRequired: 'Insured date of birth is required',
  insuredCellPhoneRequired: 'Insured cell phone is required',
  guarantorAddressRequired: 'Guarantor address is required',
  policyholderRelationshipRequired: 'Relationship to policyholder is required',
  emergencyNameRequired: 'Emergency contact name is required',
  emergencyRelationshipRequired: 'Emergency relationship is required',
  emergencyPhoneRequired: 'Emergency phone is required',
  authorizedNameRequired: 'Authorized person name is required',
  authorizedRelationshipRequired: 'Authorized relationship is required',
  signatureRequired: 'Signature is required',
  /** Form 4's own submit message; the on-blur check says 'Please enter a valid email address'. */
  invalidEmail: 'Invalid email format',
} as const;

const option = (value: string, label: string): FieldOption => ({ value, label });

export const demographyOptions = {
  gender: [option('male', 'Male'), option('female', 'Female')],
  marital_status: [
    option('single', 'Single'),
    option('married', 'Married'),
    option('divorced', 'Divorced'),
    option('legally_separated', 'Legally Separated'),
    option('widowed', 'Widowed'),
  ],
  ethnicity: [option('hispanic', 'Hispanic'), option('non-hispanic', 'Non-Hispanic')],
  race: [
    option('african_or_African_American', 'African or African American'),
    option('Asian_or_Asian_American', 'Asian or Asian American'),
    option('Caucasian_or_European_American', 'Caucasian or European American'),
    option(
      'Native_Hawaiian_or_Other_Pacific_Islander',
      'Native Hawaiian or Other Pacific Islander',
    ),
    option('Native_American_or_Native_Alaskan', 'Native American or Native Alaskan'),
    option('other', 'Other'),
  ],
} as const;

export function validateDemography(values: TemplateValues, options?: ValidationOptions) {
  const m = demographyMessages;
  const v = startValidation(values, options);
  const o = demographyOptions;
  v.patientIdentity(true);
  v.choice('gender', o.gender);
  v.choice('marital_status', o.marital_status);

  v.text('address', { required: m.addressRequired, check: checkAddress });
  v.text('city', { required: m.cityRequired, check: checkCity });
  v.text('state', { required: m.stateRequired, check: checkStateZip });

  v.text('email', { required: m.emailRequired, check: (x) => checkEmail(x, m.invalidEmail) });
  v.text('home_phone', { required: m.homePhoneRequired, check: checkPhone });
  v.text('cell_phone', { required: m.cellPhoneRequired, check: checkPhone });

  v.choice('ethnicity', o.ethnicity);
  v.choice('race', o.race);

  v.text('pharmacy_name', { required: m.pharmacyNameRequired });
  v.text('pharmacy_address', { required: m.pharmacyAddressRequired, check: checkAddress });
  v.text('pharmacy_phone', { required: m.pharmacyPhoneRequired, check: checkPhone });
  v.text('pharmacy_fax', { required: m.pharmacyFaxRequired, check: checkPhone });

  v.date('insured_dob', 'Insured date of birth', m.insuredDobRequired);
  v.text('insured_cell_phone', { required: m.insuredCellPhoneRequired, check: checkPhone });
  v.text('guarantor_address', { required: m.guarantorAddressRequired, check: checkAddress });
  v.text('relationship_to_policyholder', {
    required: m.policyholderRelationshipRequired,
    check: checkRelationship,
  });
  v.choice('patient_gender', o.gender);

  v.text('emg_full_name', { required: m.emergencyNameRequired, check: checkName });
  v.text('emg_relationship', {
    required: m.emergencyRelationshipRequired,
    check: checkRelationship,
  });
  v.text('emg_phone', { required: m.emergencyPhoneRequired, check: checkPhone });

  v.text('agr_name', { required: m.authorizedNameRequired, check: checkName });
  v.text('agr_relationship', {
    required: m.authorizedRelationshipRequired,
    check: checkRelationship,
  });

  v.signature('signature_patient', m.signatureRequired);
  v.date('date', 'Date');
  return v.errors;
}

const o = demographyOptions;

export const demographyTemplate = defineTemplate({
  id: 4,
  title: 'Demography',
  version: 1,
  sections: [
    {
      title: 'Personal',
      fields: [
        field('text', 'patient_firstname', 'First Name', REQUIRED),
        field('text', 'patient_lastname', 'Last Name', REQUIRED),
        field('date', 'dob', 'Date of Birth', REQUIRED),
        field('radio', 'gender', 'Gender', { options: o.gender }),
        field('select', 'marital_status', 'Marital Status', { options: o.marital_status }),
      ],
    },
    {
      title: 'Address',
      fields: [
        field('text', 'address', 'Address', REQUIRED),
        field('text', 'Apt_number', 'Apt Number'),
        field('text', 'city', 'City', REQUIRED),
        field('text', 'state', 'State and Zip (e.g. TX, 75028)', REQUIRED),
      ],
    },
    {
      title: 'Contact',
      fields: [
        field('email', 'email', 'Email', REQUIRED),
        field('tel', 'home_phone', 'Home Phone', REQUIRED),
        field('tel', 'cell_phone', 'Cell Phone', REQUIRED),
      ],
    },
    {
      title: 'Demographics',
      fields: [
        field('radio', 'ethnicity', 'Ethnicity', { options: o.ethnicity }),
        field('radio', 'race', 'Race', { options: o.race }),
      ],
    },
    {
      title: 'Pharmacy',
      fields: [
        field('text', 'pharmacy_name', 'Pharmacy Name', REQUIRED),
        field('text', 'pharmacy_address', 'Pharmacy Address', REQUIRED),
        field('tel', 'pharmacy_phone', 'Pharmacy Phone', REQUIRED),
        field('tel', 'pharmacy_fax', 'Pharmacy Fax', REQUIRED),
      ],
    },
    {
      title: 'Insured',
      fields: [
        field('date', 'insured_dob', 'Insured Date of Birth', REQUIRED),
        field('tel', 'insured_cell_phone', 'Insured Cell Phone', REQUIRED),
        field('text', 'guarantor_address', 'Guarantor Address', REQUIRED),
        field('text', 'relationship_to_policyholder', 'Relationship to Policyholder', REQUIRED),
        field('radio', 'patient_gender', 'Patient Gender', { options: o.gender }),
      ],
    },
    {
      title: 'Emergency Contact',
      fields: [
        field('text', 'emg_full_name', 'Full Name', REQUIRED),
        field('text', 'emg_relationship', 'Relationship', REQUIRED),
        field('tel', 'emg_phone', 'Phone', REQUIRED),
      ],
    },
    {
      title: 'Patient Agreement',
      fields: [
        field('text', 'agr_name', 'Authorized Person Name', REQUIRED),
        field('text', 'agr_relationship', 'Relationship', REQUIRED),
      ],
    },
    {
      title: 'Authorization',
      fields: [field('signature', 'signature_patient', 'Signature', REQUIRED), signingDateField()],
    },
  ],
  legalText: [
    'I authorize this practice to share my health information with the person named under Patient Agreement, who may receive information about my care, appointments and billing on my behalf, as permitted by HIPAA.',
    'I authorize my insurance benefits to be paid directly to this practice, and I understand that I am financially responsible for any amount my insurance does not pay.',
    'I certify that the information I have given on this form is true and complete to the best of my knowledge.',
  ],
  validate: validateDemography,
});
