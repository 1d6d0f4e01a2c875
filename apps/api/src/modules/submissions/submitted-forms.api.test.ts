import { ROLE, submissionMessages, type SubmittedFormsResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { addVisit, sha256 } from '#test/factories/submissions.js';

let t: TestApp;
let a: TestClinic;
let b: TestClinic;
let superHeaders: Record<string, string>;
let salesHeaders: Record<string, string>;
const ids: Record<string, string | undefined> = {};
const pdf = Buffer.from('%PDF-1.7\n% a submitted form\n%%EOF\n');

const day = (iso: string) => new Date(`${iso}T15:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db, ROLE.salesPerson);
  salesHeaders = bearer((await loginAs(t.app, seller)).token);
  superHeaders = bearer((await loginAs(t.app, await createUser(t.db))).token);
  a = await createClinic(t.app, t.db, { referenceId: seller.id });
  b = await createClinic(t.app, t.db);

  const key = await t.app.storage.put('submissions', 'pdf', pdf);
  const tampered = await t.app.storage.put('submissions', 'pdf', Buffer.from('%PDF changed'));
  [ids.ready, ids.pending] = await addVisit(t.db, a.id, {
    first: 'Ann',
    last: 'Lee',
    dob: '1980-02-29',
    at: day('2025-06-10'),
    files: [
      { formName: 'Demography', pdfName: 'Demography-Ann-Lee.pdf', status: 'ready', pdfKey: key, sha256: sha256(pdf) },
      { formName: 'Medical History', status: 'pending' },
    ],
  }); // prettier-ignore
  [ids.old] = await addVisit(t.db, a.id, {
    first: 'ann',
    last: 'LEE',
    dob: '1980-02-29',
    at: day('2025-01-05'),
    files: [{ formName: 'Records Release Authorization Form' }],
  });
  [ids.tampered, ids.failed] = await addVisit(t.db, a.id, {
    first: 'Bob',
    last: 'Stone',
    dob: '1975-12-01',
    at: day('2025-05-20'),
    files: [
      { formName: 'Telemedicine Informed Consent', status: 'ready', pdfKey: tampered, sha256: sha256(pdf) },
      { formName: 'Refill Policy', status: 'failed' },
    ],
  }); // prettier-ignore
  const otherKey = await t.app.storage.put('submissions', 'pdf', pdf);
  [ids.otherCompany] = await addVisit(t.db, b.id, {
    first: 'Cara',
    last: 'Diaz',
    dob: '1990-07-04',
    at: day('2025-06-01'),
    files: [{ formName: 'Demography', status: 'ready', pdfKey: otherKey, sha256: sha256(pdf) }],
  });
});
afterAll(() => t.close());

const list = (query: Record<string, string | number>, headers = a.headers) =>
  t.app.inject({ method: 'GET', url: '/api/submitted-forms', query: stringify(query), headers });
const download = (query: Record<string, string | number>, headers = a.headers) =>
  t.app.inject({ method: 'GET', url: '/api/forms/pdf/download', query: stringify(query), headers });
const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

async function names(query: Record<string, string | number>): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json<SubmittedFormsResponse>().data.patients.map((p) => p.patient_name);
}

describe('GET /api/submitted-forms', () => {
  it("groups the company's encounters by patient, newest first, with their files", async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    const body = response.json<SubmittedFormsResponse>();
    expect(body).toMatchObject({ total: 2, page: 1, per_page: 10 });
    const [ann, bob] = body.data.patients;
    expect(ann).toMatchObject({
      patient_name: 'Ann Lee',
      dob: '1980-02-29',
      last_submitted_at: '2025-06-10T15:00:00.000Z',
    });
    expect(ann!.files.map((f) => [f.form_name, f.url, f.status])).toEqual([
      ['Medical History', `submission:${ids.pending}`, 'pending'],
      ['Demography', `submission:${ids.ready}`, 'ready'],
      ['Records Release Authorization Form', `submission:${ids.old}`, 'unavailable'],
    ]);
    // Issue 18: named for the visit's patient, the form and the clinic's day, old rows too.
    expect(ann!.files[1]!.pdf_name).toBe('Lee, Ann - Demography - 2025-06-10.pdf');
    expect(ann!.files[2]!.pdf_name).toBe(
      'LEE, ann - Records Release Authorization Form - 2025-01-05.pdf',
    );
    expect(bob!.files.map((f) => f.status)).toEqual(['failed', 'ready']);
    // Another clinic's patient never shows.
    expect(JSON.stringify(body)).not.toContain('Diaz');
  });

  it.each([
    ['first name', 'ann'],
    ['name in either order', 'lee ann'],
    ['dob as stored', '1980-02-29'],
    ['dob as shown', '02/29/1980'],
    ['form name', 'medical hist'],
    ['pdf name', 'Demography-Ann'],
  ])('searches by %s', async (_key, search) => {
    expect(await names({ search })).toEqual(['Ann Lee']);
  });

  it('finds nothing for a term nobody matches, wildcards included', async () => {
    expect(await names({ search: 'zzz' })).toEqual([]);
    expect(await names({ search: '%' })).toEqual([]);
    expect((await list({ search: 'Cara' })).json()).toMatchObject({ total: 0 });
  });

  it('pages over patients', async () => {
    const second = (await list({ page: 2, per_page: 1 })).json<SubmittedFormsResponse>();
    expect(second).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(second.data.patients.map((p) => p.patient_name)).toEqual(['Bob Stone']);
    expect(await names({ page: 3, per_page: 1 })).toEqual([]);
    expect((await list({ per_page: 101 })).statusCode).toBe(422);
  });

  it('sorts patients by their latest submission, newest first unless asked', async () => {
    expect(await names({ sort: 'date_asc' })).toEqual(['Bob Stone', 'Ann Lee']);
    expect(await names({ sort: 'date_desc' })).toEqual(['Ann Lee', 'Bob Stone']);
    // Paged in the order asked; a patient's files stay newest first.
    const page = (
      await list({ sort: 'date_asc', page: 2, per_page: 1 })
    ).json<SubmittedFormsResponse>();
    expect(page.data.patients.map((p) => [p.patient_name, p.files[0]!.form_name])).toEqual([
      ['Ann Lee', 'Medical History'],
    ]);
    expect(await names({ sort: 'date_asc', search: 'stone' })).toEqual(['Bob Stone']);
    expect((await list({ sort: 'name' })).statusCode).toBe(422);
  });

  it('audits every read with ids and counts, never the search term', async () => {
    await list({ search: 'Stone' });
    const row = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'details', 'user_id'])
      .where('action', '=', 'submissions.list')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      target_type: 'company',
      target_id: String(a.id),
      user_id: a.owner.id,
    });
    expect(JSON.stringify(row.details)).not.toContain('Stone');
  });

  it('lets the Sub-Client Admin and staff naming the company read it', async () => {
    expect((await list({}, bearer(a.staff.token))).statusCode).toBe(200);
    const staff = await list({ company_id: a.id }, superHeaders);
    expect(staff.json<SubmittedFormsResponse>().total).toBe(2);
    expect((await list({}, superHeaders)).statusCode).toBe(422);
  });

  it('refuses callers without a session, the permission or the company', async () => {
    expect((await list({}, {})).statusCode).toBe(401);
    expect((await list({ company_id: a.id }, salesHeaders)).statusCode).toBe(403);
    expect((await list({ company_id: a.id }, b.headers)).statusCode).toBe(404);
    expect((await list({ company_id: 999_999 }, superHeaders)).statusCode).toBe(404);
  });
});

describe('GET /api/forms/pdf/download', () => {
  it('sends a ready PDF of the company, audited', async () => {
    const response = await download({ url: `submission:${ids.ready}`, pdf_name: 'x.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition':
        'attachment; filename="Lee, Ann - Demography - 2025-06-10.pdf"; ' +
        "filename*=UTF-8''Lee%2C%20Ann%20-%20Demography%20-%202025-06-10.pdf",
      'cache-control': 'no-store',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['outcome', 'target_id'])
      .where('action', '=', 'submission.download')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ outcome: 'success', target_id: ids.ready });
  });

  it('serves provider staff for the company they name, and nobody else', async () => {
    const url = `submission:${ids.ready}`;
    expect((await download({ url, company_id: a.id }, superHeaders)).statusCode).toBe(200);
    expect((await download({ url, company_id: b.id }, superHeaders)).statusCode).toBe(404);
    expect((await download({ url }, {})).statusCode).toBe(401);
    expect((await download({ url, company_id: a.id }, salesHeaders)).statusCode).toBe(403);
    expect((await download({ url }, b.headers)).statusCode).toBe(404);
  });

  it.each([
    ["another company's submission", () => `submission:${ids.otherCompany}`],
    ['a path in the reference', () => 'submission:../../x'],
    ['an absolute path', () => '/etc/passwd'],
    ['a made-up id', () => 'submission:99999999'],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await download({ url: url() });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers 404 for a raw storage key, even a real one', async () => {
    const row = await t.db
      .selectFrom('submissions')
      .select('pdf_key')
      .where('id', '=', ids.ready!)
      .executeTakeFirstOrThrow();
    expect((await download({ url: row.pdf_key! })).statusCode).toBe(404);
    expect((await download({ url: `submission:${row.pdf_key!}` })).statusCode).toBe(404);
  });

  it('refuses bytes that do not match their checksum, audited as a failure', async () => {
    const response = await download({ url: `submission:${ids.tampered}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: submissionMessages.pdfIntegrity });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['outcome', 'details'])
      .where('action', '=', 'submission.download')
      .where('target_id', '=', ids.tampered!)
      .executeTakeFirstOrThrow();
    expect(audit.outcome).toBe('failure');
    expect(audit.details).toMatchObject({ reason: 'integrity' });
  });

  it('says why a PDF that is not ready cannot be had', async () => {
    const pending = await download({ url: `submission:${ids.pending}` });
    expect([pending.statusCode, pending.json().message]).toEqual([
      409,
      submissionMessages.pdfPending,
    ]);
    const failed = await download({ url: `submission:${ids.failed}` });
    expect([failed.statusCode, failed.json().message]).toEqual([409, submissionMessages.pdfFailed]);
    const old = await download({ url: `submission:${ids.old}` });
    expect([old.statusCode, old.json().message]).toEqual([404, submissionMessages.pdfUnavailable]);
  });
});
