import {
  getTemplate,
  governingVersionNotice,
  localizeTemplate,
  localizedEsignDisclosure,
} from '@paperless/core';
import { writeFile } from 'node:fs/promises';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, type TestClinic } from '../../../test/clinics.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  acceptDisclosure,
  makeLink,
  recordsRelease,
  templateFormId,
} from '../../patient-links/testing.js';
import { pdfText } from '../pdf/pdf-text.js';

/** Issue 21: a form filled in Spanish prints what the patient read in Spanish, answers as typed. */
let t: TestApp;
let clinic: TestClinic;
let formId: number;
const PRACTICE = 'Clínica Familiar Peñasco';
/** Every accent a Spanish patient may type must print. */
const TYPED = 'Atención de seguimiento: señora Núñez, ¿pediatría? ¡Sí! Güemes, María José';

beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db, { name: PRACTICE });
  formId = await templateFormId(t.db, clinic.id, 1);
});
afterAll(() => t.close());

async function submittedIn(language: 'en' | 'es') {
  const { token, linkId } = await makeLink(t.db, { companyId: clinic.id, formId, consent: false });
  const switched = await t.app.inject({
    method: 'PUT',
    url: `/api/public/links/${token}/language`,
    payload: { language },
  });
  expect(switched.statusCode).toBe(200);
  expect((await acceptDisclosure(t.app, token)).statusCode).toBe(200);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/public/links/${token}/submit`,
    payload: { fields: { ...recordsRelease(), reason_for_request: TYPED }, formId },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const submission = await t.db
    .selectFrom('submissions')
    .select(['id', 'language'])
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  await t.app.pdfWorker.drain();
  const row = await t.db
    .selectFrom('submissions')
    .select(['pdf_key', 'pdf_status'])
    .where('id', '=', submission.id)
    .executeTakeFirstOrThrow();
  expect(row.pdf_status).toBe('ready');
  const bytes = new Uint8Array(t.app.cipher.decryptBytes((await t.app.storage.get(row.pdf_key!))!));
  // For a look with outside tools (pdftotext, qpdf --check): H2_PDF_DIR=/tmp/somewhere.
  if (process.env.H2_PDF_DIR) await writeFile(`${process.env.H2_PDF_DIR}/${language}.pdf`, bytes);
  const pages = await pdfText(bytes);
  const lang = (await PDFDocument.load(bytes, { updateMetadata: false })).catalog.lookup(
    PDFName.of('Lang'),
    PDFString,
  );
  // The certificate starts on a page of its own and may run onto another.
  const start = pages.findIndex((p) => p.text.includes('Signature Certificate'));
  expect(start).toBeGreaterThan(0);
  const text = (from: number, to?: number) =>
    flat(
      pages
        .slice(from, to)
        .map((p) => p.text)
        .join('\n'),
    );
  return {
    submission,
    form: text(0, start),
    certificate: text(start),
    lang: lang.decodeText(),
  };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');
const template = getTemplate(1)!;

describe('a Spanish submission PDF', () => {
  it("prints the form's words in Spanish, the answers as typed, and says which language", async () => {
    const { submission, form, certificate, lang } = await submittedIn('es');
    expect(submission.language).toBe('es');
    expect(lang).toBe('es-US');
    const spanish = localizeTemplate(template, 'es');
    expect(spanish.title).not.toBe(template.title);
    for (const expected of [
      spanish.title,
      'Language: Spanish (es)',
      spanish.sections[0]!.title,
      spanish.fields.find((f) => f.name === 'reason_for_request')!.label,
      TYPED,
      'Aviso y consentimiento',
      flat(governingVersionNotice('es')!),
    ]) {
      expect(form).toContain(expected);
    }
    expect(form).not.toContain('Notice and Consent');
    expect(form).not.toContain(template.fields.find((f) => f.name === 'reason_for_request')!.label);

    // The certificate is the clinic's record: English, quoting the disclosure the patient read.
    expect(certificate).toContain('Signature Certificate');
    expect(certificate).toContain('Language shown to the patient Spanish');
    expect(certificate).toContain('E-sign disclosure as shown to the patient (Spanish, version 1)');
    // (The quote's later paragraphs may run onto the next page, under its running header.)
    for (const paragraph of localizedEsignDisclosure(PRACTICE, 'es').slice(0, 2))
      expect(certificate).toContain(flat(paragraph));
  });

  it('leaves an English submission as it was', async () => {
    const { submission, form, certificate, lang } = await submittedIn('en');
    expect(submission.language).toBe('en');
    expect(lang).toBe('en-US');
    expect(form).toContain(template.title);
    expect(form).toContain('Notice and Consent');
    expect(form).toContain(TYPED);
    expect(form).not.toContain('Language:');
    expect(certificate).not.toContain('Language shown to the patient');
    expect(certificate).not.toContain('E-sign disclosure as shown');
  });
});
