import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildChain,
  cleanText,
  fileCandidate,
  isRightToLeft,
  standardCandidate,
  subsetName,
  type FontChain,
} from './chain.js';
import { bodyFallbackFiles, fontsourceFiles, pdfFontkit, signatureFontFiles } from './fonts.js';
import { flatText } from '#test/pdf/pdf-text.js';
import { drawLine, fitText, PLACEHOLDER, printedText, runsOf, widthOf, wrapText } from './text.js';

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

  it('prints right-to-left text as the placeholder even with a face that has its letters', () => {
    const everything = { font: helvetica, covers: () => true, family: 'any' };
    const chain = { ...plain, faces: [everything] };
    expect(printedText(chain, 'Dana שלום مرحبا')).toBe(`Dana ${P} ${P}`);
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
    expect(await flatText(await own.save())).toContain('Łukasz Wróbel');
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
    expect(runs.map((r) => [r.text, r.font.name])).toEqual([
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
    expect(runsOf(chain, 'Łukasz').map((r) => [r.text, r.font.name])).toEqual([
      ['Ł', 'Caveat-Regular'],
      ['ukasz', 'Caveat-Regular'],
    ]);
    // Caveat has no 'ễ': the whole word is set in the next typeface.
    expect(runsOf(chain, 'Nguyễn').map((r) => r.font.name)).toEqual(['NotoSans-Regular']);
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
