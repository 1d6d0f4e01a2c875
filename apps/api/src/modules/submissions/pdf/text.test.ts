import { PDFDict, PDFDocument, PDFName, StandardFonts, rgb, type PDFFont } from '@cantoo/pdf-lib';
import fontkit from '@cantoo/fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildChain,
  cleanText,
  fileCandidate,
  isRightToLeft,
  savePdf,
  standardCandidate,
  standardFace,
  subsetName,
  type FontChain,
} from './chain.js';
import { bodyFallbackFiles, fontsourceFiles, pdfFontkit, signatureFontFiles } from './fonts.js';
import { flatText } from '#test/pdf/pdf-text.js';
import {
  drawLine,
  fitText,
  PLACEHOLDER,
  printedText,
  runsOf,
  visualRuns,
  widthOf,
  wrapText,
} from './text.js';

let doc: PDFDocument;
let helvetica: PDFFont;
let plain: FontChain;

beforeAll(async () => {
  doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  helvetica = await doc.embedFont(StandardFonts.Helvetica);
  plain = await buildChain([standardCandidate(helvetica)], helvetica, ['any']);
});

describe('cleanText', () => {
  it('composes accents, keeps line breaks, turns tabs into spaces and drops control characters', () => {
    expect(cleanText('e\u0301')).toBe('é');
    expect(cleanText('a\r\nb\rc\u2028d')).toBe('a\nb\nc\nd');
    expect(cleanText('a\tb\u0000\u0007\u009Fc')).toBe('a bc');
  });

  it('drops direction marks and overrides, which only bidirectional layout would obey', () => {
    expect(cleanText('a\u202Eb\u200Fc\u2066d')).toBe('abcd');
  });
});

const P = PLACEHOLDER;

describe('runsOf and printedText', () => {
  it('prints WinAnsi as it is and one placeholder per run of characters no face has', () => {
    expect(printedText(plain, 'Zoë Ångström – “quoted” €5')).toBe('Zoë Ångström – “quoted” €5');
    expect(printedText(plain, 'Ann 山田 😀 Иван')).toBe(`Ann ${P} ${P} ${P}`);
    expect(printedText(plain, 'x😀😀😀y')).toBe(`x${P}y`);
  });

  it('replaces a whole emoji sequence (family, skin tone, flag) by one placeholder', () => {
    expect(printedText(plain, '👩‍👩‍👧 👍🏽 🇺🇸 ❤️')).toBe(`${P} ${P} ${P} ${P}`);
  });

  it('marks the placeholder so it is drawn apart from the text', () => {
    const runs = runsOf(plain, 'Ann 😀');
    expect(runs.map((r) => [r.text, r.placeholder ?? false])).toEqual([
      ['Ann ', false],
      [P, true],
    ]);
  });

  it('never throws on a lone surrogate', () => {
    expect(printedText(plain, 'a\uD800b')).toBe(`a${P}b`);
  });

  it('prints right-to-left text with a face that has its letters', () => {
    const everything = { ...standardFace(helvetica), covers: () => true, family: 'any' };
    const chain = { ...plain, faces: [everything] };
    expect(printedText(chain, 'Dana שלום')).toBe('Dana שלום');
    expect(isRightToLeft(0x05e9)).toBe(true);
    expect(isRightToLeft(0x0041)).toBe(false);
  });
});

describe('widthOf', () => {
  it('measures standard fonts without kerning, as pdf-lib draws them', () => {
    const apart = helvetica.widthOfTextAtSize('T', 10) + helvetica.widthOfTextAtSize('e', 10);
    expect(widthOf(plain, 'Te', 10)).toBeCloseTo(apart, 6);
    // pdf-lib's own measure applies the 'Te' kerning pair it never draws.
    expect(helvetica.widthOfTextAtSize('Te', 10)).toBeLessThan(apart);
  });
});

describe('wrapText', () => {
  it('breaks between words, never past the width', () => {
    const text = 'The patient reports intermittent headaches over the past three weeks '.repeat(8);
    const lines = wrapText(plain, text, 10, 200);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(widthOf(plain, line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(text.trim());
  });

  it('keeps the line breaks a patient typed, blank lines included', () => {
    expect(wrapText(plain, 'first\n\nthird', 10, 200)).toEqual(['first', '', 'third']);
  });

  it('cuts a word longer than the line into pieces that fit', () => {
    const lines = wrapText(plain, 'x'.repeat(500), 10, 100);
    expect(lines.join('')).toBe('x'.repeat(500));
    for (const line of lines) expect(widthOf(plain, line, 10)).toBeLessThanOrEqual(100);
  });

  it('gives one empty line for empty text', () => {
    expect(wrapText(plain, '', 10, 100)).toEqual(['']);
  });
});

describe('fitText', () => {
  it('leaves text that fits alone and cuts the rest with an ellipsis', () => {
    expect(fitText(plain, 'Short', 10, 200)).toBe('Short');
    const cut = fitText(plain, 'A very long practice name that will not fit', 10, 80);
    expect(cut.endsWith('…')).toBe(true);
    expect(widthOf(plain, cut, 10)).toBeLessThanOrEqual(80);
  });
});

describe('fallback faces', () => {
  // Caveat's latin-ext file stands in for a body fallback font: it has 'Ł' and WinAnsi has not.
  const latinExt = () => {
    const file = fontsourceFiles('@fontsource/caveat', 400).find((f) =>
      f.name.includes('latin-ext'),
    );
    if (!file) throw new Error('@fontsource/caveat latin-ext is not installed');
    return file;
  };

  it('embeds a fallback only when some text needs it', async () => {
    const candidates = [standardCandidate(helvetica), fileCandidate(doc, latinExt())];
    expect((await buildChain(candidates, helvetica, ['Zoë'])).faces).toHaveLength(1);
    expect((await buildChain(candidates, helvetica, ['Łukasz'])).faces).toHaveLength(2);
  });

  it('draws each character in the first face that has it, and the PDF reads back as typed', async () => {
    const own = await PDFDocument.create();
    own.registerFontkit(fontkit);
    const regular = await own.embedFont(StandardFonts.Helvetica);
    const chain = await buildChain(
      [standardCandidate(regular), fileCandidate(own, latinExt())],
      regular,
      ['Łukasz Wróbel'],
    );
    expect(runsOf(chain, 'Łukasz Wróbel').map((r) => r.text)).toEqual(['Ł', 'ukasz Wróbel']);
    const page = own.addPage([300, 100]);
    drawLine(page, chain, 'Łukasz Wróbel', { x: 10, y: 50, size: 12, color: rgb(0, 0, 0) });
    expect(await flatText(await savePdf(own))).toContain('Łukasz Wróbel');
  });
});

describe('faces for a word', () => {
  const noto = () => {
    const file = bodyFallbackFiles(400)[0];
    if (!file) throw new Error('@expo-google-fonts/noto-sans is not installed');
    return file;
  };

  it('draws a word in one face when one face has all of it, not a letter in another', async () => {
    const own = await PDFDocument.create();
    own.registerFontkit(pdfFontkit);
    const regular = await own.embedFont(StandardFonts.Helvetica);
    const chain = await buildChain(
      [standardCandidate(regular), fileCandidate(own, noto())],
      regular,
      ['Hằng Nguyễn Zoë'],
    );
    const runs = runsOf(chain, 'Hằng Nguyễn Zoë');
    expect(runs.map((r) => [r.text, r.face.name])).toEqual([
      ['Hằng Nguyễn ', 'NotoSans-Regular'],
      ['Zoë', 'Helvetica'],
    ]);
  });

  it('keeps a word in a typeface split over several files (a signature font) before the next one', async () => {
    const own = await PDFDocument.create();
    own.registerFontkit(pdfFontkit);
    const italic = await own.embedFont(StandardFonts.HelveticaOblique);
    const caveat = signatureFontFiles('Caveat').files;
    const chain = await buildChain(
      [...caveat.map((f) => fileCandidate(own, f)), fileCandidate(own, noto())],
      italic,
      ['Łukasz', 'Nguyễn'],
    );
    // Noto Sans has all of 'Łukasz', but Caveat's latin and latin-ext files have it together.
    expect(runsOf(chain, 'Łukasz').map((r) => [r.text, r.face.name])).toEqual([
      ['Ł', 'Caveat-Regular'],
      ['ukasz', 'Caveat-Regular'],
    ]);
    // Caveat has no 'ễ': the whole word is set in the next typeface.
    expect(runsOf(chain, 'Nguyễn').map((r) => r.face.name)).toEqual(['NotoSans-Regular']);
  });
});

describe('subsetName', () => {
  it('tags a subset with six capitals from its font and characters', () => {
    const name = subsetName('NotoSans-Regular', ['ằ', 'ễ']);
    expect(name).toMatch(/^[A-Z]{6}\+NotoSans-Regular$/);
    expect(subsetName('NotoSans-Regular', ['ằ', 'ễ'])).toBe(name);
    expect(subsetName('NotoSans-Regular', ['ằ'])).not.toBe(name);
    expect(subsetName('NotoSans-Bold', ['ằ', 'ễ']).slice(0, 6)).not.toBe(name.slice(0, 6));
  });
});

describe('right-to-left and shaped text', () => {
  const chainOf = async (doc: PDFDocument, texts: string[]) => {
    doc.registerFontkit(pdfFontkit);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const candidates = bodyFallbackFiles(400).map((f) => fileCandidate(doc, f));
    return buildChain([standardCandidate(regular), ...candidates], regular, texts);
  };

  it('orders a line by the bidirectional algorithm: right-to-left stretches reversed, numbers not', async () => {
    const chain = await chainOf(await PDFDocument.create(), ['Dana שלום (עולם) 35 مرحبا']);
    const order = (text: string) =>
      visualRuns(chain, text).map((run) => [run.text, run.face.shaped]);
    // fontkit reverses a shaped run of a right-to-left script itself: its text stays in logical
    // order; the runs are placed right to left.
    expect(order('Dana שלום עולם')).toEqual([
      ['Dana ', false],
      ['שלום עולם', true],
    ]);
    // A number keeps its digits left to right inside a right-to-left line.
    expect(order('שלום 35').map(([text]) => text)).toEqual(['35', 'שלום ']);
  });

  it('gives every letter back when Arabic shaping draws two letters with one glyph', async () => {
    // Noto Sans Arabic draws medial beh and medial noon as one dotless glyph plus a dot; with
    // IBM Plex Sans Arabic and one subset per reading of a glyph, each reads back as typed, the
    // ligatures (noon-yeh, lam-alef) too.
    const texts = ['مرحبا', 'سنة', 'مرحبا سنة', 'تبني سنبل', 'سلام لا'];
    const own = await PDFDocument.create();
    const chain = await chainOf(own, texts);
    const page = own.addPage([300, 200]);
    texts.forEach((text, i) =>
      drawLine(page, chain, text, { x: 10, y: 150 - i * 30, size: 12, color: rgb(0, 0, 0) }),
    );
    const text = await flatText(await savePdf(own));
    for (const typed of texts) expect(text).toContain(typed);
  });

  it('carries the typed words of a Devanagari run as its ActualText, not only the glyphs', async () => {
    const own = await PDFDocument.create();
    const chain = await chainOf(own, ['हिन्दी']);
    const [run] = visualRuns(chain, 'हिन्दी');
    expect(run?.actualText).toBe('हिन्दी');
    // Latin and right-to-left runs read back from their glyphs alone.
    expect(visualRuns(chain, 'Dana').map((r) => r.actualText)).toEqual([undefined]);
  });

  it('adds no font file a chain only measured with, and one subset of each it drew with', async () => {
    const own = await PDFDocument.create();
    const chain = await chainOf(own, ['王小明 Hằng']);
    expect(widthOf(chain, '王小明', 10)).toBeGreaterThan(0);
    const page = own.addPage([300, 100]);
    drawLine(page, chain, 'Hằng', { x: 10, y: 50, size: 12, color: rgb(0, 0, 0) });
    const saved = await PDFDocument.load(await savePdf(own));
    const fonts = saved.context
      .enumerateIndirectObjects()
      .flatMap(([, o]) => (o instanceof PDFDict && o.get(PDFName.of('FontFile2')) ? [o] : []));
    expect(fonts.map((f) => String(f.get(PDFName.of('FontName'))))).toEqual([
      expect.stringMatching(/^\/[A-Z]{6}\+NotoSans-Regular$/),
    ]);
  });
});
