import {
  ESIGN_DISCLOSURE_VERSION,
  type PublicForm,
  type PublicLinkResponse,
} from '@paperless/core';

/** Test data: what GET /api/public/links/{token} answers. */
export const allergyForm: PublicForm = {
  id: 41,
  title: 'Allergy Check',
  version: 2,
  kind: 'custom',
  description: 'Tell us about allergies',
  fields: [
    {
      name: 'allergies',
      label: 'Allergies',
      type: 'textarea',
      input_type: 'textarea',
      is_required: 1,
      options: [],
    },
    {
      name: 'contact_email',
      label: 'Email',
      type: 'input',
      input_type: 'email',
      is_required: 0,
      options: [],
    },
  ],
};

/** A form with a follow-up question, asked only of a patient who answers Yes. */
export const smokingForm: PublicForm = {
  id: 52,
  title: 'Smoking Screen',
  version: 1,
  kind: 'custom',
  description: null,
  fields: [
    {
      name: 'smoker',
      label: 'Do you smoke?',
      type: 'yes_no',
      input_type: 'yes_no',
      is_required: 1,
      options: [],
    },
    {
      name: 'packs',
      label: 'Packs a day',
      type: 'input',
      input_type: 'number',
      is_required: 1,
      options: [],
      show_if: { join: 'all', conditions: [{ field: 'smoker', op: 'equals', values: ['Yes'] }] },
    },
  ],
};

/** A form asking for a photo of the insurance card (issue 17's file question). */
export const cardForm: PublicForm = {
  id: 63,
  title: 'Insurance',
  version: 1,
  kind: 'custom',
  description: null,
  fields: [
    {
      name: 'card_front',
      label: 'Insurance card (front)',
      type: 'file',
      input_type: 'file',
      is_required: 1,
      options: [],
      help: 'The side with your member ID',
    },
  ],
};

/** A form the patient signs: the e-sign disclosure comes before its signature (issue 18). */
export const consentForm: PublicForm = {
  id: 74,
  title: 'Treatment Consent',
  version: 1,
  kind: 'custom',
  description: null,
  fields: [
    {
      name: 'patient_signature',
      label: 'Patient Signature',
      type: 'signature',
      input_type: 'signature',
      is_required: 1,
      options: [],
    },
  ],
};

export const refillForm: PublicForm = {
  id: 17,
  title: 'Prescription Refill Policy',
  version: 1,
  kind: 'template',
  template_id: 7,
};

/** The link's e-sign disclosure, accepted (issue 18): most tests are about something else. */
export const acceptedConsent = {
  version: ESIGN_DISCLOSURE_VERSION,
  accepted_at: '2026-03-02T15:04:05.000Z',
};

export function linkAnswer(
  kind: 'form' | 'bucket',
  forms: PublicForm[],
  consent: PublicLinkResponse['data']['consent'] = acceptedConsent,
): PublicLinkResponse {
  return {
    data: { kind, practice: { name: 'Sunrise Family Clinic' }, forms, done_form_ids: [], consent },
  };
}

export const bodyOf = (init: RequestInit) =>
  JSON.parse(String(init.body)) as Record<string, unknown>;
