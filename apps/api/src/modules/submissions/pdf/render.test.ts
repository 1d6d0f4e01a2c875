import { FORM_TEMPLATES, FORM_TEMPLATE_IDS } from '@paperless/core';
import fc from 'fast-check';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { flatText, pdfText } from '#test/pdf/pdf-text.js';
import { renderSubmissionPdf } from './render.js';
import { sampleSubmission } from './sample-values.js';
import { SIGNATURE_UNAVAILABLE } from './signature.js';
import { drawnSignature, greyJpeg, strokePng, uploadedSignature } from './test-images.js';
import { loads, pdfInput, submittedAt, typed } from '#test/pdf/pdf-inputs.js';

/**
 * The renderer on the templates: every answer, odd text, long answers, signatures and metadata.
 * A clinic's own forms: render-custom.test.ts.
 */
describe('renderSubmissionPdf: the ten templates', () => {
  it.each(FORM_TEMPLATE_IDS.map((id) => [id, FORM_TEMPLATES[id].title] as const))(
    'prints every answer of template %i (%s)',
    async (id) => {
      const template = FORM_TEMPLATES[id];
      const sample = sampleSubmission(template, [drawnSignature(), typed, uploadedSignature()]);
      const bytes = await renderSubmissionPdf(
        pdfInput({ form: { kind: 'template', template }, values: sample.values }),
      );
      await loads(bytes);
      const text = await flatText(bytes);
      for (const expected of [
        "Ann O'Neil-Smith",
        '02/29/1980',
        template.title,
        `Version ${template.version}`,
        'Lakeside Family Clinic',
        // 14:03 UTC, in the clinic's zone (America/Chicago).
        'Submitted 06/15/2025 9:03 AM CDT',
        ...sample.expected,
      ]) {
        expect(text).toContain(expected);
      }
      for (const paragraph of template.legalText) expect(text).toContain(paragraph);
    },
  );

  it('prints Medical History with several rows in every list and a drawn and a typed signature', async () => {
    const template = FORM_TEMPLATES[3];
    const sample = sampleSubmission(template);
    // The template declares no signature field; signatures a flow adds still print.
    const values = {
      ...sample.values,
      signature_patient: drawnSignature(),
      signature_guardian: typed,
    };
    const bytes = await renderSubmissionPdf(
      pdfInput({ form: { kind: 'template', template }, values }),
    );
    const text = await flatText(bytes);
    for (const expected of sample.expected) expect(text).toContain(expected);
    expect(text).toContain('Surgery Date');
    expect(text).toContain('Patient Signature Drawn signature');
    expect(text).toContain('Guardian Signature');
    expect(text).toContain('Ann Typed-Signer');
    expect(text).toContain('Typed signature (Caveat)');
    // Three rows of surgeries and of medications, each printed.
    for (const row of ['1', '2', '3']) {
      expect(text).toContain(`surgery ${row}`);
      expect(text).toContain(`directions ${row}`);
    }
  });
});

describe('renderSubmissionPdf: text beyond WinAnsi (every script: render-scripts.test.ts)', () => {
  it('prints a Unicode name as written, emoji included', async () => {
    const name = 'Zoë Ångström 山田 😀';
    const bytes = await renderSubmissionPdf(
      pdfInput({
        practice: { name: 'Clínica São José 診療所' },
        patient: { name, dob: '1980-02-29' },
        values: {
          patient_firstname: 'Zoë',
          patient_lastname: 'Ångström 山田 😀',
          signature_patient: { kind: 'typed', text: name, font: 'Great Vibes' },
        },
      }),
    );
    await loads(bytes);
    const text = await flatText(bytes);
    expect(text).toContain('Zoë Ångström 山田 😀');
    expect(text).toContain('Clínica São José 診療所');
    expect(text).not.toContain('?');
  });

  it('never throws on control characters, combining marks, right-to-left text or lone surrogates', async () => {
    const odd = 'e\u0301 \u0000\u0007 tab\there\r\nשלום \uD800 👩‍👩‍👧 \u202E';
    const bytes = await renderSubmissionPdf(
      pdfInput({
        practice: { name: odd },
        patient: { name: odd, dob: 'not a date' },
        values: { patient_firstname: odd },
      }),
    );
    const text = await flatText(bytes);
    expect(text).toContain('é');
    expect(text).toContain('tab here');
    expect(text).toContain('not a date');
  });
});

describe('renderSubmissionPdf: any text at all', () => {
  it('always produces a PDF, whatever the patient, the practice or the answers hold', async () => {
    const template = FORM_TEMPLATES[1];
    const anyText = fc.string({ unit: 'binary', maxLength: 80 });
    await fc.assert(
      fc.asyncProperty(anyText, anyText, anyText, async (name, answer, signed) => {
        const bytes = await renderSubmissionPdf(
          pdfInput({
            practice: { name },
            patient: { name, dob: answer },
            form: { kind: 'template', template },
            values: {
              reason_for_request: answer,
              conditions: [answer, name],
              signature_patient: { kind: 'typed', text: signed, font: 'Satisfy' },
            },
          }),
        );
        expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      }),
      { numRuns: 6, seed: 20250615 },
    );
  });
});

describe('renderSubmissionPdf: pages', () => {
  it('carries a very long answer over several pages, each with Page N of M, all text inside the page', async () => {
    const template = FORM_TEMPLATES[1];
    const sample = sampleSubmission(template);
    const long = Array.from({ length: 2500 }, (_, i) => `word${i}`).join(' ');
    const unbroken = 'x'.repeat(3000);
    const bytes = await renderSubmissionPdf(
      pdfInput({
        form: { kind: 'template', template },
        values: { ...sample.values, reason_for_request: long, records_requested: unbroken },
      }),
    );
    const pages = await pdfText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page.text).toContain('Lakeside Family Clinic');
      for (const item of page.items) {
        expect(item.x).toBeGreaterThanOrEqual(53.5);
        expect(item.x + item.width).toBeLessThanOrEqual(558.5);
        expect(item.y).toBeGreaterThanOrEqual(40);
        expect(item.y).toBeLessThanOrEqual(738);
      }
    });
    // Later pages say whose form they belong to.
    expect(pages[1]?.text).toContain(
      "Records Release Authorization Form · Ann O'Neil-Smith · DOB 02/29/1980",
    );
    const all = pages
      .map((p) => p.text)
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(all).toContain('word0 word1');
    expect(all).toContain('word2499');
  });
});

describe('renderSubmissionPdf: signatures and images', () => {
  it('prints [signature unavailable] for a damaged signature and still renders', async () => {
    const template = FORM_TEMPLATES[9];
    const sample = sampleSubmission(template);
    const bytes = await renderSubmissionPdf(
      pdfInput({
        form: { kind: 'template', template },
        values: {
          ...sample.values,
          // Valid data URL, bytes that are no image.
          signature_patient: { kind: 'drawn', dataUrl: 'data:image/png;base64,AAAA' },
          // PNG signature bytes and nothing else.
          signature_witness: { kind: 'uploaded', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
          signature_extra: { kind: 'drawn', dataUrl: 'javascript:alert(1)' },
        },
      }),
    );
    await loads(bytes);
    const text = await flatText(bytes);
    expect(text.split(SIGNATURE_UNAVAILABLE).length - 1).toBe(2);
    expect(text).toContain('Witness Signature');
  });

  it('prints an unsigned optional signature as Not signed', async () => {
    const template = FORM_TEMPLATES[2];
    const bytes = await renderSubmissionPdf(
      pdfInput({ form: { kind: 'template', template }, values: { signature_patient: typed } }),
    );
    expect(await flatText(bytes)).toContain('Guardian Signature Not signed');
  });

  it('prints an unsigned signature in the language the form was filled in', async () => {
    const template = FORM_TEMPLATES[2];
    const bytes = await renderSubmissionPdf({
      ...pdfInput({ form: { kind: 'template', template }, values: { signature_patient: typed } }),
      language: 'es',
    });
    const text = await flatText(bytes);
    expect(text).toContain('Sin firmar');
    expect(text).not.toContain('Not signed');
  });

  it('embeds a PNG or JPEG logo, and leaves out a logo it cannot read', async () => {
    for (const logo of [strokePng(), greyJpeg(), new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2])]) {
      const bytes = await renderSubmissionPdf(
        pdfInput({ practice: { name: 'Lakeside Family Clinic', logo } }),
      );
      expect(await flatText(bytes)).toContain('Lakeside Family Clinic');
    }
  });
});

describe('renderSubmissionPdf: metadata and determinism', () => {
  it('names the form and the practice in the metadata and nothing about the patient', async () => {
    const bytes = await renderSubmissionPdf(pdfInput({ values: { signature_patient: typed } }));
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Notice of Privacy Practices');
    expect(doc.getProducer()).toBe('Paperless Clinic');
    expect(doc.getAuthor()).toBe('Lakeside Family Clinic');
    expect(doc.getSubject()).toBe(
      'Notice of Privacy Practices, version 1, as submitted to Lakeside Family Clinic',
    );
    expect(doc.getKeywords()).toBeUndefined();
    expect(doc.getCreationDate()?.toISOString()).toBe(submittedAt.toISOString());
    expect(doc.getModificationDate()?.toISOString()).toBe(submittedAt.toISOString());
    expect(Buffer.from(bytes).toString('latin1')).not.toContain("O'Neil");
  });

  it('gives the same bytes for the same input', async () => {
    const template = FORM_TEMPLATES[4];
    const sample = sampleSubmission(template, [typed]);
    const render = () =>
      renderSubmissionPdf(
        pdfInput({ form: { kind: 'template', template }, values: sample.values }),
      );
    expect(Buffer.compare(Buffer.from(await render()), Buffer.from(await render()))).toBe(0);
  });
});
