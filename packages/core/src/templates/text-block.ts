/**
 * The small markup of a clinic's text blocks (a 'paragraph' field's text), read into plain data
 * once for both readers: the patient's page draws it as React elements (a clinic's text never
 * reaches the page as HTML) and the PDF prints it as plain text. What it knows:
 * paragraphs split by blank lines, lines starting with "- " as list items, **bold**, and
 * [label](url) links. Everything else, a link to an unsafe target included, stays as typed.
 */
export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; parts: InlinePart[] }
  | { kind: 'link'; label: string; href: string };

/** One line of a paragraph, or one list item. */
export type InlineLine = InlinePart[];

export type TextBlockPart =
  { kind: 'paragraph'; lines: InlineLine[] } | { kind: 'list'; items: InlineLine[] };

// Where a text block may send a patient: web pages, an e-mail, a phone call. javascript:, data:
// and the like would run or show content in the form's own page, so they are never links.
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

const BLANK_LINES = /\n(?:[ \t]*\n)+/;
const LIST_ITEM = /^[ \t]*- +/;
// **bold**, or [label](target) with a target of no spaces or brackets.
const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/**
 * The address a link may open, normalized; undefined for anything but an absolute http(s),
 * mailto or tel address (relative paths too: a patient's page has nothing for them to reach).
 */
export function safeLinkTarget(target: string): string | undefined {
  let url: URL;
  try {
    // URL strips the tabs and newlines a browser ignores too ("java\tscript:" is javascript:).
    url = new URL(target);
  } catch {
    return undefined;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
}

/** A line's bold runs and links; links inside bold work, bold inside a link's label does not. */
export function parseInline(text: string, inBold = false): InlinePart[] {
  const parts: InlinePart[] = [];
  const pushText = (t: string) => {
    if (t === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += t;
    else parts.push({ kind: 'text', text: t });
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, label, target] = match;
    pushText(text.slice(at, match.index));
    at = match.index + whole.length;
    if (bold !== undefined) {
      if (inBold) pushText(whole);
      else parts.push({ kind: 'bold', parts: parseInline(bold, true) });
      continue;
    }
    const href = safeLinkTarget(target!);
    // Bold does not work inside a link's label: its marks are dropped rather than shown.
    if (href) parts.push({ kind: 'link', label: label!.replaceAll('**', ''), href });
    else pushText(whole);
  }
  pushText(text.slice(at));
  return parts;
}

/** One paragraph's lines: runs of "- " lines become a list, other runs a paragraph. */
function partsOfChunk(chunk: string): TextBlockPart[] {
  const parts: TextBlockPart[] = [];
  for (const line of chunk.split('\n').filter((l) => l.trim() !== '')) {
    const isItem = LIST_ITEM.test(line);
    const inline = parseInline(isItem ? line.replace(LIST_ITEM, '') : line.trim());
    const last = parts.at(-1);
    if (isItem) {
      if (last?.kind === 'list') last.items.push(inline);
      else parts.push({ kind: 'list', items: [inline] });
    } else if (last?.kind === 'paragraph') {
      last.lines.push(inline);
    } else {
      parts.push({ kind: 'paragraph', lines: [inline] });
    }
  }
  return parts;
}

/** The text's paragraphs (split by blank lines), each as its lines. */
function chunksOf(source: string): string[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(BLANK_LINES)
    .filter((chunk) => chunk.trim() !== '');
}

/** A text block's body as paragraphs and lists, in order; blank input gives nothing. */
export function parseTextBlock(source: string): TextBlockPart[] {
  return chunksOf(source).flatMap(partsOfChunk);
}

/** A line's words: bold is just its words, a link keeps its address (paper cannot be clicked). */
function plainLine(parts: readonly InlinePart[]): string {
  return parts
    .map((part) => {
      if (part.kind === 'text') return part.text;
      if (part.kind === 'bold') return plainLine(part.parts);
      // An address as people write it: "https://x.example", not URL's "https://x.example/".
      const address = part.href.replace(/^(https?:\/\/[^/?#]+)\/$/, '$1');
      const label = part.label.trim();
      return label === address || label === part.href ? address : `${label} (${address})`;
    })
    .join('')
    .trim();
}

/**
 * A text block as the PDF prints it: plain lines, list items after a bullet, the lines of one
 * paragraph together and paragraphs one blank line apart.
 */
export function plainTextOf(source: string): string {
  return chunksOf(source)
    .map((chunk) =>
      partsOfChunk(chunk)
        .flatMap((part) =>
          part.kind === 'list'
            ? part.items.map((item) => `• ${plainLine(item)}`)
            : part.lines.map(plainLine),
        )
        .join('\n'),
    )
    .join('\n\n');
}
