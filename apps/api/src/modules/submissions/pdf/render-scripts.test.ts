import { parseFont } from './fonts.js';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { flatText, pdfText } from '#test/pdf/pdf-text.js';
import { pdfMetadata } from '#test/pdf/pdf-metadata.js';
import { renderSubmissionPdf } from './render.js';
import { loads, pdfInput, typed } from '#test/pdf/pdf-inputs.js';

/**
 * Every alphabet a US clinic's patients write (issue 18), the placeholder for what no font can
 * draw, the metadata, the clinic's time and the file sizes, all read back with pdf.js.
 */
const NAMES = {
  Vietnamese: 'Hằng Nguyễn',
  Cyrillic: 'Иван Петров',
  Greek: 'Ελένη Παπαδοπούλου',
  Chinese: '王小明',
  Japanese: 'やまだ はなこ ヤマダ',
  Korean: '김민준',
  'Polish and Turkish': 'Łukasz Wróbel, Işıl Öztürk',
} as const;

const KB = 1024;

/** The font names a PDF uses, from its font dictionaries. */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names = doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')
        ? [String(object.get(PDFName.of('BaseFont')))]
        : [],
    );
  // An embedded font has two dictionaries (Type0 and its CIDFont) of the same name.
  return [...new Set(names)];
}

describe('renderSubmissionPdf: every alphabet', () => {
  it.each(Object.entries(NAMES))('prints a %s name as written', async (_, name) => {
    const bytes = await renderSubmissionPdf(
      pdfInput({
        patient: { name, dob: '1980-02-29' },
        values: { signature_patient: { kind: 'typed', text: name, font: 'Caveat' } },
      }),
    );
    const text = await flatText(bytes);
    // In the patient box, in the typed signature, and nowhere as '?'.
    expect(text).toContain(`Patient ${name}`);
    expect(text.split(name).length - 1).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('?');
  });

  it('prints answers in several scripts on one page, each in a font that has it', async () => {
    const answer = Object.values(NAMES).join(' · ');
    const bytes = await renderSubmissionPdf(
      pdfInput({
        practice: { name: 'Phòng khám Đa khoa Sài Gòn' },
        values: { patient_firstname: answer },
      }),
    );
    const text = await flatText(bytes);
    for (const name of Object.values(NAMES)) expect(text).toContain(name);
    expect(text).toContain('Phòng khám Đa khoa Sài Gòn');
    const fonts = await fontNames(bytes);
    // Subsets (a six-letter tag before the name) of the three Noto families, beside Helvetica.
    for (const family of ['NotoSans-Regular', 'NotoSansSC-Regular', 'NotoSansKR-Regular']) {
      expect(fonts).toContainEqual(expect.stringMatching(new RegExp(`^/[A-Z]{6}\\+${family}$`)));
    }
  });

  it('prints emoji and right-to-left text as typed, leaving the answers as they were', async () => {
    const values = {
      patient_firstname: 'Dana 😀 שלום مرحبا 👩‍👩‍👧',
      signature_patient: typed,
    };
    const original = structuredClone(values);
    const bytes = await renderSubmissionPdf(
      pdfInput({ patient: { name: 'Dana 😀 Cohen', dob: '1980-02-29' }, values }),
    );
    const text = await flatText(bytes);
    expect(text).toContain('Patient Dana 😀 Cohen');
    // pdf.js gives a right-to-left run back in logical order (pdftotext too: languages.test.ts).
    expect(text).toContain('Dana 😀 مرحب');
    expect(text).toContain('שלום 👩‍👩‍👧');
    expect(text).not.toContain('[unsupported characters]');
    expect(text).not.toContain('?');
    expect(values).toEqual(original);
  });
});

/** Each embedded font file of a PDF, as fontkit reads it. */
async function embeddedFonts(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.context.enumerateIndirectObjects().flatMap(([, object]) => {
    const file = object instanceof PDFDict ? object.lookup(PDFName.of('FontFile2')) : undefined;
    if (!(file instanceof PDFRawStream)) return [];
    const name = String(object instanceof PDFDict ? object.get(PDFName.of('FontName')) : '');
    return [{ name, font: parseFont(decodePDFRawStream(file).decode()) }];
  });
}

describe('renderSubmissionPdf: embedded glyphs', () => {
  it('embeds an outline for every character it draws, not only its code for extraction', async () => {
    const name = Object.values(NAMES).join(' ');
    const bytes = await renderSubmissionPdf(pdfInput({ patient: { name, dob: '1980-02-29' } }));
    const fonts = await embeddedFonts(bytes);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const { name: fontName, font } of fonts) {
      // Glyph 0 is .notdef; the space, if any, is the only other glyph without contours.
      const blank = Array.from({ length: font.numGlyphs - 1 }, (_, i) => i + 1).filter(
        (id) => font.getGlyph(id)?.path.toSVG() === '',
      );
      expect(blank.length, `${fontName} has blank glyphs ${blank.join(', ')}`).toBeLessThanOrEqual(
        1,
      );
    }
  });
});

describe("renderSubmissionPdf: metadata and the clinic's time", () => {
  it('carries title, author (the practice), subject, language and creation date', async () => {
    const metadata = await pdfMetadata(await renderSubmissionPdf(pdfInput()));
    expect(metadata).toEqual({
      title: 'Notice of Privacy Practices',
      author: 'Lakeside Family Clinic',
      subject: 'Notice of Privacy Practices, version 1, as submitted to Lakeside Family Clinic',
      language: 'en-US',
      creationDate: 'D:20250615140300Z',
    });
  });

  it("prints the submitted time in the clinic's time zone with its abbreviation", async () => {
    const at = (submittedAt: string, timeZone: string) =>
      renderSubmissionPdf(pdfInput({ submittedAt: new Date(submittedAt), timeZone })).then(
        flatText,
      );
    expect(await at('2026-03-14T13:05:00Z', 'America/New_York')).toContain(
      'Submitted 03/14/2026 9:05 AM EDT',
    );
    expect(await at('2026-01-14T13:05:00Z', 'America/New_York')).toContain(
      'Submitted 01/14/2026 8:05 AM EST',
    );
    // Late in the evening in Los Angeles is already the next day in UTC.
    expect(await at('2025-06-16T04:30:00Z', 'America/Los_Angeles')).toContain(
      'Submitted 06/15/2025 9:30 PM PDT',
    );
    // A zone the runtime does not know prints in UTC, saying so.
    expect(await at('2025-06-16T04:30:00Z', 'Mars/Olympus')).toContain(
      'Submitted 06/16/2025 4:30 AM UTC',
    );
  });
});

describe('renderSubmissionPdf: size', () => {
  it('keeps a one-page Latin-only PDF under 60 KB, with no font file in it', async () => {
    const bytes = await renderSubmissionPdf(pdfInput({ values: { signature_patient: typed } }));
    expect((await loads(bytes)).getPageCount()).toBe(1);
    expect(bytes.length).toBeLessThan(60 * KB);
    // Caveat for the typed signature is the only embedded file.
    expect((await fontNames(bytes)).filter((f) => /\+/.test(f))).toEqual([
      expect.stringMatching(/^\/[A-Z]{6}\+Caveat/),
    ]);
    // A name in the page's resources per switch of font, not one per line drawn (text.ts).
    const page = (await PDFDocument.load(bytes)).getPage(0).node;
    const fonts = page.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    expect(fonts?.keys().length).toBeLessThanOrEqual(10);
  });

  it('keeps a one-page PDF with a Chinese name under 250 KB', async () => {
    const bytes = await renderSubmissionPdf(
      pdfInput({
        patient: { name: '王小明', dob: '1980-02-29' },
        values: { signature_patient: { kind: 'typed', text: '王小明', font: 'Caveat' } },
      }),
    );
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.text).toContain('王小明');
    expect(bytes.length).toBeLessThan(250 * KB);
  });
});
