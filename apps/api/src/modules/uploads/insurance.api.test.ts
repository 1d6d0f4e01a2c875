import { submissionUploadsResponseSchema, uploadMessages } from '@paperless/core';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { linkWorld, patient, submit, templateFormId } from '#test/factories/patient-links.js';
import { flatText } from '#test/pdf/pdf-text.js';
import { clearPng, gpsJpeg, imagesOn, upload, uploadId } from '#test/factories/uploads.js';

/**
 * The built-in Insurance Information template (template 11, spec decision 27): its card photos
 * and photo ID are uploaded to the link like a clinic's own file questions, checked by the
 * template's validator, bound to the submission, drawn in its PDF and listed for staff.
 */
// Every clinic has the template among its forms (giveTemplateForms).
const t = linkWorld({ name: 'Bayside Family Practice' }, (db, companyId) =>
  templateFormId(db, companyId, 11),
);

const today = () => new Date().toISOString().slice(0, 10);

/** Everything but the files, with a secondary policy. */
const answers = () => ({
  ...patient,
  primary_carrier: 'Blue Cross Blue Shield of Texas',
  primary_plan_name: 'BlueChoice PPO',
  primary_member_id: 'XQB884120377',
  primary_group_number: 'GRP-20931',
  primary_holder_firstname: 'Zelda',
  primary_holder_lastname: 'Quimby',
  primary_holder_dob: patient.dob,
  primary_relationship: 'Self',
  has_secondary: 'Yes',
  secondary_carrier: 'Aetna Medicare',
  secondary_member_id: 'W771203558',
  secondary_holder_firstname: 'Otto',
  secondary_holder_lastname: 'Quimby',
  secondary_holder_dob: '1979-10-21',
  secondary_relationship: 'Spouse',
  signature: { kind: 'typed', text: 'Zelda Quimby', font: 'Caveat' },
  date: today(),
});

async function cardPhotos(token: string) {
  return {
    card_front: { upload_id: await uploadId(t.app, token, 'card_front', await gpsJpeg(), 'image/jpeg') }, // prettier-ignore
    card_back: { upload_id: await uploadId(t.app, token, 'card_back', await clearPng(), 'image/png') }, // prettier-ignore
    photo_id: { upload_id: await uploadId(t.app, token, 'photo_id', await gpsJpeg(600, 380), 'image/jpeg') }, // prettier-ignore
  };
}

const submissionOf = (linkId: string) =>
  t.db
    .selectFrom('submissions')
    .select(['id', 'pdf_key'])
    .where('link_id', '=', linkId)
    .executeTakeFirst();

const uploadsOfLink = (linkId: string) =>
  t.db
    .selectFrom('form_uploads')
    .select(['field', 'submission_id'])
    .where('link_id', '=', linkId)
    .orderBy('field')
    .execute();

describe('Insurance Information with card photos', () => {
  it('is submitted with its photos bound, printed in the PDF and listed for staff', async () => {
    const link = await t.link();
    const photos = await cardPhotos(link.token);
    const response = await submit(t.app, link.token, {
      formId: t.formId,
      fields: { ...answers(), ...photos },
    });
    expect(response.statusCode, response.body).toBe(201);

    const submission = (await submissionOf(link.linkId))!;
    const bound = await uploadsOfLink(link.linkId);
    expect(bound.map((u) => [u.field, String(u.submission_id)])).toEqual([
      ['card_back', String(submission.id)],
      ['card_front', String(submission.id)],
      ['photo_id', String(submission.id)],
    ]);

    await t.app.pdfWorker.drain();
    const { pdf_key } = (await submissionOf(link.linkId))!;
    const bytes = t.app.cipher.decryptBytes((await t.app.storage.get(pdf_key!))!);
    const text = await flatText(new Uint8Array(bytes));
    for (const expected of [
      'Insurance Information',
      'Primary Insurance',
      'Blue Cross Blue Shield of Texas',
      'XQB884120377',
      'Secondary Insurance',
      'Aetna Medicare',
      'Spouse',
      'Insurance Card and Photo ID',
      'Front of the insurance card',
      'Back of the insurance card',
      "Photo ID (driver's license or other government ID)",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('[file unavailable]');
    // The three photos are drawn (the typed signature is text, not an image).
    const pages = (await PDFDocument.load(bytes)).getPages();
    expect(pages.reduce((n, page) => n + imagesOn(page), 0)).toBe(3);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/submissions/${submission.id}/uploads`,
      headers: t.clinic.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { data } = submissionUploadsResponseSchema.parse(listed.json());
    expect(data.map((u) => [u.field, u.label, u.mime])).toEqual([
      ['card_front', 'Front of the insurance card', 'image/jpeg'],
      ['card_back', 'Back of the insurance card', 'image/png'],
      ['photo_id', "Photo ID (driver's license or other government ID)", 'image/jpeg'],
    ]);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/submissions/${submission.id}/uploads/${photos.card_front.upload_id}`,
      headers: t.clinic.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('Front-of-the-insurance-card.jpg');
  });

  it('refuses a missing card photo by its field, storing nothing', async () => {
    const link = await t.link();
    const { card_front, photo_id } = await cardPhotos(link.token);
    const response = await submit(t.app, link.token, {
      formId: t.formId,
      fields: { ...answers(), card_front, photo_id },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      card_back: ['Photo of the back of the insurance card is required'],
    });
    expect(await submissionOf(link.linkId)).toBeUndefined();
    expect((await uploadsOfLink(link.linkId)).every((u) => u.submission_id === null)).toBe(true);
  });

  it("refuses an answer naming another question's upload", async () => {
    const link = await t.link();
    const photos = await cardPhotos(link.token);
    const response = await submit(t.app, link.token, {
      formId: t.formId,
      fields: { ...answers(), ...photos, card_back: photos.card_front },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      card_back: [uploadMessages.uploadAgain('Back of the insurance card')],
    });
    expect(await submissionOf(link.linkId)).toBeUndefined();
  });

  it('asks nothing of the secondary policy when the patient has none', async () => {
    const link = await t.link();
    const fields = Object.fromEntries(
      Object.entries(answers()).filter(([key]) => !key.startsWith('secondary_')),
    );
    const response = await submit(t.app, link.token, {
      formId: t.formId,
      fields: { ...fields, has_secondary: 'No', ...(await cardPhotos(link.token)) },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('takes files only for its file fields, and refuses a fake image', async () => {
    const link = await t.link();
    const fake = await upload(t.app, link.token, 'card_front', 'not a photo at all', 'image/jpeg');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ file: [uploadMessages.unreadable] });
    const text = await upload(t.app, link.token, 'primary_carrier', await gpsJpeg(), 'image/jpeg');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ field: [uploadMessages.notAFileQuestion] });
    expect(await uploadsOfLink(link.linkId)).toEqual([]);
  });
});
