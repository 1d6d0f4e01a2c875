import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { storePdf } from '#test/factories/packets.js';
import { addVisit } from '#test/factories/submissions.js';
import { VERIFY_MAX_BYTES, verifyMessages, type VerifyResponse } from '@paperless/core';

let t: TestApp;
let a: TestClinic;
let b: TestClinic;
let submissionId = '';
let original: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClinic(t.app, t.db);
  b = await createClinic(t.app, t.db);
  const stored = await storePdf(t.app, 'Medical History', 2);
  const [id] = await addVisit(t.db, a.id, {
    first: 'Zoë',
    last: "O'Brien",
    dob: '1984-03-07',
    at: new Date('2026-06-10T14:00:00Z'),
    files: [{ formName: 'Medical History', status: 'ready', ...stored }],
  });
  submissionId = id!;
  // What the clinic downloads is what Verify is given back.
  const download = await t.app.inject({
    method: 'GET',
    url: '/api/forms/pdf/download',
    query: { url: `submission:${submissionId}` },
    headers: a.headers,
  });
  expect(download.statusCode).toBe(200);
  original = download.rawPayload;
  expect(original.equals(stored.bytes)).toBe(true);
});
afterAll(() => t.close());

const verify = (body: Buffer, headers = a.headers, type = 'application/pdf') =>
  t.app.inject({
    method: 'POST',
    url: '/api/documents/verify',
    payload: body,
    headers: { ...headers, 'content-type': type },
  });

async function auditRows() {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['outcome', 'target_type', 'target_id', 'company_id', 'details'])
    .where('action', '=', 'document.verify')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<
      string,
      unknown
    >,
  }));
}

describe('POST /api/documents/verify', () => {
  it('finds the submission a downloaded PDF was made for', async () => {
    const response = await verify(original);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<VerifyResponse>();
    expect(body.data).toMatchObject({
      matched: true,
      size: original.length,
      submission: {
        submission_id: Number(submissionId),
        url: `submission:${submissionId}`,
        form_name: 'Medical History',
        patient_name: "Zoë O'Brien",
        dob: '1984-03-07',
        submitted_at: '2026-06-10T14:00:00.000Z',
        pdf_name: expect.stringMatching(/^O'Brien, Zoë - Medical History - 2026-06-1\d\.pdf$/),
      },
    });
    expect(body.time_zone).toBeTruthy();
  });

  it('refuses a copy with one byte changed', async () => {
    const changed = Buffer.from(original);
    const at = changed.length - 20;
    changed[at] = changed[at]! ^ 0x01;
    const response = await verify(changed);
    expect(response.statusCode).toBe(200);
    expect(response.json<VerifyResponse>().data).toMatchObject({
      matched: false,
      submission: null,
    });
  });

  it("does not match another clinic's PDF (tenancy)", async () => {
    const response = await verify(original, b.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<VerifyResponse>().data.matched).toBe(false);
    // Nor can a clinic name another company to search it.
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      query: { company_id: String(a.id) },
      payload: original,
      headers: { ...b.headers, 'content-type': 'application/pdf' },
    });
    expect(named.statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF, whatever its type says', async () => {
    for (const body of [Buffer.from('hello, not a pdf'), Buffer.from(''), Buffer.from('%PD')]) {
      const response = await verify(body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: verifyMessages.notPdf,
        errors: { file: [verifyMessages.notPdf] },
      });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      payload: { file: '%PDF-' },
      headers: a.headers,
    });
    expect(json.statusCode).toBe(422);
  });

  it('refuses a PDF over 20 MB and stores nothing', async () => {
    const files = async () => (await readdir(t.config.dataDir, { recursive: true })).sort();
    const before = await files();
    const big = Buffer.alloc(VERIFY_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.7\n', 0, 'latin1');
    const response = await verify(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: verifyMessages.tooLarge,
      errors: { file: [verifyMessages.tooLarge] },
    });
    // Exactly at the limit is read (and is simply not one of ours).
    const atLimit = await verify(big.subarray(0, VERIFY_MAX_BYTES));
    expect(atLimit.json<VerifyResponse>().data.matched).toBe(false);
    expect(await files()).toEqual(before);
    expect(path.isAbsolute(t.config.dataDir)).toBe(true);
  });

  it('audits every check with its result and ids, never the patient', async () => {
    const rows = await auditRows();
    expect(rows.map((r) => [r.outcome, r.details.matched ?? r.details.reason])).toEqual([
      ['success', true],
      ['success', false],
      ['success', false],
      ['failure', 'not_pdf'],
      ['failure', 'not_pdf'],
      ['failure', 'not_pdf'],
      ['failure', 'not_pdf'],
      ['failure', 'too_large'],
      ['success', false],
    ]);
    expect(rows[0]).toMatchObject({
      target_type: 'submission',
      target_id: submissionId,
      company_id: a.id,
      details: { company_id: a.id, matched: true, size: original.length },
    });
    expect(rows[2]).toMatchObject({ company_id: b.id, details: { company_id: b.id } });
    expect(JSON.stringify(rows)).not.toMatch(/Brien|Zo|Medical/);
  });

  it('needs the permission to view submitted forms', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      payload: original,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(response.statusCode).toBe(401);
  });
});
