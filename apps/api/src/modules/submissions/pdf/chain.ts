import { createHash } from 'node:crypto';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { FontFile } from './fonts.js';

/**
 * Which font draws which character: a chain of faces, tried in order, embedded only when some
 * text needs them (text.ts splits text into runs over a chain, measures and draws it).
 */

/**
 * Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko...): pdf-lib lays text out left to
 * right only, so a word would print backwards, and a backwards name is worse than none.
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

export interface Face {
  font: PDFFont;
  covers(codePoint: number): boolean;
  /** Faces of one typeface (a family split into several files) share this. */
  family: string;
}

export interface FontChain {
  faces: readonly Face[];
  /** Draws the placeholder for what no face draws: a standard font, always able to. */
  fallback: PDFFont;
  /** Fonts whose widths are summed character by character (see FaceCandidate). */
  byCharacter: ReadonlySet<PDFFont>;
  /** Widths measured so far, by size and text: answers repeat words a lot. */
  widths: Map<string, number>;
}

/** A font the chain may use, embedded only if some text needs it. */
export interface FaceCandidate {
  covers(codePoint: number): boolean;
  family: string;
  /** `graphemes`: what the chain expects to draw in it, which names the subset. */
  embed(graphemes: readonly string[]): Promise<PDFFont>;
  /**
   * pdf-lib measures a standard font with its kerning pairs but draws it without them ('Te' is
   * measured 0.12 em narrower than drawn), so such text is measured a character at a time.
   */
  measureByCharacter?: boolean;
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

/** A standard font as a candidate: it covers exactly the characters it can encode. */
export function standardCandidate(font: PDFFont): FaceCandidate {
  const encodable = new Set(font.getCharacterSet());
  return {
    covers: (cp) => encodable.has(cp),
    family: font.name,
    embed: () => Promise.resolve(font),
    measureByCharacter: true,
  };
}

/** Whether a face can draw every code point of a grapheme or word. */
export const draws = (face: { covers(codePoint: number): boolean }, points: readonly number[]) =>
  points.every((cp) => !isRightToLeft(cp) && face.covers(cp));

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

export function fileCandidate(doc: PDFDocument, file: FontFile): FaceCandidate {
  return {
    covers: (cp) => file.covers(cp),
    family: file.family,
    embed: (graphemes) => {
      const postscriptName = file.postscriptName();
      const customName = postscriptName ? subsetName(postscriptName, graphemes) : undefined;
      return doc.embedFont(file.bytes(), { subset: true, customName });
    },
  };
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
  // The fallback is always a standard font.
  const byCharacter = new Set([fallback]);
  for (const [index, candidate] of candidates.entries()) {
    const graphemes = needed.get(index);
    if (!graphemes) continue;
    try {
      const font = await candidate.embed(graphemes);
      faces.push({ font, covers: candidate.covers, family: candidate.family });
      if (candidate.measureByCharacter) byCharacter.add(font);
    } catch {
      // A font file that fontkit cannot read leaves its characters to the next face or the
      // placeholder.
    }
  }
  return { faces, fallback, byCharacter, widths: new Map() };
}
