import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { cleanText, codePoints, draws, graphemes, type FontChain } from './chain.js';

// signature.ts and layout.ts take these with the drawing functions below.
export { buildChain, fileCandidate, standardCandidate, type FontChain } from './chain.js';

/**
 * Text that patients type can hold anything: accents, Cyrillic, CJK, emoji, Hebrew. The standard
 * PDF fonts encode WinAnsi only and pdf-lib throws on anything else, so every string is drawn
 * through a font chain: each word takes the first font that has all of it (so 'Nguyễn' is one
 * face, not two), and a word no single font has is drawn a character (grapheme) at a time.
 * What no font can draw prints as a visible, labelled placeholder, never as a silent '?'.
 * Drawing never throws on input; the stored answers keep the original text.
 */
export const PLACEHOLDER = '[unsupported characters]';
/** Grey, in the chain's fallback face (an italic), so it cannot be read as the patient's words. */
export const PLACEHOLDER_COLOR = rgb(0.45, 0.45, 0.5);

interface Run {
  font: PDFFont;
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

/** The text split into runs of one font each, with the placeholder for what no face draws. */
export function runsOf(chain: FontChain, text: string): Run[] {
  const runs: Run[] = [];
  const add = (font: PDFFont, piece: string) => {
    const last = runs.at(-1);
    if (last && last.font === font && !last.placeholder) last.text += piece;
    else runs.push({ font, text: piece });
  };
  const addPlaceholder = () => {
    // One label for a run of them: '😀😀😀' reads as one placeholder, not three.
    if (!runs.at(-1)?.placeholder) {
      runs.push({ font: chain.fallback, text: PLACEHOLDER, placeholder: true });
    }
  };
  for (const word of cleanText(text).replace(/\n/g, ' ').split(/( +)/)) {
    if (word === '') continue;
    if (word.startsWith(' ')) {
      // Every face has a space; it stays in the run before it.
      const last = runs.at(-1);
      add(last && !last.placeholder ? last.font : (chain.faces[0]?.font ?? chain.fallback), word);
      continue;
    }
    const pieces = graphemes(word).map(codePoints);
    // The word in the first typeface that has all of it, else each character where it can be.
    const family = familyOf(chain, pieces);
    const faces = family ? chain.faces.filter((f) => f.family === family) : chain.faces;
    pieces.forEach((points) => {
      const face = faces.find((f) => draws(f, points));
      if (face) add(face.font, String.fromCodePoint(...points));
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
    const color = run.placeholder ? PLACEHOLDER_COLOR : at.color;
    page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color });
    x += runWidth(chain, run, at.size);
  }
  return x - at.x;
}
