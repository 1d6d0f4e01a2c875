import { customFormMessages, type CustomFormFieldInput, type ShowIfInput } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { flatText } from '#test/pdf/pdf-text.js';
import { customForm, makeLink, patient, submit } from '#test/factories/patient-links.js';

/**
 * A clinic's own form with conditions (issue 17), submitted by a patient: only the questions the
 * patient was shown are required, kept and printed. The same evaluator (core conditions.ts)
 * decides for the browser, the server's check and the PDF.
 */
let t: TestApp;
let clinic: TestClinic;
let formId: number;

const whenSmoker: ShowIfInput = {
  conditions: [{ field: 'smoker', op: 'equals', values: ['Yes'] }],
};
const fields: CustomFormFieldInput[] = [
  { name: 'smoker', label: 'Do you smoke?', type: 'yes_no', input_type: 'yes_no', is_required: 1 },
  {
    name: 'smoking',
    label: 'Smoking',
    type: 'heading',
    input_type: 'heading',
    show_if: whenSmoker,
  },
  { name: 'packs', label: 'Packs a day', type: 'input', input_type: 'number', is_required: 1 },
  { name: 'other', label: 'Anything else', type: 'heading', input_type: 'heading' },
  {
    name: 'quit_plan',
    label: 'Plans to quit',
    type: 'textarea',
    input_type: 'textarea',
    is_required: 1,
    show_if: whenSmoker,
  },
  { name: 'ok', label: 'Your initials', type: 'input', input_type: 'initials', is_required: 1 },
];

beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db);
  formId = await customForm(t.db, clinic.id, fields);
});
afterAll(() => t.close());

/** Submits the form through a fresh link; the stored submission row once it is stored. */
async function send(answers: Record<string, unknown>) {
  const { token, linkId } = await makeLink(t.db, { companyId: clinic.id, formId });
  const response = await submit(t.app, token, { fields: { ...patient, ...answers }, formId });
  const row = await t.db
    .selectFrom('submissions')
    .selectAll()
    .where('link_id', '=', linkId)
    .executeTakeFirst();
  return { response, row };
}

/** The PDF the worker makes of a stored submission, as text. */
async function printed(id: string): Promise<string> {
  await t.app.pdfWorker.drain();
  const row = await t.db
    .selectFrom('submissions')
    .select(['pdf_status', 'pdf_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row.pdf_status).toBe('ready');
  const sealed = await t.app.storage.get(row.pdf_key!);
  return flatText(new Uint8Array(t.app.cipher.decryptBytes(sealed!)));
}

/** Submits answers the server must take: the answers it stored (opened) and the PDF's text. */
async function accepted(answers: Record<string, unknown>) {
  const { response, row } = await send(answers);
  expect(response.statusCode, response.body).toBe(201);
  return { stored: t.app.cipher.decryptJson(row!.answers!), text: await printed(row!.id) };
}

describe('a custom form with conditions, submitted', () => {
  it('does not require a hidden question, and keeps and prints only what was shown', async () => {
    // A stale answer to each hidden question comes along, as a browser might send it.
    const { stored, text } = await accepted({
      smoker: 'No',
      packs: '20',
      quit_plan: 'Cold turkey in March',
      ok: 'Z.Q.',
    });
    expect(stored).toEqual({ ...patient, smoker: 'No', ok: 'Z.Q.' });
    expect(text).toContain('Do you smoke? No');
    expect(text).toContain('Anything else Your initials Z.Q.');
    for (const hidden of ['Smoking', 'Packs a day', 'Plans to quit', 'Cold turkey']) {
      expect(text).not.toContain(hidden);
    }
  });

  it("requires a shown question, naming it with core's message, and stores nothing", async () => {
    const { response, row } = await send({ smoker: 'Yes', ok: 'ZQ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: customFormMessages.required('Packs a day'),
      errors: {
        packs: [customFormMessages.required('Packs a day')],
        quit_plan: [customFormMessages.required('Plans to quit')],
      },
    });
    expect(row).toBeUndefined();
  });

  it('keeps and prints the answers of a section its rule shows', async () => {
    const shown = { smoker: 'Yes', packs: '2', quit_plan: 'Patches from June', ok: 'ZQ' };
    const { stored, text } = await accepted(shown);
    expect(stored).toEqual({ ...patient, ...shown });
    expect(text).toContain('Smoking Packs a day 2');
    expect(text).toContain('Plans to quit Patches from June');
  });
});
