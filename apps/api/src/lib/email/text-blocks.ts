/**
 * A plain-text e-mail read as the HTML part shows it: paragraphs (split at blank lines), their
 * lines, and within a line its words and web addresses, which become links. Nothing is added or
 * left out, so the two parts of a message say the same thing.
 */
export type Segment = { kind: 'text'; value: string } | { kind: 'link'; href: string };
export type Line = Segment[];
export type Paragraph = Line[];

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence after an address rather than belonging to it. */
const TRAILING = /[.,;:!?)]+$/;

export function textBlocks(text: string): Paragraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.map(segments));
}

function segments(line: string): Line {
  const out: Line = [];
  let at = 0;
  for (const match of line.matchAll(WEB_ADDRESS)) {
    const href = match[0].replace(TRAILING, '');
    if (match.index > at) out.push({ kind: 'text', value: line.slice(at, match.index) });
    out.push({ kind: 'link', href });
    at = match.index + href.length;
  }
  if (at < line.length) out.push({ kind: 'text', value: line.slice(at) });
  return out;
}

/** The line an inbox shows beside the subject: the message's first words after its greeting. */
export function previewLine(text: string): string {
  const [first, second] = textBlocks(text);
  const opening =
    first?.length === 1 && /^(hello|hi|dear)\b/i.test(plain(first[0]!)) ? second : first;
  return opening ? plain(opening[0]!) : '';
}

/** A line's words without its web addresses: a preview never shows a link. */
const plain = (line: Line): string =>
  line
    .map((s) => (s.kind === 'text' ? s.value : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/:\s*$/, '')
    .trim();
