import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { recordsRelease, templateFormId } from '#test/factories/patient-links.js';
import { certificateTime } from '../pdf/certificate.js';
import { pdfText } from '#test/pdf/pdf-text.js';
import { renderedPdf, submittedThroughLink } from '#test/factories/rendered-pdfs.js';

/** Issue 18: every submission PDF ends with its Signature Certificate. */
let t: TestApp;
let clinic: TestClinic;
let formId: number;
const ZONE = 'America/Chicago';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0';

beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db, { name: 'Prairie Family Clinic' });
  await t.db
    .updateTable('companies')
    .set({ time_zone: ZONE })
    .where('id', '=', clinic.id)
    .execute();
  formId = await templateFormId(t.db, clinic.id, 1);
});
afterAll(() => t.close());

/** A form sent through a link, opened, consented and signed as a patient's browser does. */
const signedThroughLink = () =>
  submittedThroughLink(t, {
    companyId: clinic.id,
    formId,
    fields: recordsRelease(),
    headers: { 'user-agent': BROWSER },
    remoteAddress: '192.0.2.44',
  });

const pdfPages = async (id: string) => pdfText(await renderedPdf(t, id));

/** An independent canonical form: JSON.stringify with each object's keys sorted. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the Signature Certificate', () => {
  it('is the last page, with the link, the times, the signer, the signatures and the hashes', async () => {
    const { linkId, submission } = await signedThroughLink();
    const pages = await pdfPages(submission.id);
    expect(pages.length).toBeGreaterThan(1);
    const last = pages.at(-1)!;
    const lines = last.text.split('\n').map((l) => l.trim());
    // The running header comes first on every page after the first; then the title, exactly.
    expect(lines).toContain('Signature Certificate');
    expect(pages.slice(0, -1).some((p) => p.text.includes('Signature Certificate'))).toBe(false);

    const link = await t.db
      .selectFrom('form_links')
      .selectAll()
      .where('id', '=', linkId)
      .executeTakeFirstOrThrow();
    const text = flat(last.text);
    for (const expected of [
      'Prairie Family Clinic',
      'Records Release Authorization Form',
      `Form version ${submission.form_version}`,
      `Link reference Link ${linkId}`,
      'Sent by E-mail',
      'Sent to p•••t@e•••e.com',
      `Sent ${certificateTime(link.created_at, ZONE)}`,
      `Opened ${certificateTime(link.opened_at, ZONE)}`,
      `Consent accepted ${certificateTime(link.consent_accepted_at, ZONE)}, disclosure version 1`,
      `Signed ${certificateTime(submission.signed_at, ZONE)}`,
      'IP address 192.0.2.44',
      `Browser ${BROWSER}`,
      'Patient Signature Typed name',
    ]) {
      expect(text).toContain(expected);
    }
    // In the clinic's zone with its abbreviation, and in UTC.
    expect(text).toMatch(
      /Signed \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M C[SD]T \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)/,
    );

    // The answers' hash, recomputed from the sealed answers.
    const answers = t.app.cipher.decryptJson(submission.answers!);
    const answersHash = sha256(sortedJson(answers));
    expect(text).toContain(`Answers SHA-256 ${answersHash}`);
    // The form version's hash: its stored definition (the current row of this template form).
    const form = await t.db
      .selectFrom('forms')
      .select(['template_id', 'title', 'description', 'version', 'fields'])
      .where('id', '=', formId)
      .executeTakeFirstOrThrow();
    expect(text).toContain(`Form version SHA-256 ${sha256(sortedJson(form))}`);
    // The patient's address and browser never sit in the database in clear.
    expect(submission.signer).not.toContain('192.0.2.44');
  });

  it('says what is unknown for a submission without a link or recorded signer', async () => {
    const { submission } = await signedThroughLink();
    // As a submission stored before links and evidence existed.
    await t.db
      .updateTable('submissions')
      .set({ link_id: null, signer: null, signed_at: null })
      .where('id', '=', submission.id)
      .execute();
    const pages = await pdfPages(submission.id);
    const text = flat(pages.at(-1)!.text);
    expect(text).toContain('Signature Certificate');
    expect(text).toContain('None: this form was not submitted through a patient link');
    for (const fact of ['Sent', 'Opened', 'Consent accepted', 'Signed', 'IP address', 'Browser']) {
      expect(text).toContain(`${fact} Not recorded`);
    }
    expect(text).toContain(`Submitted ${certificateTime(submission.created_at, ZONE)}`);
  });
});
