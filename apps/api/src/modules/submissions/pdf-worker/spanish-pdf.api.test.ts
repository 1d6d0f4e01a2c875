import {
  getTemplate,
  governingVersionNotice,
  localizeTemplate,
  localizedEsignDisclosure,
  type PatientLanguage,
} from '@paperless/core';
import { writeFile } from 'node:fs/promises';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { recordsRelease, templateFormId } from '#test/factories/patient-links.js';
import { pdfText } from '#test/pdf/pdf-text.js';
import { renderedPdf, submittedThroughLink } from '#test/factories/rendered-pdfs.js';

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

/**
 * A Records Release filled through a link: the disclosure accepted while the page shows
 * `consentIn`, the form submitted while it shows `submitIn`; the PDF's form pages and
 * certificate as text. `beforePdf` changes stored rows before the PDF is made.
 */
async function submittedIn(
  consentIn: PatientLanguage,
  submitIn = consentIn,
  beforePdf?: (linkId: string) => Promise<void>,
) {
  const { linkId, submission } = await submittedThroughLink(t, {
    companyId: clinic.id,
    formId,
    fields: { ...recordsRelease(), reason_for_request: TYPED },
    consentIn,
    ...(submitIn !== consentIn && { submitIn }),
  });
  await beforePdf?.(linkId);
  const bytes = await renderedPdf(t, submission.id);
  // For a look with outside tools (pdftotext, qpdf --check): H2_PDF_DIR=/tmp/somewhere.
  if (process.env.H2_PDF_DIR) await writeFile(`${process.env.H2_PDF_DIR}/${submitIn}.pdf`, bytes);
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

describe("the certificate's quote of the e-sign disclosure", () => {
  const spanishQuote = localizedEsignDisclosure(PRACTICE, 'es').slice(0, 2).map(flat);
  const englishQuote = localizedEsignDisclosure(PRACTICE, 'en').slice(0, 2).map(flat);

  it('is in the language the patient accepted it in, though the page was switched after', async () => {
    const { submission, form, certificate } = await submittedIn('es', 'en');
    // The form was filled in English: its pages and the language row are as for English.
    expect(submission.language).toBe('en');
    expect(form).toContain(template.title);
    expect(certificate).not.toContain('Language shown to the patient');
    // The disclosure the patient agreed to was the Spanish one.
    expect(certificate).toContain('E-sign disclosure as shown to the patient (Spanish, version 1)');
    for (const paragraph of spanishQuote) expect(certificate).toContain(paragraph);
    for (const paragraph of englishQuote) expect(certificate).not.toContain(paragraph);
  });

  it('is the English text when the patient accepted in English and filled the form in Spanish', async () => {
    const { submission, certificate } = await submittedIn('en', 'es');
    expect(submission.language).toBe('es');
    expect(certificate).toContain('Language shown to the patient Spanish');
    expect(certificate).toContain('E-sign disclosure as shown to the patient (English, version 1)');
    for (const paragraph of englishQuote) expect(certificate).toContain(paragraph);
    for (const paragraph of spanishQuote) expect(certificate).not.toContain(paragraph);
  });

  it("falls back to the form's language for a consent recorded before its language was", async () => {
    const { certificate } = await submittedIn('en', 'es', async (linkId) => {
      await t.db
        .updateTable('form_links')
        .set({ consent_language: null })
        .where('id', '=', linkId)
        .execute();
    });
    expect(certificate).toContain('E-sign disclosure as shown to the patient (Spanish, version 1)');
    for (const paragraph of spanishQuote) expect(certificate).toContain(paragraph);
  });
});
