import { ROLE, submissionUploadsResponseSchema } from '@paperless/core';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { makeLink, patient, submit } from '#test/factories/patient-links.js';
import { fileForm, gpsJpeg, letterPdf, uploadId } from '#test/factories/uploads.js';

/**
 * Staff's view of a submission's files (View Forms, issue 17): listed and downloaded with
 * view_submissions, for a company in scope only, every read audited.
 */
let t: TestApp;
let clinic: TestClinic;
let other: TestClinic;
let submissionId: string;
let photo: string;
let letter: string;

beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db);
  other = await createClinic(t.app, t.db);
  const formId = await fileForm(t.db, clinic.id);
  const link = await makeLink(t.db, { companyId: clinic.id, formId });
  photo = await uploadId(t.app, link.token, 'card_front', await gpsJpeg(), 'image/jpeg');
  letter = await uploadId(t.app, link.token, 'referral', await letterPdf(1), 'application/pdf');
  const response = await submit(t.app, link.token, {
    formId,
    fields: { ...patient, card_front: { upload_id: photo }, referral: { upload_id: letter } },
  });
  expect(response.statusCode, response.body).toBe(201);
  const row = await t.db
    .selectFrom('submissions')
    .select('id')
    .where('link_id', '=', link.linkId)
    .executeTakeFirstOrThrow();
  submissionId = String(row.id);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>, query?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers, ...(query ? { query } : {}) });

const audited = (action: string, targetId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['user_id', 'company_id', 'outcome'])
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();

describe("a submission's uploads, for staff", () => {
  it('lists them with their question labels, audited', async () => {
    const response = await get(`/submissions/${submissionId}/uploads`, clinic.headers);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = submissionUploadsResponseSchema.parse(response.json());
    expect(data).toEqual([
      expect.objectContaining({
        upload_id: photo,
        field: 'card_front',
        label: 'Insurance card (front)',
        mime: 'image/jpeg',
        width: 1200,
        height: 800,
        pages: null,
      }),
      expect.objectContaining({ upload_id: letter, label: 'Referral letter', pages: 1 }),
    ]);
    expect(await audited('submissions.upload_list', submissionId)).toContainEqual({
      user_id: clinic.owner.id,
      company_id: clinic.id,
      outcome: 'success',
    });
  });

  it('downloads one as an attachment that is never cached or sniffed, audited', async () => {
    const response = await get(`/submissions/${submissionId}/uploads/${photo}`, clinic.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': 'attachment; filename="Insurance-card-front.jpg"',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const row = await t.db
      .selectFrom('form_uploads')
      .select('sha256')
      .where('id', '=', photo)
      .executeTakeFirstOrThrow();
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(row.sha256);
    expect((await sharp(response.rawPayload).metadata()).exif).toBeUndefined();
    const pdf = await get(`/submissions/${submissionId}/uploads/${letter}`, clinic.headers);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Referral-letter.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await audited('submissions.upload_view', photo)).toContainEqual({
      user_id: clinic.owner.id,
      company_id: clinic.id,
      outcome: 'success',
    });
  });

  it('answers 404 to another clinic, and to an id that names no upload of the submission', async () => {
    for (const url of [
      `/submissions/${submissionId}/uploads`,
      `/submissions/${submissionId}/uploads/${photo}`,
    ]) {
      expect((await get(url, other.headers)).statusCode, url).toBe(404);
      // Naming the company does not help a clinic user either.
      expect((await get(url, other.headers, { company_id: String(clinic.id) })).statusCode).toBe(
        404,
      );
    }
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const response = await get(`/submissions/${submissionId}/uploads/${id}`, clinic.headers);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('lets provider staff with view_submissions name the clinic; a Sales Person gets 403', async () => {
    const admin = await createUser(t.db, ROLE.superAdmin);
    const adminHeaders = bearer((await loginAs(t.app, admin)).token);
    const url = `/submissions/${submissionId}/uploads/${photo}`;
    expect((await get(url, adminHeaders, { company_id: String(clinic.id) })).statusCode).toBe(200);
    expect((await get(url, adminHeaders, { company_id: String(other.id) })).statusCode).toBe(404);
    const sales = await createUser(t.db, ROLE.salesPerson);
    const salesHeaders = bearer((await loginAs(t.app, sales)).token);
    const refused = await get(url, salesHeaders, { company_id: String(clinic.id) });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a file whose stored bytes no longer match, audited as a failure', async () => {
    const row = await t.db
      .selectFrom('form_uploads')
      .select('storage_key')
      .where('id', '=', letter)
      .executeTakeFirstOrThrow();
    const original = (await t.app.storage.get(row.storage_key))!;
    await t.app.storage.replace(
      row.storage_key,
      t.app.cipher.encryptBytes(Buffer.from('%PDF-1.7 other')),
    );
    try {
      const response = await get(`/submissions/${submissionId}/uploads/${letter}`, clinic.headers);
      expect(response.statusCode).toBe(409);
      expect((await audited('submissions.upload_view', letter)).map((r) => r.outcome)).toContain(
        'failure',
      );
    } finally {
      await t.app.storage.replace(row.storage_key, original);
    }
  });
});
