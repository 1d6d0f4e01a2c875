import {
  asksQuestion,
  dropHiddenAnswers,
  formPayloadSchema,
  SIGNATURE_FONTS,
  type CustomFormField,
  type FormTemplate,
} from '@paperless/core';
import { sampleSubmission } from '../modules/submissions/index.js';

/**
 * Believable answers for the demo's recent submissions, so their PDFs read like a real patient's:
 * every template field is filled (sample-values.ts), then the texts a reader notices get real
 * wording and the patient's own name, date of birth and typed signature. seed.api.test.ts checks
 * that each set passes the form's validator, as a real submission must.
 */
export interface DemoPatient {
  first: string;
  last: string;
  /** YYYY-MM-DD */
  dob: string;
}

type Text = (p: DemoPatient) => string;
const TEXTS: Record<string, Text> = {
  patient_firstname: (p) => p.first,
  patient_lastname: (p) => p.last,
  physician_name: () => 'Dr. Maria Chen',
  reason_for_request: () => 'Transfer of care to a new specialist.',
  records_requested: () => 'Office visit notes and lab results from the last two years.',
  address: () => '1200 Congress Ave',
  Apt_number: () => '4B',
  city: () => 'Austin',
  state: () => 'TX, 78701',
  pharmacy_name: () => 'Main Street Pharmacy',
  pharmacy_address: () => '300 Main St, Austin',
  guarantor_address: () => '1200 Congress Ave',
  relationship_to_policyholder: () => 'Self',
  emg_full_name: () => 'Jordan Avery',
  emg_relationship: () => 'Spouse',
  agr_name: (p) => `${p.first} ${p.last}`,
  agr_relationship: () => 'Self',
  guardian_name: () => 'Jordan Avery',
  guardian_first_name: () => 'Jordan',
  guardian_last_name: () => 'Avery',
  relationship: () => 'Self',
  representative_info: () => 'None',
  occupation: () => 'Teacher',
  tobaccoAmountPerDay: () => 'None',
  alcoholAmount: () => 'One or two drinks a week',
  allergiesOther: () => 'None',
};

function typedSignature(patient: DemoPatient, index: number) {
  return {
    kind: 'typed',
    text: `${patient.first} ${patient.last}`,
    font: SIGNATURE_FONTS[index % SIGNATURE_FONTS.length]!,
  };
}

/** A template form answered by this patient on `day` (YYYY-MM-DD). */
export function templateAnswers(
  template: FormTemplate,
  patient: DemoPatient,
  day: string,
  index = 0,
): Record<string, unknown> {
  const { values } = sampleSubmission(template, [typedSignature(patient, index)]);
  for (const field of template.fields) {
    const text = TEXTS[field.name];
    if (text && (field.type === 'text' || field.type === 'textarea'))
      values[field.name] = text(patient);
  }
  if ('dob' in values) values.dob = patient.dob;
  if ('date' in values) values.date = day;
  return values;
}

/**
 * The custom form every demo clinic has: a short check-in asked before a visit, parsed as the
 * builder's save would store it (so the builder's rules hold: no question the patient block
 * already asks). It shows off issue 17: sections, a text block, and a question shown only to
 * patients who answer Yes.
 */
export const DEMO_CUSTOM_FORM = formPayloadSchema.parse({
  title: 'New Patient Check-In',
  description: 'A few questions before your first visit.',
  fields: [
    { name: 'visit', label: 'Your Visit', input_type: 'heading' },
    { name: 'reason_for_visit', label: 'Reason for your visit', input_type: 'textarea', is_required: 1 },
    { name: 'contact_email', label: 'E-mail', input_type: 'email', is_required: 0 },
    { name: 'contact_phone', label: 'Mobile phone', input_type: 'tel', is_required: 1 },
    { name: 'preferred_contact', label: 'How should we contact you?', input_type: 'radio', is_required: 1, options: ['Phone call', 'Text message', 'E-mail'] },
    { name: 'allergies', label: 'Allergies', input_type: 'heading' },
    { name: 'has_allergies', label: 'Do you have any drug allergies?', input_type: 'yes_no', is_required: 1 },
    { name: 'allergy_list', label: 'Which drugs, and what happens?', input_type: 'textarea', is_required: 1, show_if: { conditions: [{ field: 'has_allergies', op: 'equals', values: ['Yes'] }] } },
    { name: 'before_you_sign', label: 'Before you sign', input_type: 'paragraph', text: 'Please check that your answers are **true and complete**.\n\n- Bring your insurance card\n- Arrive 10 minutes early' },
    { name: 'signature', label: 'Signature', input_type: 'signature', is_required: 1 },
  ],
}); // prettier-ignore

const REASONS = [
  'Annual physical',
  'Follow-up on blood pressure',
  'Knee pain',
  'Seasonal allergies',
];

/**
 * The custom form answered by this patient, as a real submission is stored (store/check.ts): the
 * patient block's answers, one answer per question, and none to a question the patient was not
 * shown: every other patient has no allergies, and their allergy list is dropped. The first
 * (Emma Johnson's packet at Sunrise) has some, so the demo PDF shows the conditional question.
 */
export function customAnswers(
  fields: readonly CustomFormField[],
  patient: DemoPatient,
  index = 0,
): Record<string, unknown> {
  const email = `${patient.first}.${patient.last}@example.com`.toLowerCase().replace(/'/g, '');
  const known: Record<string, unknown> = {
    reason_for_visit: REASONS[index % REASONS.length],
    contact_email: email,
    contact_phone: `(512) 555-01${String(10 + (index % 90))}`,
    has_allergies: index % 2 === 0 ? 'Yes' : 'No',
    allergy_list: 'Penicillin: a rash within a day.',
    signature: typedSignature(patient, index),
  };
  const answers = Object.fromEntries(
    fields
      .filter(asksQuestion)
      .map((field) => [
        field.name,
        field.name in known
          ? known[field.name]
          : (field.options[index % Math.max(1, field.options.length)] ?? ''),
      ]),
  );
  return dropHiddenAnswers(fields, {
    patient_firstname: patient.first,
    patient_lastname: patient.last,
    dob: patient.dob,
    ...answers,
  });
}
