import {
  customFormMessages,
  FORM_TEMPLATE_IDS,
  formMessages,
  messages,
  type FormDetail,
  type FormListResponse,
} from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { loadFormDefinition } from './definition.js';
import { clinicFormsApp, formOf, formPayload, unsetField } from '#test/factories/forms.js';

const api = clinicFormsApp();
const { call, createForm } = api;

const list = async (query: string) => {
  const response = await call('GET', `/forms?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FormListResponse>();
};

const formCount = async () =>
  (await api.db.selectFrom('forms').select('id').where('company_id', '=', api.clinic.id).execute())
    .length;

describe('forms: create and list', () => {
  it('creates a custom form at version 1 and keeps that version', async () => {
    const response = await call('POST', '/forms', formPayload({ title: 'Intake A' }));
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json<{ message: string; data: FormDetail }>();
    expect(message).toBe('Form created successfully');
    expect(data).toMatchObject({
      title: 'Intake A',
      description: 'Before your first visit',
      status: 1,
      template_id: null,
      version: 1,
      field_count: 3,
    });
    // The element type follows the input type; options stay only where they mean something.
    // Issue 17's settings, empty: blocks.api.test.ts shows them set.
    expect(data.fields[0]).toEqual({
      ...unsetField,
      name: 'occupation',
      label: 'Occupation',
      input_type: 'text',
      is_required: 1,
    });
    expect(data.fields[2]).toMatchObject({ type: 'select', options: ['Check-up', 'Follow-up'] });

    const versions = await api.db
      .selectFrom('form_versions')
      .select(['version', 'title'])
      .where('form_id', '=', data.id)
      .execute();
    expect(versions).toEqual([{ version: 1, title: 'Intake A' }]);
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('target_type', '=', 'form')
      .where('target_id', '=', String(data.id))
      .execute();
    expect(audit).toEqual([{ action: 'form.create', user_id: api.clinic.owner.id }]);

    const detail = await call('GET', `/forms/${data.id}`);
    expect(formOf(detail)).toEqual(data);
  });

  it('lists the live forms by id with every built-in template, a page at a time', async () => {
    const all = await list('per_page=200');
    expect(all.total).toBeGreaterThanOrEqual(FORM_TEMPLATE_IDS.length + 1);
    expect(all.data.map((f) => f.id)).toEqual([...all.data.map((f) => f.id)].sort((a, b) => a - b));
    // The ten of the spec and Insurance Information (decision 27), once each.
    expect(all.data.map((f) => f.template_id).filter((id) => id !== null)).toEqual([
      ...FORM_TEMPLATE_IDS,
    ]);
    const template = all.data.find((f) => f.template_id === 1)!;
    expect(template.field_count).toBeGreaterThan(0);
    expect(template).not.toHaveProperty('fields');

    const page = await list('per_page=3&page=2');
    expect(page).toMatchObject({ page: 2, per_page: 3, total: all.total });
    expect(page.data.map((f) => f.id)).toEqual(all.data.slice(3, 6).map((f) => f.id));
    expect((await list('')).per_page).toBe(25);
    const tooMany = await call('GET', '/forms?per_page=201');
    expect(tooMany.statusCode).toBe(422);
  });

  it('searches title, description, exact id and status word, ignoring case', async () => {
    const form = await createForm({
      title: 'Dental Questionnaire',
      description: 'Gum health history',
    });
    await api.db.updateTable('forms').set({ status: 0 }).where('id', '=', form.id).execute();

    const ids = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`)).data.map((f) => f.id);
    expect(await ids('dental QUEST')).toEqual([form.id]);
    expect(await ids('gum health')).toEqual([form.id]);
    expect(await ids(String(form.id))).toContain(form.id);
    expect(await ids('inactive')).toEqual([form.id]);
    expect(await ids('Active')).toContain(form.id);
    expect((await list('search=nothing-like-this')).total).toBe(0);
    // LIKE wildcards are searched as text.
    expect(await ids('%')).toEqual([]);
  });
});

describe('forms: validation (each rule with its message, nothing stored)', () => {
  const cases: [string, object, string, string][] = [
    ['title missing', { title: '  ' }, 'title', messages.required],
    ['no fields', { fields: [] }, 'fields', formMessages.fieldsRequired],
    [
      'a name used twice',
      {
        fields: [
          { name: 'visit', label: 'Visit day', input_type: 'date' },
          { name: 'VISIT', label: 'Next visit', input_type: 'date' },
        ],
      },
      'fields.1.name',
      formMessages.nameTaken,
    ],
    [
      'a field without a name',
      { fields: [{ name: '', label: 'Allergy', input_type: 'text' }] },
      'fields.0.name',
      messages.required,
    ],
    [
      'a name that is not an identifier',
      { fields: [{ name: 'allergy list', input_type: 'text' }] },
      'fields.0.name',
      formMessages.nameFormat,
    ],
    [
      'a select without options',
      { fields: [{ name: 'size', input_type: 'select', options: [] }] },
      'fields.0.options',
      customFormMessages.optionsRequired,
    ],
    [
      'an option listed twice',
      { fields: [{ name: 'size', input_type: 'radio', options: ['S', 's'] }] },
      'fields.0.options.1',
      formMessages.optionTaken,
    ],
    [
      'an unknown input type',
      { fields: [{ name: 'size', input_type: 'color' }] },
      'fields.0.input_type',
      messages.required,
    ],
  ];

  it.each(cases)('%s', async (_case, overrides, field, message) => {
    const before = await formCount();
    const response = await call('POST', '/forms', formPayload(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await formCount()).toBe(before);
  });
});

describe('forms: versions', () => {
  it('saves an edit as version 2 and keeps version 1 for old submissions', async () => {
    const form = await createForm({ title: 'Consent v1' });
    const edited = formPayload({
      title: 'Consent v2',
      description: null,
      fields: [{ name: 'agree', label: 'I agree', input_type: 'checkbox', is_required: true }],
    });
    const response = await call('PUT', `/forms/${form.id}`, edited);
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json<{ message: string; data: FormDetail }>();
    expect(message).toBe('Form updated successfully');
    expect(data).toMatchObject({ id: form.id, title: 'Consent v2', version: 2, field_count: 1 });
    expect(data.description).toBeNull();

    const versions = await api.db
      .selectFrom('form_versions')
      .select(['version', 'title'])
      .where('form_id', '=', form.id)
      .orderBy('version')
      .execute();
    expect(versions).toEqual([
      { version: 1, title: 'Consent v1' },
      { version: 2, title: 'Consent v2' },
    ]);

    const v1 = await loadFormDefinition(api.db, form.id, 1);
    expect(v1).toMatchObject({ kind: 'custom', version: 1, title: 'Consent v1' });
    expect(v1?.kind === 'custom' && v1.fields.map((f) => f.name)).toEqual(
      form.fields.map((f) => f.name),
    );
    const current = await loadFormDefinition(api.db, form.id);
    expect(current).toMatchObject({ kind: 'custom', version: 2, title: 'Consent v2' });
  });

  it('refuses to edit a template form and leaves it as it was', async () => {
    const template = (await list('per_page=200')).data.find((f) => f.template_id === 2)!;
    const response = await call('PUT', `/forms/${template.id}`, formPayload());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(formMessages.templateNotEditable);
    const after = await call('GET', `/forms/${template.id}`);
    expect(formOf(after)).toMatchObject({
      title: template.title,
      version: template.version,
    });
  });
});

describe('forms: delete', () => {
  it('soft-deletes: the form leaves the list, the row and its versions stay', async () => {
    const form = await createForm();
    const response = await call('DELETE', `/forms/${form.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Form deleted successfully' });

    expect((await call('GET', `/forms/${form.id}`)).statusCode).toBe(404);
    expect((await list(`search=${form.id}`)).data.map((f) => f.id)).not.toContain(form.id);
    const row = await api.db
      .selectFrom('forms')
      .select('deleted_at')
      .where('id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(await loadFormDefinition(api.db, form.id, 1)).toMatchObject({ version: 1 });
    expect((await call('DELETE', `/forms/${form.id}`)).statusCode).toBe(404);
  });

  it('refuses while a live bucket holds the form, naming the bucket', async () => {
    const form = await createForm();
    const bucket = await api.db
      .insertInto('buckets')
      .values({ company_id: api.clinic.id, title: 'New patient' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('bucket_forms')
      .values({ bucket_id: bucket.id, form_id: form.id, position: 0 })
      .execute();

    const refused = await call('DELETE', `/forms/${form.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(formMessages.inBuckets(['New patient']));
    expect(refused.json().message).toContain('"New patient"');
    expect((await call('GET', `/forms/${form.id}`)).statusCode).toBe(200);

    // Once the bucket is gone the form can go too.
    await api.db
      .updateTable('buckets')
      .set({ deleted_at: new Date() })
      .where('id', '=', bucket.id)
      .execute();
    expect((await call('DELETE', `/forms/${form.id}`)).statusCode).toBe(200);
  });

  it('deletes a template form too: a clinic may not use every template', async () => {
    const template = (await list('per_page=200')).data.find((f) => f.template_id === 10)!;
    expect((await call('DELETE', `/forms/${template.id}`)).statusCode).toBe(200);
    expect((await list('per_page=200')).data.some((f) => f.template_id === 10)).toBe(false);
  });
});
