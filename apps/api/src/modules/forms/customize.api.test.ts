import type { FormDetail, FormListResponse } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { flatText } from '#test/pdf/pdf-text.js';
import { makeLink, recordsRelease, submit, templateFormId } from '#test/factories/patient-links.js';
import { clinicFormsApp, formOf } from '#test/factories/forms.js';

/**
 * A clinic's own version of a template (issue 17, decision 27): made beside the original,
 * versioned, filled from the practice's profile, and printed as the patient saw it.
 */
const app = clinicFormsApp();
const TEXAS_SENTENCE = 'Under Texas law a fee may be charged';

async function practiceIn(state: string | null) {
  await app.db
    .updateTable('companies')
    .set({ state, phone: '(614) 555-0100' })
    .where('id', '=', app.clinic.id)
    .execute();
}

async function customize(sourceId: number, body: object) {
  return app.call('POST', `/forms/${sourceId}/customize`, body);
}

/** A patient's submission of form `formId` through a fresh link: its stored row and PDF text. */
async function filled(formId: number, answers: Record<string, unknown> = recordsRelease()) {
  const { token, linkId } = await makeLink(app.db, { companyId: app.clinic.id, formId });
  const opened = await app.call('GET', `/public/links/${token}`);
  const response = await submit(app.t.app, token, { fields: answers, formId });
  expect(response.statusCode, response.body).toBe(201);
  const row = await app.db
    .selectFrom('submissions')
    .select(['id', 'form_version', 'answers'])
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  return {
    opened: opened.json<{ data: { forms: unknown[] } }>().data,
    row,
    text: await pdf(row.id),
  };
}

async function pdf(id: string): Promise<string> {
  await app.t.app.pdfWorker.drain();
  const row = await app.db
    .selectFrom('submissions')
    .select('pdf_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const sealed = await app.t.app.storage.get(row.pdf_key!);
  return flatText(new Uint8Array(app.t.app.cipher.decryptBytes(sealed!)));
}

describe("Records Release's notice follows the practice's state", () => {
  it("keeps the spec's Texas sentence for a Texas clinic, and a neutral one elsewhere", async () => {
    const original = await templateFormId(app.db, app.clinic.id, 1);
    await practiceIn('Texas');
    expect((await filled(original)).text).toContain(TEXAS_SENTENCE);
    await practiceIn('Ohio');
    const ohio = await filled(original);
    expect(ohio.text).not.toContain('Texas');
    expect(ohio.text).toContain(
      'A reasonable, cost-based fee may be charged for copies of medical records, as Ohio law allows',
    );
  });
});

describe('customizing a template', () => {
  it('makes a new form beside the original, which the patient gets and the PDF prints', async () => {
    await practiceIn('Ohio');
    const original = await templateFormId(app.db, app.clinic.id, 1);
    const created = await customize(original, {
      title: 'Records Release (Columbus)',
      customization: {
        notice: ['{practice_name} answers questions at {practice_phone}.'],
        hidden: ['medical_release'],
        records_fee: '$6.50 per request',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const mine = formOf(created);
    expect(mine).toMatchObject({ template_id: 1, version: 1, customized: true });
    expect(mine.tailoring?.customization?.hidden).toEqual(['medical_release']);

    // Both stay in the list: the original untouched, the clinic's version beside it.
    const list = (await app.call('GET', '/forms?per_page=50')).json<FormListResponse>();
    const byId = new Map(list.data.map((f) => [f.id, f]));
    expect(byId.get(original)).toMatchObject({ customized: false, version: 1 });
    expect(byId.get(mine.id)?.field_count).toBe(byId.get(original)!.field_count - 1);

    const { opened, row, text } = await filled(mine.id, {
      ...recordsRelease(),
      medical_release: 'Obtain Medical Records',
    });
    expect(opened.forms[0]).toMatchObject({ kind: 'template', tailoring: { version: 1 } });
    expect(row.form_version).toBe(1);
    expect(app.t.app.cipher.decryptJson(row.answers!)).not.toHaveProperty('medical_release');
    expect(text).toContain('Records Release (Columbus)');
    expect(text).toContain(`${app.clinic.name} answers questions at (614) 555-0100.`);
    expect(text).not.toContain('I would like to');
    expect(text).not.toContain('Texas');
  });

  it('saves a new version; earlier submissions keep the notice they signed', async () => {
    const original = await templateFormId(app.db, app.clinic.id, 1);
    const mine = formOf(
      await customize(original, {
        title: 'Release v1',
        customization: { notice: ['First words.'] },
      }),
    );
    const first = await filled(mine.id);
    const saved = await app.call('PUT', `/forms/${mine.id}/customization`, {
      title: 'Release v2',
      customization: { notice: ['Second words.'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(formOf(saved)).toMatchObject({ version: 2, title: 'Release v2' });
    const second = await filled(mine.id);
    expect([first.row.form_version, second.row.form_version]).toEqual([1, 2]);
    expect(second.text).toContain('Second words.');
    // The first submission's PDF, made again from its version, still says what was signed.
    await app.db
      .updateTable('submissions')
      .set({ pdf_status: 'pending', pdf_key: null })
      .where('id', '=', first.row.id)
      .execute();
    app.t.app.pdfWorker.kick();
    expect(await pdf(first.row.id)).toContain('First words.');
  });

  it('refuses what would change the template, naming the field, and stores nothing', async () => {
    const original = await templateFormId(app.db, app.clinic.id, 1);
    const before = await app.db.selectFrom('forms').select('id').execute();
    const hidden = await customize(original, {
      title: 'No signature',
      customization: { hidden: ['signature_patient'] },
    });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json()).toMatchObject({
      errors: {
        'customization.hidden': ['Patient Signature cannot be hidden: the template needs it.'],
      },
    });
    const placeholder = await customize(original, {
      title: 'Bad placeholder',
      customization: { notice: ['Pay {copy_fee}.'] },
    });
    expect(placeholder.statusCode).toBe(422);
    expect(Object.keys(placeholder.json<{ errors: object }>().errors)).toEqual([
      'customization.notice.0',
    ]);
    expect(await app.db.selectFrom('forms').select('id').execute()).toHaveLength(before.length);

    // The original is not edited in place, and a clinic's own form is not a template.
    const put = await app.call('PUT', `/forms/${original}/customization`, {
      title: 'In place',
      customization: {},
    });
    expect(put.statusCode).toBe(409);
    const own = await app.createForm();
    expect((await customize(own.id, { title: 'X', customization: {} })).statusCode).toBe(409);
  });

  it("serves the clinic's version to the preview with the practice's facts", async () => {
    const original = await templateFormId(app.db, app.clinic.id, 1);
    const detail = (await app.call('GET', `/forms/${original}`)).json<{ data: FormDetail }>().data;
    expect(detail.tailoring).toMatchObject({
      customization: null,
      practice: { name: app.clinic.name },
      version: 1,
    });
  });
});

describe("a clinic's own questions on its version", () => {
  const referral = {
    name: 'Referring_doctor',
    label: 'Referring doctor',
    input_type: 'text',
    is_required: true,
  };
  const pharmacy = { name: 'Pharmacy', label: 'Do you use a pharmacy?', input_type: 'yes_no' };
  const pharmacyName = {
    name: 'Pharmacy_name',
    label: 'Which pharmacy?',
    input_type: 'text',
    show_if: { join: 'all', conditions: [{ field: 'Pharmacy', op: 'equals', values: ['Yes'] }] },
  };

  it('asks them, checks them on the server, keeps the answers and prints them', async () => {
    const original = await templateFormId(app.db, app.clinic.id, 1);
    const created = await customize(original, {
      title: 'Release with referral',
      customization: { added: [referral, pharmacy, pharmacyName] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const mine = formOf(created);
    expect(mine.tailoring?.customization?.added.map((f) => f.name)).toEqual([
      'Referring_doctor',
      'Pharmacy',
      'Pharmacy_name',
    ]);
    const list = (await app.call('GET', '/forms?per_page=50')).json<FormListResponse>();
    const countOf = (id: number) => list.data.find((f) => f.id === id)?.field_count;
    expect(countOf(mine.id)).toBe(countOf(original)! + 3);

    // Without the required answer the server refuses, naming the question in our words.
    const { token } = await makeLink(app.db, { companyId: app.clinic.id, formId: mine.id });
    const missing = await submit(app.t.app, token, { fields: recordsRelease(), formId: mine.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      errors: { Referring_doctor: ['Referring doctor is required'] },
    });

    // A hidden question's answer is dropped; the asked ones are stored and printed.
    const { row, text } = await filled(mine.id, {
      ...recordsRelease(),
      Referring_doctor: 'Dr. Okafor',
      Pharmacy: 'No',
      Pharmacy_name: 'Should not be kept',
    });
    const answers = app.t.app.cipher.decryptJson(row.answers!);
    expect(answers).toMatchObject({ Referring_doctor: 'Dr. Okafor', Pharmacy: 'No' });
    expect(answers).not.toHaveProperty('Pharmacy_name');
    expect(text).toContain('Additional Questions');
    expect(text).toContain('Dr. Okafor');
    expect(text).not.toContain('Should not be kept');
    // Before the notice and the signature that accept it.
    expect(text.indexOf('Dr. Okafor')).toBeLessThan(text.indexOf('Patient Signature'));
  });

  it("refuses a template's answer key, a second signature and a builder mistake, storing nothing", async () => {
    const original = await templateFormId(app.db, app.clinic.id, 1);
    const before = await app.db.selectFrom('forms').select('id').execute();
    const refused = await customize(original, {
      title: 'Clashing',
      customization: {
        added: [
          { name: 'signature_patient', label: 'Again', input_type: 'text' },
          { name: 'Witness', label: 'Witness', input_type: 'signature' },
        ],
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: object }>().errors).toEqual({
      'customization.added.0.name': [
        'The template\'s question "Patient Signature" already uses this answer key. Choose another under Advanced.',
      ],
      'customization.added.1.input_type': [
        "The template's own signature closes the form. Ask for initials instead.",
      ],
    });
    const noOptions = await customize(original, {
      title: 'No options',
      customization: { added: [{ name: 'Color', label: 'Color', input_type: 'radio' }] },
    });
    expect(noOptions.statusCode).toBe(422);
    expect(noOptions.json<{ errors: object }>().errors).toEqual({
      'customization.added.0.options': ['Dropdowns and choice questions need at least one option.'],
    });
    expect(await app.db.selectFrom('forms').select('id').execute()).toHaveLength(before.length);
  });
});
