import { uploadMessages, type CustomFormFieldInput } from '@paperless/core';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { customForm, linkWorld, patient, submit } from '#test/factories/patient-links.js';
import { flatText } from '#test/pdf/pdf-text.js';
import {
  fileForm,
  fileFormFields,
  gpsJpeg,
  imagesOn,
  letterPdf,
  uploadId,
} from '#test/factories/uploads.js';

/**
 * A form with file questions submitted (issue 17): its answers name uploads of the same link and
 * question, which are bound to the new submission in the transaction that stores it; the PDF
 * shows each photo under its question and appends each PDF's pages.
 */
const t = linkWorld({ name: 'Harbor Dental' }, fileForm);

const boundTo = async (id: string) =>
  (
    await t.db
      .selectFrom('form_uploads')
      .select('submission_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).submission_id;

const submissionOf = (linkId: string) =>
  t.db
    .selectFrom('submissions')
    .select(['id', 'pdf_key'])
    .where('link_id', '=', linkId)
    .executeTakeFirst();

describe('submitting a form with uploads', () => {
  it('binds the uploads to the submission, and prints the photo and the attached PDF', async () => {
    const link = await t.link();
    const photo = await uploadId(t.app, link.token, 'card_front', await gpsJpeg(), 'image/jpeg');
    const letter = await uploadId(
      t.app,
      link.token,
      'referral',
      await letterPdf(2),
      'application/pdf',
    );
    const response = await submit(t.app, link.token, {
      formId: t.formId,
      fields: {
        ...patient,
        card_front: { upload_id: photo },
        carrier: 'Blue Cross',
        referral: { upload_id: letter.toUpperCase() },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const submission = (await submissionOf(link.linkId))!;
    expect(String(await boundTo(photo))).toBe(String(submission.id));
    expect(String(await boundTo(letter))).toBe(String(submission.id));

    await t.app.pdfWorker.drain();
    const { pdf_key } = (await submissionOf(link.linkId))!;
    const bytes = t.app.cipher.decryptBytes((await t.app.storage.get(pdf_key!))!);
    const doc = await PDFDocument.load(bytes);
    const text = await flatText(new Uint8Array(bytes));
    expect(text).toContain('Insurance card (front)');
    expect(text).toContain('Attached PDF, 2 pages (after this form)');
    // The form's own page(s), then the letter's two pages at the end.
    const pages = doc.getPages();
    const formPages = pages.length - 2;
    expect(formPages).toBeGreaterThanOrEqual(1);
    expect(pages.slice(0, formPages).reduce((n, page) => n + imagesOn(page), 0)).toBe(1);
    expect(text).toContain(`Page ${formPages} of ${formPages}`);
    expect(text).toContain('Referral letter page 1');
    expect(text).toContain('Referral letter page 2');
  });

  it("binds a bucket's upload, sent with an earlier form, when the last form completes the link", async () => {
    const notes = await customForm(t.db, t.clinic.id, [
      { name: 'notes', label: 'Notes', type: 'input', input_type: 'text', is_required: 0 },
    ]);
    const bucketId = await t.bucket([t.formId, notes]);
    const link = await t.link({ bucketId });
    const photo = await uploadId(t.app, link.token, 'card_front', await gpsJpeg(), 'image/jpeg');
    const first = await submit(t.app, link.token, {
      formId: bucketId,
      currentFormId: t.formId,
      fields: { ...patient, card_front: { upload_id: photo } },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await boundTo(photo)).toBeNull();
    const last = await submit(t.app, link.token, {
      formId: bucketId,
      currentFormId: notes,
      lastForm: true,
      fields: { ...patient, notes: 'None' },
    });
    expect(last.statusCode, last.body).toBe(201);
    const row = await t.db
      .selectFrom('submissions')
      .select('id')
      .where('link_id', '=', link.linkId)
      .where('form_id', '=', t.formId)
      .executeTakeFirstOrThrow();
    expect(String(await boundTo(photo))).toBe(String(row.id));
  });

  it("refuses another link's upload, another question's and an unknown id, storing nothing", async () => {
    const first = await t.link();
    const theirs = await uploadId(t.app, first.token, 'card_front', await gpsJpeg(), 'image/jpeg');
    const second = await t.link();
    const letter = await uploadId(
      t.app,
      second.token,
      'referral',
      await letterPdf(1),
      'application/pdf',
    );
    const label = 'Insurance card (front)';
    const again = {
      message: uploadMessages.uploadAgain(label),
      errors: { card_front: [uploadMessages.uploadAgain(label)] },
    };
    for (const id of [theirs, letter, crypto.randomUUID()]) {
      const response = await submit(t.app, second.token, {
        formId: t.formId,
        fields: { ...patient, card_front: { upload_id: id } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(again);
    }
    expect(await submissionOf(second.linkId)).toBeUndefined();
    expect(await boundTo(theirs)).toBeNull();
  });

  it('refuses an upload already bound to a submission, even on a link of the same form', async () => {
    const first = await t.link();
    const photo = await uploadId(t.app, first.token, 'card_front', await gpsJpeg(), 'image/jpeg');
    const fields = { ...patient, card_front: { upload_id: photo } };
    expect((await submit(t.app, first.token, { formId: t.formId, fields })).statusCode).toBe(201);
    const second = await t.link();
    const reused = await submit(t.app, second.token, { formId: t.formId, fields });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({
      card_front: [uploadMessages.uploadAgain('Insurance card (front)')],
    });
  });

  it("requires a required file question, with core's message for a bad answer", async () => {
    const link = await t.link();
    const missing = await submit(t.app, link.token, { formId: t.formId, fields: { ...patient } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.card_front).toEqual(['Insurance card (front) is required']);
    const shaped = await submit(t.app, link.token, {
      formId: t.formId,
      fields: { ...patient, card_front: { upload_id: 'not-a-uuid' } },
    });
    expect(shaped.json().errors.card_front).toEqual([
      uploadMessages.invalid('Insurance card (front)'),
    ]);
  });

  it("leaves a hidden question's upload unbound and unprinted", async () => {
    const fields: CustomFormFieldInput[] = [
      {
        name: 'insured',
        label: 'Do you have insurance?',
        type: 'yes_no',
        input_type: 'yes_no',
        is_required: 1,
      },
      {
        ...fileFormFields[0]!,
        show_if: { conditions: [{ field: 'insured', op: 'equals', values: ['Yes'] }] },
      },
    ];
    const conditional = await fileForm(t.db, t.clinic.id, fields);
    const link = await t.link({ formId: conditional });
    const photo = await uploadId(t.app, link.token, 'card_front', await gpsJpeg(), 'image/jpeg');
    const response = await submit(t.app, link.token, {
      formId: conditional,
      fields: { ...patient, insured: 'No', card_front: { upload_id: photo } },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await boundTo(photo)).toBeNull();
    await t.app.pdfWorker.drain();
    const { pdf_key } = (await submissionOf(link.linkId))!;
    const bytes = t.app.cipher.decryptBytes((await t.app.storage.get(pdf_key!))!);
    expect(await flatText(new Uint8Array(bytes))).not.toContain('Insurance card');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPages().reduce((n, page) => n + imagesOn(page), 0)).toBe(0);
  });
});
