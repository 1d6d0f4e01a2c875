import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { FontFile } from './fonts.js';

/**
 * Text that patients type can hold anything: accents, Cyrillic, CJK, emoji. The standard PDF
 * fonts encode WinAnsi only and pdf-lib throws on anything else, so every string is drawn
 * through a font chain: each character (grapheme) takes the first font that has all of it, and
 * one no font has prints as '?'. Drawing never throws on input.
 */
const REPLACEMENT = '?';

export interface Face {
  font: PDFFont;
  covers(codePoint: number): boolean;
}

export interface FontChain {
  faces: readonly Face[];
  /** Draws the replacement mark; a standard font, always able to. */
  fallback: PDFFont;
  /** Fonts whose widths are summed character by character (see FaceCandidate). */
  byCharacter: ReadonlySet<PDFFont>;
  /** Widths measured so far, by size and text: answers repeat words a lot. */
  widths: Map<string, number>;
}

/** A font the chain may use, embedded only if some text needs it. */
export interface FaceCandidate {
  covers(codePoint: number): boolean;
  embed(): Promise<PDFFont>;
  /**
   * pdf-lib measures a standard font with its kerning pairs but draws it without them ('Te' is
   * measured 0.12 em narrower than drawn), so such text is measured a character at a time.
   */
  measureByCharacter?: boolean;
}

interface Run {
  font: PDFFont;
  text: string;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters that are each a grapheme of their own: most text, split without Intl. */
const SIMPLE = /^[\x20-\x7E\xA0-\xFF\u2010-\u2027]*$/;

export function graphemes(text: string): string[] {
  if (SIMPLE.test(text)) return text.split('');
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

const codePoints = (grapheme: string) => Array.from(grapheme, (c) => c.codePointAt(0) ?? 0);

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
  );
}

/** A standard font as a candidate: it covers exactly the characters it can encode. */
export function standardCandidate(font: PDFFont): FaceCandidate {
  const encodable = new Set(font.getCharacterSet());
  return {
    covers: (cp) => encodable.has(cp),
    embed: () => Promise.resolve(font),
    measureByCharacter: true,
  };
}

export function fileCandidate(doc: PDFDocument, file: FontFile): FaceCandidate {
  return {
    covers: (cp) => file.covers(cp),
    embed: () => doc.embedFont(file.bytes(), { subset: true }),
  };
}

/**
 * Builds a chain for the texts it will draw, embedding only the candidates some grapheme needs:
 * most forms are plain WinAnsi and carry no extra font. Text drawn later that was not given here
 * still prints, with '?' for what the embedded faces lack.
 */
export async function buildChain(
  candidates: readonly FaceCandidate[],
  fallback: PDFFont,
  texts: Iterable<string>,
): Promise<FontChain> {
  const needed = new Set<number>();
  const seen = new Set<string>();
  for (const text of texts) {
    for (const grapheme of graphemes(cleanText(text))) {
      if (grapheme === '\n' || seen.has(grapheme)) continue;
      seen.add(grapheme);
      const points = codePoints(grapheme);
      const index = candidates.findIndex((c) => points.every((cp) => c.covers(cp)));
      if (index !== -1) needed.add(index);
    }
  }
  const faces: Face[] = [];
  // The fallback is always a standard font.
  const byCharacter = new Set([fallback]);
  for (const [index, candidate] of candidates.entries()) {
    if (!needed.has(index)) continue;
    try {
      const font = await candidate.embed();
      faces.push({ font, covers: candidate.covers });
      if (candidate.measureByCharacter) byCharacter.add(font);
    } catch {
      // A font file that fontkit cannot read leaves its characters to the next face or '?'.
    }
  }
  return { faces, fallback, byCharacter, widths: new Map() };
}

/** The text split into runs of one font each, with '?' for what no face draws. */
export function runsOf(chain: FontChain, text: string): Run[] {
  const runs: Run[] = [];
  for (const grapheme of graphemes(cleanText(text).replace(/\n/g, ' '))) {
    const points = codePoints(grapheme);
    const face = chain.faces.find((f) => points.every((cp) => f.covers(cp)));
    const font = face?.font ?? chain.fallback;
    const piece = face ? grapheme : REPLACEMENT;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += piece;
    else runs.push({ font, text: piece });
  }
  return runs;
}

/** What a reader of the PDF sees: the text with unprintable characters as '?'. */
export function printedText(chain: FontChain, text: string): string {
  return runsOf(chain, text)
    .map((r) => r.text)
    .join('');
}

export function widthOf(chain: FontChain, text: string, size: number): number {
  const key = `${size}|${text}`;
  let width = chain.widths.get(key);
  if (width === undefined) {
    width = runsOf(chain, text).reduce((sum, run) => sum + runWidth(chain, run, size), 0);
    chain.widths.set(key, width);
  }
  return width;
}

/** Unit-size widths of single characters, per standard font. */
const characterWidths = new WeakMap<PDFFont, Map<string, number>>();

function characterWidth(font: PDFFont, character: string): number {
  let widths = characterWidths.get(font);
  if (!widths) characterWidths.set(font, (widths = new Map()));
  let width = widths.get(character);
  if (width === undefined) widths.set(character, (width = font.widthOfTextAtSize(character, 1)));
  return width;
}

function runWidth(chain: FontChain, run: Run, size: number): number {
  if (!chain.byCharacter.has(run.font)) return run.font.widthOfTextAtSize(run.text, size);
  let width = 0;
  for (const character of run.text) width += characterWidth(run.font, character);
  return width * size;
}

/** Breaks a word wider than the line into pieces that fit, one grapheme at a time. */
function breakWord(chain: FontChain, word: string, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const g of graphemes(word)) {
    if (piece !== '' && widthOf(chain, piece + g, size) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += g;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** Lines no wider than maxWidth; the text's own line breaks are kept. */
export function wrapText(chain: FontChain, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const space = widthOf(chain, ' ', size);
  for (const paragraph of cleanText(text).split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/).filter((w) => w !== '')) {
      const wordWidth = widthOf(chain, word, size);
      if (line !== '' && lineWidth + space + wordWidth <= maxWidth) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      const pieces = wordWidth <= maxWidth ? [word] : breakWord(chain, word, size, maxWidth);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
      lineWidth = widthOf(chain, line, size);
    }
    lines.push(line);
  }
  return lines;
}

/** One line cut to fit, ending in an ellipsis when it had to be cut. */
export function fitText(chain: FontChain, text: string, size: number, maxWidth: number): string {
  const clean = cleanText(text).replace(/\n/g, ' ');
  if (widthOf(chain, clean, size) <= maxWidth) return clean;
  let fitted = '';
  for (const g of graphemes(clean)) {
    if (widthOf(chain, `${fitted}${g}…`, size) > maxWidth) break;
    fitted += g;
  }
  return `${fitted}…`;
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  color: RGB;
}

/** Draws one line (no wrapping) run by run; returns its width. */
export function drawLine(page: PDFPage, chain: FontChain, text: string, at: DrawOptions): number {
  let x = at.x;
  for (const run of runsOf(chain, text)) {
    page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
    x += runWidth(chain, run, at.size);
  }
  return x - at.x;
}
