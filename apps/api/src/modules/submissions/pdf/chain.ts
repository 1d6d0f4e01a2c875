import { createHash } from 'node:crypto';
import { CustomFontSubsetEmbedder, PDFFont, type PDFDocument } from '@cantoo/pdf-lib';
import { pdfFontkit, type FontFile } from './fonts.js';

/**
 * Which font draws which character: a chain of faces, tried in order, embedded only when some
 * text needs them (text.ts splits text into runs over a chain, measures and draws it).
 */

/**
 * Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko...): their lines are ordered by
 * the Unicode bidirectional algorithm before drawing (text.ts).
 */
const RIGHT_TO_LEFT: readonly (readonly [number, number])[] = [
  [0x0590, 0x08ff],
  [0xfb1d, 0xfdff],
  [0xfe70, 0xfeff],
  [0x10800, 0x10fff],
  [0x1e800, 0x1efff],
];

export const isRightToLeft = (codePoint: number) =>
  RIGHT_TO_LEFT.some(([low, high]) => codePoint >= low && codePoint <= high);

/** Whether the text holds a right-to-left letter. */
export const hasRightToLeft = (text: string) => {
  for (const character of text) if (isRightToLeft(character.codePointAt(0) ?? 0)) return true;
  return false;
};

/** The zero-width non-joiner, at which a shaped run is cut (text.ts, and measured so). */
export const NON_JOINER = '\u200C';

/** One font of a chain, able to measure without being in the document yet. */
export interface Face {
  /** The font's own name ('NotoSans-Regular', 'Helvetica'): for tests and diagnostics. */
  name: string;
  covers(codePoint: number): boolean;
  /** Faces of one typeface (a family split into several files) share this. */
  family: string;
  /**
   * Whether fontkit lays this face's text out (a font file): it shapes the text, and reverses a
   * right-to-left run itself. A standard font is drawn character by character as given.
   */
  shaped: boolean;
  widthOf(text: string, size: number): number;
  /**
   * The font to draw `text` with. A font file's subset joins the document on the first draw, so
   * a face only measured (a bold chain that never prints a Chinese word) adds nothing to it.
   */
  font(text: string): PDFFont;
}

export interface FontChain {
  faces: readonly Face[];
  /** Draws the placeholder for what no face draws: a standard font, always able to. */
  fallback: Face;
  /** Widths measured so far, by size and text: answers repeat words a lot. */
  widths: Map<string, number>;
}

/** A font the chain may use, made a face only if some text needs it. */
export interface FaceCandidate {
  covers(codePoint: number): boolean;
  family: string;
  /** `graphemes`: what the chain expects to draw in it, which names the subset. */
  face(graphemes: readonly string[]): Promise<Face>;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters that are each a grapheme of their own: most text, split without Intl. */
const SIMPLE = /^[\x20-\x7E\xA0-\xFF\u2010-\u2027]*$/;

export function graphemes(text: string): string[] {
  if (SIMPLE.test(text)) return text.split('');
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export const codePoints = (grapheme: string) => Array.from(grapheme, (c) => c.codePointAt(0) ?? 0);

/**
 * Text as it may be printed: composed accents (so 'e' + U+0301 finds 'é' in WinAnsi), line
 * breaks as '\n', tabs as spaces and no other control characters.
 */
export function cleanText(text: string): string {
  if (SIMPLE.test(text)) return text;
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '')
      // Direction marks and overrides: invisible, and they act only in bidirectional layout.
      .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
  );
}

/**
 * A standard font as a face. pdf-lib measures a standard font with its kerning pairs but draws
 * it without them ('Te' is measured 0.12 em narrower than drawn), so its text is measured a
 * character at a time.
 */
export function standardFace(font: PDFFont): Face {
  const encodable = new Set(font.getCharacterSet());
  const widths = new Map<string, number>();
  const characterWidth = (character: string) => {
    let width = widths.get(character);
    if (width === undefined) widths.set(character, (width = font.widthOfTextAtSize(character, 1)));
    return width;
  };
  return {
    name: font.name,
    covers: (cp) => encodable.has(cp),
    family: font.name,
    shaped: false,
    widthOf(text, size) {
      let width = 0;
      for (const character of text) width += characterWidth(character);
      return width * size;
    },
    font: () => font,
  };
}

/** A standard font as a candidate: it covers exactly the characters it can encode. */
export function standardCandidate(font: PDFFont): FaceCandidate {
  const face = standardFace(font);
  return { covers: face.covers, family: face.family, face: () => Promise.resolve(face) };
}

/** Whether a face can draw every code point of a grapheme or word. */
export const draws = (face: { covers(codePoint: number): boolean }, points: readonly number[]) =>
  points.every((cp) => face.covers(cp));

/**
 * A subset's name: six capitals, a '+' and the font's own name, as the PDF standard (9.6.4)
 * marks a subset, so tools such as pdffonts report it as one. The letters come from what the
 * subset is for: the same text gives the same bytes, and two different subsets of one font
 * (in one PDF, or in two merged into a packet) are not taken for each other.
 */
export function subsetName(postscriptName: string, graphemes: readonly string[]): string {
  const digest = createHash('sha256')
    .update([postscriptName, ...graphemes].join('\u0000'))
    .digest();
  const tag = Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26)));
  return `${tag.join('')}+${postscriptName}`;
}

/** The fonts of a document drawn with but not yet written into it (see embedDrawnFonts). */
const pendingFonts = new WeakMap<PDFDocument, PDFFont[]>();

/** Medial beh, teh, theh, noon and yeh share one glyph in Noto Sans Arabic: five, and spares. */
const MAX_SUBSETS = 8;

/**
 * The glyphs of `text`, each with the code points it stands for in this text, as the PDF's
 * ToUnicode entry of that glyph must give them back.
 * - fontkit keeps one glyph object per glyph id for the life of the parsed font, with the code
 *   points of the first text that used it, and pdf-lib writes a subset's ToUnicode from those
 *   objects: a glyph met first in one reading would give that reading back everywhere, in this
 *   PDF and every later one. Dropping the cache before each layout gives each glyph this text's
 *   letters, and pdf-lib's own layout of the same text, right after, finds the same objects.
 *   `_glyphs` is fontkit's own field (a glyph is re-read from the file when next asked for,
 *   which is cheap); text.test.ts fails if it goes.
 * - In a right-to-left run, readers (pdf.js, pdftotext) reverse a glyph's letters with the
 *   glyphs around it, so a ligature (lam-alef, noon-yeh) is given its letters last to first,
 *   and reads back in the order typed.
 */
export function layoutAsTyped(font: CustomFontSubsetEmbedder['font'], text: string) {
  const cache = font as unknown as { _glyphs?: object };
  if (cache._glyphs) cache._glyphs = {};
  const run = font.layout(text);
  // fontkit lays a run out right to left when its script is (Arabic, Hebrew): it has a letter.
  if (hasRightToLeft(text)) {
    // A glyph used twice in the run is one object: reversed once.
    for (const glyph of new Set(run.glyphs)) {
      if (glyph.codePoints.length > 1) glyph.codePoints = [...glyph.codePoints].reverse();
    }
  }
  return run.glyphs;
}

/** One subset of a font file in a document, with the letters each of its glyphs stands for. */
interface Subset {
  font: PDFFont;
  /** Glyph id to the code points its ToUnicode entry gives back (one entry per glyph). */
  letters: Map<number, string>;
}

/**
 * A font file as a face. Shaping can draw one glyph for different letters: Noto Sans Arabic
 * draws a medial beh, noon, teh and yeh as one dotless shape plus a separate dot. A PDF maps
 * each glyph of a font to one text (its ToUnicode entry), so in one subset 'مرحبا' next to 'سنة'
 * would read back as 'مرحنا'. A run whose glyphs would contradict what a subset's glyphs already
 * stand for is drawn with another subset of the same file, which costs a few KB and only when
 * it happens.
 */
export function fileCandidate(doc: PDFDocument, file: FontFile): FaceCandidate {
  return {
    covers: (cp) => file.covers(cp),
    family: file.family,
    face: async (graphemes) => {
      const postscriptName = file.postscriptName();
      const nameOf = (n: number) =>
        postscriptName
          ? subsetName(postscriptName, n === 0 ? graphemes : [...graphemes, String(n)])
          : undefined;
      const embedderOf = (n: number) =>
        CustomFontSubsetEmbedder.for(pdfFontkit, file.bytes(), nameOf(n));
      // Subsets are chosen while drawing, which cannot wait, so their embedders are made here:
      // cheap, as the file is parsed once per process, and none is written unless drawn with.
      const embedders = await Promise.all(
        Array.from({ length: MAX_SUBSETS }, (_, n) => embedderOf(n)),
      );
      const first = embedders[0]!;
      const subsets: Subset[] = [];
      const subsetFor = (text: string): Subset => {
        const glyphs = layoutAsTyped(first.font, text);
        const fits = (subset: Subset) =>
          glyphs.every((g) => {
            const letters = subset.letters.get(g.id);
            return letters === undefined || letters === String.fromCodePoint(...g.codePoints);
          });
        let subset = subsets.find(fits);
        const embedder = embedders[subsets.length];
        if (!subset && embedder) {
          subset = { font: PDFFont.of(doc.context.nextRef(), doc, embedder), letters: new Map() };
          subsets.push(subset);
          pendingFonts.set(doc, [...(pendingFonts.get(doc) ?? []), subset.font]);
        }
        // Past MAX_SUBSETS the last one draws it: the page is right, one reading may not be.
        subset ??= subsets.at(-1)!;
        for (const g of glyphs) {
          const letters = String.fromCodePoint(...g.codePoints);
          if (!subset.letters.has(g.id)) subset.letters.set(g.id, letters);
        }
        return subset;
      };
      return {
        name: first.fontName,
        covers: (cp) => file.covers(cp),
        family: file.family,
        shaped: true,
        // Drawn apart at a zero-width non-joiner (text.ts), and measured so.
        widthOf: (text, size) =>
          text
            .split(NON_JOINER)
            .reduce((sum, piece) => sum + first.widthOfTextAtSize(piece, size), 0),
        font: (text) => subsetFor(text).font,
      };
    },
  };
}

/**
 * Writes the subsets of the font files drawn with into the document: call it before
 * `doc.save()` (savePdf does both). A face measured but never drawn writes nothing.
 */
export async function embedDrawnFonts(doc: PDFDocument): Promise<void> {
  for (const font of pendingFonts.get(doc) ?? []) await font.embed();
  pendingFonts.delete(doc);
}

/** The document's bytes, with the fonts drawn with. */
export async function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  await embedDrawnFonts(doc);
  return doc.save();
}

/**
 * Builds a chain for the texts it will draw, embedding only the candidates some grapheme needs:
 * most forms are plain WinAnsi and carry no extra font. Text drawn later that was not given here
 * still prints, with the placeholder for what the embedded faces lack. `fallback`, a standard
 * font, draws the placeholder.
 */
export async function buildChain(
  candidates: readonly FaceCandidate[],
  fallback: PDFFont,
  texts: Iterable<string>,
): Promise<FontChain> {
  /** The graphemes each candidate is the first to cover, by candidate. */
  const needed = new Map<number, string[]>();
  const seen = new Set<string>();
  for (const text of texts) {
    for (const grapheme of graphemes(cleanText(text))) {
      if (grapheme === '\n' || seen.has(grapheme)) continue;
      seen.add(grapheme);
      const points = codePoints(grapheme);
      const index = candidates.findIndex((c) => draws(c, points));
      if (index === -1) continue;
      const list = needed.get(index);
      if (list) list.push(grapheme);
      else needed.set(index, [grapheme]);
    }
  }
  const faces: Face[] = [];
  for (const [index, candidate] of candidates.entries()) {
    const graphemes = needed.get(index);
    if (!graphemes) continue;
    try {
      faces.push(await candidate.face(graphemes));
    } catch {
      // A font file that fontkit cannot read leaves its characters to the next face or the
      // placeholder.
    }
  }
  return { faces, fallback: standardFace(fallback), widths: new Map() };
}
