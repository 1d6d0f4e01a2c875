import bidiFactory from 'bidi-js';
import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from '@cantoo/pdf-lib';
import {
  cleanText,
  codePoints,
  draws,
  graphemes,
  hasRightToLeft,
  NON_JOINER,
  type Face,
  type FontChain,
} from './chain.js';

// signature.ts and layout.ts take these with the drawing functions below.
export { buildChain, fileCandidate, standardCandidate, type FontChain } from './chain.js';

/**
 * Text that patients type can hold anything: accents, Cyrillic, CJK, Devanagari, Arabic, emoji.
 * The standard PDF fonts encode WinAnsi only and pdf-lib throws on anything else, so every
 * string is drawn through a font chain: each word takes the first font that has all of it (so
 * 'Nguyễn' is one face, not two), and a word no single font has is drawn a character (grapheme)
 * at a time. Font files are shaped by fontkit (Indic conjuncts, Arabic joining); a line holding
 * right-to-left text is ordered by the Unicode bidirectional algorithm (bidi-js) first. What no
 * font can draw prints as a visible, labelled placeholder, never as a silent '?'. Drawing never
 * throws on input; the stored answers keep the original text.
 */
export const PLACEHOLDER = '[unsupported characters]';
/** Grey, in the chain's fallback face (an italic), so it cannot be read as the patient's words. */
export const PLACEHOLDER_COLOR = rgb(0.45, 0.45, 0.5);

export interface Run {
  face: Face;
  text: string;
  /** PLACEHOLDER standing for characters no face can draw. */
  placeholder?: true;
}

/** The first typeface of the chain that draws every grapheme of a word. */
function familyOf(chain: FontChain, word: readonly (readonly number[])[]): string | undefined {
  for (const { family } of chain.faces) {
    const faces = chain.faces.filter((f) => f.family === family);
    if (word.every((points) => faces.some((f) => draws(f, points)))) return family;
  }
  return undefined;
}

/** The text split into runs of one font each (in logical order), with the placeholder. */
export function runsOf(chain: FontChain, text: string): Run[] {
  const runs: Run[] = [];
  const add = (face: Face, piece: string) => {
    const last = runs.at(-1);
    if (last && last.face === face && !last.placeholder) last.text += piece;
    else runs.push({ face, text: piece });
  };
  const addPlaceholder = () => {
    // One label for a run of them: '😀😀😀' reads as one placeholder, not three.
    if (!runs.at(-1)?.placeholder) {
      runs.push({ face: chain.fallback, text: PLACEHOLDER, placeholder: true });
    }
  };
  for (const word of cleanText(text).replace(/\n/g, ' ').split(/( +)/)) {
    if (word === '') continue;
    if (word.startsWith(' ')) {
      // Every face has a space; it stays in the run before it.
      const last = runs.at(-1);
      add(last && !last.placeholder ? last.face : (chain.faces[0] ?? chain.fallback), word);
      continue;
    }
    const pieces = graphemes(word).map(codePoints);
    // The word in the first typeface that has all of it, else each character where it can be.
    const family = familyOf(chain, pieces);
    const faces = family ? chain.faces.filter((f) => f.family === family) : chain.faces;
    pieces.forEach((points) => {
      const face = faces.find((f) => draws(f, points));
      if (face) add(face, String.fromCodePoint(...points));
      else addPlaceholder();
    });
  }
  return runs;
}

/** What a reader of the PDF sees: the text with the placeholder for what no face draws. */
export function printedText(chain: FontChain, text: string): string {
  return runsOf(chain, text)
    .map((r) => r.text)
    .join('');
}

export function widthOf(chain: FontChain, text: string, size: number): number {
  const key = `${size}|${text}`;
  let width = chain.widths.get(key);
  if (width === undefined) {
    width = runsOf(chain, text).reduce((sum, run) => sum + run.face.widthOf(run.text, size), 0);
    chain.widths.set(key, width);
  }
  return width;
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

const bidi = bidiFactory();

/** A run as drawn: `text` in the order its face expects it. */
interface DrawnRun extends Run {
  /** The run's words in logical order, for the text layer, when the drawn glyphs cannot say. */
  actualText?: string;
}

/**
 * Shaping can draw one glyph for several letters, or letters in another order than typed (a
 * Devanagari vowel sign drawn before its consonant, an emoji sequence as one picture); the
 * glyphs then cannot give the words back. Such runs carry their text as /ActualText, which
 * search, copy and screen readers use. Right-to-left runs do not: readers order their glyphs
 * back themselves (pdftotext gives them in logical order), and would reverse an ActualText too.
 */
const NEEDS_ACTUAL_TEXT = /\p{M}|\p{Extended_Pictographic}|\u200C|\u200D|\uFE0F/u;

function actualTextOf(run: Run): string | undefined {
  if (run.placeholder || !run.face.shaped || hasRightToLeft(run.text)) return undefined;
  return NEEDS_ACTUAL_TEXT.test(run.text) ? run.text : undefined;
}

/**
 * The runs of one line left to right on the page. A line without right-to-left letters is its
 * runs in logical order. Otherwise bidi-js resolves each character's level; each stretch of one
 * level is split into font runs, stretches are ordered by rule L2 (reverse from the highest level
 * down to the lowest odd one), and a right-to-left stretch draws its runs last to first. fontkit
 * reverses a shaped run whose script is right-to-left itself (and must get it in logical order to
 * join Arabic letters); any other run of a right-to-left stretch is reversed here, grapheme by
 * grapheme, with brackets mirrored.
 */
export function visualRuns(chain: FontChain, text: string): DrawnRun[] {
  return orderedRuns(chain, text).flatMap(apartAtNonJoiners);
}

/**
 * A shaped run cut where the text has a zero-width non-joiner (Persian's 'می‌خواهم', an Indic
 * explicit virama), the joiner itself left out. The fonts have no glyph for it and fontkit
 * would draw a space; drawn apart, the letters on each side take the forms the non-joiner asks
 * for and no gap opens. Face.widthOf measures the same pieces.
 */
function apartAtNonJoiners(run: DrawnRun): DrawnRun[] {
  if (!run.face.shaped || !run.text.includes(NON_JOINER)) return [run];
  const pieces = run.text.split(NON_JOINER).filter((piece) => piece !== '');
  if (hasRightToLeft(run.text)) pieces.reverse();
  return pieces.map((piece) => ({
    ...run,
    text: piece,
    actualText: actualTextOf({ ...run, text: piece }),
  }));
}

function orderedRuns(chain: FontChain, text: string): DrawnRun[] {
  const line = cleanText(text).replace(/\n/g, ' ');
  const inOrder = (runs: Run[]) => runs.map((run) => ({ ...run, actualText: actualTextOf(run) }));
  if (!hasRightToLeft(line)) return inOrder(runsOf(chain, line));
  const { levels } = bidi.getEmbeddingLevels(line, 'auto');
  const stretches: { level: number; text: string }[] = [];
  let offset = 0;
  for (const grapheme of graphemes(line)) {
    // A grapheme takes the level of its first character (a mark has its base's level anyway).
    const level = levels[offset] ?? 0;
    offset += grapheme.length;
    const last = stretches.at(-1);
    if (last && last.level === level) last.text += grapheme;
    else stretches.push({ level, text: grapheme });
  }
  const highest = Math.max(...stretches.map((s) => s.level));
  const lowestOdd = Math.min(...stretches.map((s) => s.level).filter((l) => l % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < stretches.length; start++) {
      if ((stretches[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < stretches.length && (stretches[end + 1]?.level ?? 0) >= level) end++;
      stretches.splice(start, end - start + 1, ...stretches.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return stretches.flatMap(({ level, text: stretch }) => {
    const runs = runsOf(chain, stretch);
    if (level % 2 === 0) return inOrder(runs);
    return runs.reverse().map((run): DrawnRun => {
      if (run.placeholder || (run.face.shaped && hasRightToLeft(run.text))) return run;
      const mirrored = graphemes(run.text)
        .reverse()
        .map((g) => bidi.getMirroredCharacter(g) ?? g)
        .join('');
      return { ...run, text: mirrored };
    });
  });
}

/** The font each page draws with now: drawing is the only code that sets one (see useFont). */
const pageFonts = new WeakMap<PDFPage, PDFFont>();

/**
 * Makes `font` the page's font. pdf-lib adds a new name to the page's font resources each time
 * a font is set, and drawText({ font }) sets it twice (and back): a page of answers carried a
 * hundred names for three fonts, about 1 KB of every PDF. Setting it only when it changes
 * keeps one name per switch.
 */
function useFont(page: PDFPage, font: PDFFont): void {
  if (pageFonts.get(page) === font) return;
  page.setFont(font);
  pageFonts.set(page, font);
}

/** Draws one line (no wrapping) run by run, left to right; returns its width. */
export function drawLine(page: PDFPage, chain: FontChain, text: string, at: DrawOptions): number {
  let x = at.x;
  for (const run of visualRuns(chain, text)) {
    const color = run.placeholder ? PLACEHOLDER_COLOR : at.color;
    if (run.actualText !== undefined) {
      // An inline property list: pdf-lib writes a string operand as it is (all ASCII here).
      const properties = `<< /ActualText ${PDFHexString.fromText(run.actualText).toString()} >>`;
      page.pushOperators(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          PDFName.of('Span'),
          properties,
        ]),
      );
    }
    useFont(page, run.face.font(run.text));
    page.drawText(run.text, { x, y: at.y, size: at.size, color });
    if (run.actualText !== undefined) {
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    }
    x += run.face.widthOf(run.text, at.size);
  }
  return x - at.x;
}
