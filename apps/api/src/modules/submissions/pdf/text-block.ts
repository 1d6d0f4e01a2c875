/**
 * A custom form's text block as the PDF prints it. The builder's markup (core custom-form.ts:
 * paragraphs split by blank lines, **bold**, "- " list lines, [label](url) links) becomes plain
 * text: the PDF prints the block in one style, so bold is just its words, a list item gets the
 * bullet list answers use, and a link keeps its address, since a printed page cannot be clicked.
 */

const LIST_ITEM = /^\s*- +(.*)$/;
const LINK = /\[([^\]\n]*)\]\(([^()\s]+)\)/g;

function linkText(label: string, url: string): string {
  const text = label.trim();
  return text === '' || text === url ? url : `${text} (${url})`;
}

function plainLine(line: string): string {
  const item = LIST_ITEM.exec(line);
  const text = (item ? item[1]! : line)
    .replaceAll('**', '')
    .replace(LINK, (_, label: string, url: string) => linkText(label, url));
  return item ? `• ${text.trim()}` : text.trim();
}

/** Plain lines of a text block; paragraphs stay apart by one blank line. */
export function plainTextOf(markup: string): string {
  return markup
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(plainLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
