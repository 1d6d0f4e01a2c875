import { submissionMessages } from '@paperless/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeLink, refillPolicy, submit, templateFormId } from '#test/factories/patient-links.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { openBucket, type Bucket } from './s3.js';
import { startTestS3, type TestS3 } from '#test/support/s3.js';

// The whole app with its files in a bucket: the PDF worker stores there, downloads read from
// there, and an object missing from the bucket answers 404 (a file not found), never a 500.
let s3: TestS3;
let t: TestApp;
let clinic: TestClinic;
let bucket: Bucket;

beforeAll(async () => {
  s3 = await startTestS3(['clinic-files']);
  t = await createTestApp(s3.env('clinic-files', { S3_PREFIX: 'test' }));
  bucket = openBucket(s3.settings('clinic-files', { S3_PREFIX: 'test' }));
  clinic = await createClinic(t.app, t.db);
});
afterAll(async () => {
  bucket.close();
  await t.close();
  await s3.close();
});

const download = (id: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/forms/pdf/download',
    query: { url: `submission:${id}` },
    headers: clinic.headers,
  });

it('stores a submission PDF in the bucket and answers 404 once it is gone from there', async () => {
  const formId = await templateFormId(t.db, clinic.id, 7);
  const { token } = await makeLink(t.db, { companyId: clinic.id, formId });
  expect((await submit(t.app, token, { formId, fields: refillPolicy() })).statusCode).toBe(201);
  await t.app.pdfWorker.drain();
  const row = await t.db
    .selectFrom('submissions')
    .select(['id', 'pdf_status', 'pdf_key'])
    .where('company_id', '=', clinic.id)
    .executeTakeFirstOrThrow();
  expect(row.pdf_status).toBe('ready');
  // Sealed at rest, in the bucket under the prefix, not on the disk.
  expect((await bucket.read(row.pdf_key!))?.subarray(0, 4).toString('latin1')).toBe('PCv1');

  const ok = await download(row.id);
  expect(ok.statusCode).toBe(200);
  expect(ok.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await bucket.remove(row.pdf_key!);
  const gone = await download(row.id);
  expect(gone.statusCode).toBe(404);
  expect(gone.json()).toMatchObject({ message: submissionMessages.pdfMissing });
});

it('serves a logo from the bucket, and answers 404 for one missing there', async () => {
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
  const key = await t.app.storage.put('logos', 'png', bytes);
  const url = `/api/${key}`;
  const ok = await t.app.inject({ method: 'GET', url });
  expect(ok.statusCode).toBe(200);
  expect(ok.rawPayload.equals(bytes)).toBe(true);

  await bucket.remove(key);
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  expect(
    (await t.app.inject({ method: 'GET', url: `/api/logos/${'0'.repeat(32)}.webp` })).statusCode,
  ).toBe(404);
});
