import type { PublicForm, PublicLinkResponse } from '@paperless/core';

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

export const refillForm: PublicForm = {
  id: 17,
  title: 'Prescription Refill Policy',
  version: 1,
  kind: 'template',
  template_id: 7,
};

export function linkAnswer(kind: 'form' | 'bucket', forms: PublicForm[]): PublicLinkResponse {
  return { data: { kind, practice: { name: 'Sunrise Family Clinic' }, forms, done_form_ids: [] } };
}

export const bodyOf = (init: RequestInit) =>
  JSON.parse(String(init.body)) as Record<string, unknown>;
