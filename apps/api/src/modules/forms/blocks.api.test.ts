import {
  conditionMessages,
  formDetailSchema,
  formMessages,
  messages,
  type FormFieldPayload,
  type ShowIfInput,
} from '@paperless/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormDefinition } from './definition.js';
import { clinicFormsApp, formOf, formPayload, unsetField } from '#test/factories/forms.js';

/**
 * Issue 17's blocks and settings through the forms API: headings, text blocks, yes/no and
 * initials, help lines, limits and show-if rules are stored per version and returned as core's
 * response schema says; every form the builder must refuse answers 422 by field and changes
 * nothing.
 */
const api = clinicFormsApp();
const { call, createForm } = api;

const whenSmoker: ShowIfInput = {
  join: 'all',
  conditions: [{ field: 'smoker', op: 'equals', values: ['Yes'] }],
};

const blocks: FormFieldPayload[] = [
  { name: 'habits', label: 'Habits', input_type: 'heading' },
  { name: 'intro', input_type: 'paragraph', text: 'Be **honest**.\n\n- [Why](https://x.example)' },
  {
    name: 'smoker',
    label: 'Do you smoke?',
    input_type: 'yes_no',
    is_required: true,
    help: 'Vaping counts.',
  },
  { name: 'smoking', label: 'Smoking', input_type: 'heading', show_if: whenSmoker },
  { name: 'packs', label: 'Packs a day', input_type: 'number', min: 0, max: 5 },
  { name: 'job', label: 'Occupation', input_type: 'text', min_length: 2, max_length: 40 },
  { name: 'last_visit', label: 'Last visit', input_type: 'date', date_rule: 'past' },
  { name: 'ok', label: 'Your initials', input_type: 'initials', show_if: whenSmoker },
];

const stored = [
  { ...unsetField, name: 'habits', label: 'Habits', type: 'heading', input_type: 'heading' },
  {
    ...unsetField,
    name: 'intro',
    label: '',
    type: 'paragraph',
    input_type: 'paragraph',
    text: 'Be **honest**.\n\n- [Why](https://x.example)',
  },
  {
    ...unsetField,
    name: 'smoker',
    label: 'Do you smoke?',
    type: 'yes_no',
    input_type: 'yes_no',
    is_required: 1,
    help: 'Vaping counts.',
  },
  {
    ...unsetField,
    name: 'smoking',
    label: 'Smoking',
    type: 'heading',
    input_type: 'heading',
    show_if: whenSmoker,
  },
  { ...unsetField, name: 'packs', label: 'Packs a day', input_type: 'number', min: 0, max: 5 },
  {
    ...unsetField,
    name: 'job',
    label: 'Occupation',
    input_type: 'text',
    min_length: 2,
    max_length: 40,
  },
  { ...unsetField, name: 'last_visit', label: 'Last visit', input_type: 'date', date_rule: 'past' },
  {
    ...unsetField,
    name: 'ok',
    label: 'Your initials',
    input_type: 'initials',
    show_if: whenSmoker,
  },
];

describe('forms: issue 17 blocks and settings', () => {
  it('stores them, answers them in the response schema, and keeps each version its own', async () => {
    const form = await createForm({ fields: blocks });
    expect(form.fields).toEqual(stored);
    // The answer is exactly what core's response schema describes: nothing added, nothing lost.
    expect(formDetailSchema.parse(form)).toEqual(form);
    const detail = await call('GET', `/forms/${form.id}`);
    expect(formOf(detail).fields).toEqual(stored);

    // Version 2 drops the rule on the initials; version 1 keeps it for its submissions.
    const edited = blocks.map((b) => (b.name === 'ok' ? { ...b, show_if: null } : b));
    const saved = await call('PUT', `/forms/${form.id}`, formPayload({ fields: edited }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(formOf(saved).fields.at(-1)?.show_if).toBeNull();
    const v1 = await loadFormDefinition(api.db, form.id, 1);
    const v2 = await loadFormDefinition(api.db, form.id, 2);
    expect(v1?.kind === 'custom' && v1.fields).toEqual(stored);
    expect(v2?.kind === 'custom' && v2.fields.at(-1)?.show_if).toBeNull();
  });

  it("drops settings that mean nothing to a block's kind", async () => {
    const form = await createForm({
      fields: [
        { name: 'h', label: 'Part one', input_type: 'heading', is_required: true, min: 1 },
        { name: 'note', label: 'Notes', input_type: 'textarea', text: 'x', min: 1, max: 9 },
        { name: 'age', label: 'Age', input_type: 'number', min_length: 1, date_rule: 'past' },
      ],
    });
    expect(
      form.fields.map(({ is_required, text, min, max, min_length, date_rule }) => ({
        is_required,
        text,
        min,
        max,
        min_length,
        date_rule,
      })),
    ).toEqual([
      { is_required: 0, text: '', min: null, max: null, min_length: null, date_rule: null },
      { is_required: 0, text: '', min: null, max: null, min_length: null, date_rule: null },
      { is_required: 0, text: '', min: null, max: null, min_length: null, date_rule: null },
    ]);
  });
});

const text = (name: string, more: Partial<FormFieldPayload> = {}): FormFieldPayload => ({
  name,
  label: `Question ${name}`,
  input_type: 'text',
  ...more,
});
const rule = (field: string): ShowIfInput => ({ conditions: [{ field, op: 'not_empty' }] });

const refused: [string, FormFieldPayload[], string, string][] = [
  [
    'a rule on a later question',
    [text('a', { show_if: rule('b') }), text('b')],
    'fields.0.show_if.conditions.0.field',
    conditionMessages.earlierOnly,
  ],
  [
    'a rule on its own question',
    [text('a'), text('b', { show_if: rule('b') })],
    'fields.1.show_if.conditions.0.field',
    conditionMessages.earlierOnly,
  ],
  [
    'a rule on a heading',
    [{ name: 'h', label: 'Part', input_type: 'heading' }, text('b', { show_if: rule('h') })],
    'fields.1.show_if.conditions.0.field',
    conditionMessages.notAQuestion,
  ],
  ['two blocks with one key', [text('a'), text('A')], 'fields.1.name', formMessages.nameTaken],
  [
    'more than 200 blocks',
    Array.from({ length: 201 }, (_, i) => text(`q${i}`)),
    'fields',
    messages.maxLength(200),
  ],
  [
    'a date of birth question',
    [text('born', { label: 'Date of Birth', input_type: 'date' })],
    'fields.0.label',
    formMessages.identityField,
  ],
  [
    'a first name question',
    [text('a'), text('given', { label: 'First Name' })],
    'fields.1.label',
    formMessages.identityField,
  ],
  [
    'a heading without a title',
    [{ name: 'h', input_type: 'heading' }],
    'fields.0.label',
    formMessages.headingLabel,
  ],
  [
    'a text block without text',
    [{ name: 'p', input_type: 'paragraph', text: '  ' }],
    'fields.0.text',
    formMessages.paragraphText,
  ],
  [
    'a smallest number above the largest',
    [text('n', { input_type: 'number', min: 5, max: 1 })],
    'fields.0.min',
    formMessages.numberRange,
  ],
  [
    'a minimum length above the maximum',
    [text('n', { min_length: 9, max_length: 3 })],
    'fields.0.min_length',
    formMessages.lengthRange,
  ],
];

describe('forms: what the builder must refuse (422 by field, nothing changed)', () => {
  let formId: number;
  beforeAll(async () => {
    formId = (await createForm({ title: 'Kept as it was' })).id;
  });
  const snapshot = () =>
    Promise.all([
      api.db
        .selectFrom('forms')
        .select(['id', 'title', 'fields', 'version'])
        .orderBy('id')
        .execute(),
      api.db.selectFrom('form_versions').select(['form_id', 'version']).execute(),
    ]);

  it.each(refused)('%s', async (_case, fields, field, message) => {
    const before = await snapshot();
    for (const [method, url] of [
      ['POST', '/forms'],
      ['PUT', `/forms/${formId}`],
    ] as const) {
      const response = await call(method, url, formPayload({ fields }));
      expect(response.statusCode, `${method} ${response.body}`).toBe(422);
      expect(response.json().errors[field], method).toEqual([message]);
    }
    expect(await snapshot()).toEqual(before);
  });
});
