import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { ZIP_MAX_FILES, packetMessages } from './packet-schemas.js';
import { storePdf, zipEntryNames } from '#test/factories/packets.js';
import { flatText, pdfText } from '#test/pdf/pdf-text.js';
import { addVisit, sha256 } from '#test/factories/submissions.js';

let t: TestApp;
let a: TestClinic;
let b: TestClinic;
const ids: Record<string, string | undefined> = {};
const originals: Record<string, Buffer> = {};
let work: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClinic(t.app, t.db);
  b = await createClinic(t.app, t.db);
  await t.db.updateTable('companies').set({ time_zone: 'America/Chicago' }).where('id', '=', a.id).execute(); // prettier-ignore
  work = await mkdtemp(path.join(tmpdir(), 'packet-test-'));

  const demography = await storePdf(t.app, 'Demography', 1);
  const history = await storePdf(t.app, 'History', 2);
  const consent = await storePdf(t.app, 'Consent', 3);
  originals.demography = demography.bytes;
  originals.history = history.bytes;
  originals.consent = consent.bytes;
  // One visit (a bucket: Demography then History), a name in Vietnamese, at 02:00 UTC, which
  // is still the day before in Chicago.
  [ids.demography, ids.history, ids.pending] = await addVisit(t.db, a.id, {
    first: 'Hằng',
    last: 'Nguyễn',
    dob: '1984-03-07',
    at: new Date('2026-06-11T02:00:00Z'),
    files: [
      { formName: 'Demography', status: 'ready', ...demography },
      { formName: 'Medical History', status: 'ready', ...history },
      { formName: 'Refill Policy', status: 'pending' },
    ],
  });
  // An older visit with a form title full of path characters and an old-style stored name.
  [ids.consent] = await addVisit(t.db, a.id, {
    first: 'Hằng',
    last: 'Nguyễn',
    dob: '1984-03-07',
    at: new Date('2026-01-05T15:00:00Z'),
    files: [
      { formName: '../Consent: A/B', pdfName: 'Consent - 2026-01-05.pdf', status: 'ready', ...consent },
    ],
  }); // prettier-ignore
  const other = await storePdf(t.app, 'Other', 1);
  [ids.otherClinic] = await addVisit(t.db, b.id, {
    first: 'Cara',
    last: 'Diaz',
    dob: null,
    at: new Date('2026-06-01T15:00:00Z'),
    files: [{ formName: 'Demography', status: 'ready', ...other }],
  });
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

const get = (url: string, submissionIds: string[], headers = a.headers) =>
  t.app.inject({
    method: 'GET',
    url,
    query: { submission_ids: submissionIds.join(',') },
    headers,
  });
const pdfOf = (list: string[]) => get('/api/submitted-forms/packet.pdf', list);
const zipOf = (list: string[]) => get('/api/submitted-forms/packet.zip', list);

/** The decoded name of a Content-Disposition's filename*. */
const nameIn = (header: unknown) =>
  decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(header))![1]!);

async function downloads(after: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'outcome', 'target_id', 'details'])
    .where('id', '>', after)
    .where('action', '=', 'submission.download')
    .orderBy('id')
    .execute();
}
/** An audit row's details, as the driver hands them over (JSON text or already parsed). */
const detailsOf = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
const lastAuditId = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

describe('GET /api/submitted-forms/packet.pdf', () => {
  it('holds a first page listing the forms, then every selected form in the order submitted', async () => {
    const before = await lastAuditId();
    const response = await pdfOf([ids.history!, ids.consent!, ids.demography!]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(nameIn(response.headers['content-disposition'])).toBe(
      'Nguyễn, Hằng - Forms - 2026-06-10.pdf',
    );
    const bytes = response.rawPayload;
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1 + 3 + 1 + 2);
    const pages = await pdfText(new Uint8Array(bytes));
    const cover = pages[0]!.text.replace(/\s+/g, ' ');
    for (const expected of [
      'Patient packet',
      'Hằng Nguyễn',
      '03/07/1984',
      '../Consent: A/B',
      'Demography',
      'Medical History',
      // 02:00 UTC in Chicago (daylight time), with the zone's abbreviation.
      '06/10/2026 9:00 PM CDT',
      '01/05/2026 9:00 AM CST',
    ])
      expect(cover).toContain(expected);
    // The oldest visit first, then the bucket's forms in its order.
    expect(pages.slice(1).map((p) => p.text.trim())).toEqual([
      'Consent page 1',
      'Consent page 2',
      'Consent page 3',
      'Demography page 1',
      'History page 1',
      'History page 2',
    ]);
    const rows = await downloads(before);
    expect(rows.map((r) => [r.target_id, r.outcome, detailsOf(r.details).packet])).toEqual(
      expect.arrayContaining([
        [ids.consent, 'success', 'pdf'],
        [ids.demography, 'success', 'pdf'],
        [ids.history, 'success', 'pdf'],
      ]),
    );
    expect(rows).toHaveLength(3);
    // Ids only: no name of the patient in the audit rows.
    expect(JSON.stringify(rows)).not.toMatch(/Nguy|Hằng|Consent/);
  });

  it('names a pending form in a 409 and audits the refusal', async () => {
    const before = await lastAuditId();
    const response = await pdfOf([ids.demography!, ids.pending!]);
    expect(response.statusCode).toBe(409);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toMatch(
      /^This form is not ready to download: Refill Policy \(.*CDT, still being prepared\)/,
    );
    expect(body.errors.submission_ids).toEqual([body.message]);
    expect((await downloads(before)).map((r) => [r.target_id, r.outcome])).toEqual([
      [ids.pending, 'failure'],
    ]);
  });

  it("does not reach another clinic's form", async () => {
    const response = await pdfOf([ids.demography!, ids.otherClinic!]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { submission_ids: [packetMessages.notFound] },
    });
    const asB = await get('/api/submitted-forms/packet.pdf', [ids.otherClinic!], b.headers);
    expect(asB.statusCode).toBe(200);
    expect(await flatText(new Uint8Array(asB.rawPayload))).toContain('Other page 1');
  });

  it('refuses a file whose bytes no longer match their checksum', async () => {
    const tampered = await storePdf(t.app, 'Tampered', 1);
    const [id] = await addVisit(t.db, a.id, {
      first: 'Bob',
      last: 'Stone',
      dob: null,
      at: new Date('2026-05-01T15:00:00Z'),
      files: [{ formName: 'X', status: 'ready', pdfKey: tampered.pdfKey, sha256: sha256('other') }],
    });
    const response = await pdfOf([id!]);
    expect(response.statusCode).toBe(409);
  });
});

describe('GET /api/submitted-forms/packet.zip', () => {
  it('streams every selected PDF, byte for byte, under safe names', async () => {
    const before = await lastAuditId();
    const response = await zipOf([ids.demography!, ids.history!, ids.consent!]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(nameIn(response.headers['content-disposition'])).toBe(
      'Nguyễn, Hằng - Forms - 2026-06-10.zip',
    );
    const zip = response.rawPayload;
    const names = [
      'Nguyễn, Hằng - Consent A B - 2026-01-05.pdf',
      'Nguyễn, Hằng - Demography - 2026-06-10.pdf',
      'Nguyễn, Hằng - Medical History - 2026-06-10.pdf',
    ];
    expect(zipEntryNames(zip)).toEqual(names);

    // Unpacked by a real unzip: every file there, exactly as made.
    const file = path.join(work, 'packet.zip');
    await writeFile(file, zip);
    expect(execFileSync('unzip', ['-l', file]).toString()).toContain('3 files');
    const out = path.join(work, 'unpacked');
    execFileSync('unzip', ['-q', '-o', file, '-d', out]);
    expect((await readdir(out)).sort()).toEqual([...names].sort());
    expect(sha256(await readFile(path.join(out, names[0]!)))).toBe(sha256(originals.consent!));
    expect(sha256(await readFile(path.join(out, names[1]!)))).toBe(sha256(originals.demography!));
    expect(sha256(await readFile(path.join(out, names[2]!)))).toBe(sha256(originals.history!));

    expect((await downloads(before)).map((r) => detailsOf(r.details).packet)).toEqual([
      'zip',
      'zip',
      'zip',
    ]);
  });

  it(`refuses more than ${ZIP_MAX_FILES} files, naming the field`, async () => {
    const many = Array.from({ length: ZIP_MAX_FILES + 1 }, (_, i) => String(i + 1));
    const response = await zipOf(many);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: packetMessages.tooManyForZip,
      errors: { submission_ids: [packetMessages.tooManyForZip] },
    });
  });

  it('refuses an empty or unreadable selection in our words', async () => {
    for (const [value, message] of [
      ['', packetMessages.noneSelected],
      ['1,abc', packetMessages.badSelection],
      ['../1', packetMessages.badSelection],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/submitted-forms/packet.zip',
        query: { submission_ids: value },
        headers: a.headers,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { submission_ids: [message] } });
    }
  });

  it('refuses a pending form before the first byte', async () => {
    const response = await zipOf([ids.pending!]);
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});

describe('GET /api/forms/pdf/download', () => {
  it('names an old row after the visit, with an RFC 6266 filename*', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/forms/pdf/download',
      query: { url: `submission:${ids.consent}` },
      headers: a.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Nguyen, Hang - Consent A B - 2026-01-05.pdf"; ` +
        `filename*=UTF-8''Nguy%E1%BB%85n%2C%20H%E1%BA%B1ng%20-%20Consent%20A%20B%20-%202026-01-05.pdf`,
    );
    // The download serves exactly the bytes the checksum was taken of.
    expect(sha256(response.rawPayload)).toBe(sha256(originals.consent!));
  });
});
