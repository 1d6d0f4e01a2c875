import type { FormDetail } from '@paperless/core';

/** A saved form: a section, a yes/no question and a question shown only to smokers. */
export const savedForm: FormDetail = {
  id: 52,
  title: 'Lifestyle',
  description: null,
  status: 1,
  template_id: null,
  version: 3,
  field_count: 3,
  customized: false,
  tailoring: null,
  updated_at: '2025-03-02T09:00:00Z',
  fields: [
    {
      name: 'section_habits',
      label: 'Habits',
      type: 'heading',
      input_type: 'heading',
      is_required: 0,
      options: [],
    },
    {
      name: 'smoker',
      label: 'Do you smoke?',
      type: 'yes_no',
      input_type: 'yes_no',
      is_required: 1,
      options: [],
    },
    {
      name: 'per_day',
      label: 'How many a day?',
      type: 'input',
      input_type: 'number',
      is_required: 0,
      options: [],
      min: 1,
      max: 100,
      show_if: { join: 'all', conditions: [{ field: 'smoker', op: 'equals', values: ['Yes'] }] },
    },
  ],
};
