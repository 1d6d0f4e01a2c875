import type { Answer, PrintableField } from './answers.js';
import {
  ANSWER_WIDTH,
  KEEP_TOGETHER_LINES,
  LABEL_WIDTH,
  drawHeading,
  drawQuestion,
  styles,
} from './draw.js';
import { CONTENT_WIDTH, INK, MUTED, PAGE, type PageFlow, type TextStyle } from './layout.js';
import { SIGNATURE_BOX, fitImage, typedLayout, type PrintedSignature } from './signature.js';
import { drawLine, widthOf, wrapText } from './text.js';
import type { PrintedPhoto } from './uploads.js';

/** A question with what the PDF prints for it: an answer, a signature or a photo to draw. */
export interface PrintedQuestion {
  field: PrintableField;
  printed: Answer | PrintedSignature | PrintedPhoto;
}

type TableAnswer = Extract<Answer, { kind: 'table' }>;
type NoteAnswer = Extract<Answer, { kind: 'note' }>;
const TABLE_PADDING = 10;
/** Label above the art, and line and caption under it. */
const SIGNATURE_EXTRA = 48;
/** An uploaded photo: the page's width at most, and about half the page's height. */
const PHOTO_BOX = { width: CONTENT_WIDTH, height: (PAGE.height - 2 * PAGE.margin) / 2 } as const;
/** Its label above it and a gap under it. */
const PHOTO_EXTRA = 24;

/** The height a question needs on one page before the page may break inside it. */
function questionHeight(flow: PageFlow, { field, printed }: PrintedQuestion): number {
  const s = styles(flow);
  const leading = s.answer.size * 1.35;
  const label = wrapText(s.label.chain, field.label, s.label.size, LABEL_WIDTH).length;
  switch (printed.kind) {
    case 'table':
      return (label + 2) * leading;
    case 'image':
      return SIGNATURE_BOX.height + SIGNATURE_EXTRA;
    case 'photo':
      return fitImage(printed.image, PHOTO_BOX).height + PHOTO_EXTRA;
    case 'typed':
      return typedLayout(printed.chain, printed.text, SIGNATURE_BOX.width).height + SIGNATURE_EXTRA;
    case 'missing':
      return label * leading;
    case 'text': {
      const text = wrapText(s.answer.chain, printed.text, s.answer.size, ANSWER_WIDTH).length;
      const lines = Math.max(label, text);
      return (lines <= KEEP_TOGETHER_LINES ? lines : 1) * leading;
    }
    case 'note': {
      // Its title (if any) and its first lines; a long text may then break across pages.
      const text = wrapText(s.legal.chain, printed.text, s.legal.size, CONTENT_WIDTH).length;
      return (Math.min(text, 3) + (field.label ? 1 : 0)) * s.legal.size * 1.35;
    }
  }
}

/** Column edges for a table: each as wide as its contents ask, scaled down to fit the page. */
function tableColumns(flow: PageFlow, answer: TableAnswer) {
  const s = styles(flow);
  const indent = 12;
  const available = CONTENT_WIDTH - indent;
  const natural = answer.columns.map((column, c) => {
    const cells = [column, ...answer.rows.map((row) => row[c] ?? '')];
    const widest = Math.max(...cells.map((cell) => widthOf(s.answer.chain, cell, s.answer.size)));
    return Math.min(Math.max(widest, 50), 260) + TABLE_PADDING;
  });
  const total = natural.reduce((a, b) => a + b, 0);
  const widths = natural.map((w) => (w * available) / Math.max(total, available));
  let x = PAGE.margin + indent;
  return widths.map((width) => {
    const column = { x, width: width - TABLE_PADDING };
    x += width;
    return column;
  });
}

/** Repeatable rows as a small table under their label. */
function drawTable(flow: PageFlow, label: string, answer: TableAnswer): void {
  const s = styles(flow);
  const columns = tableColumns(flow, answer);
  const row = (cells: readonly string[], style: TextStyle) =>
    flow.cells(
      cells.map((text, c) => ({
        text,
        style,
        x: columns[c]?.x ?? PAGE.margin,
        width: columns[c]?.width ?? 50,
      })),
      KEEP_TOGETHER_LINES,
    );
  // The label, the column names and the first row start on the same page.
  const leading = s.answer.size * 1.35;
  const lines = (text: string, width: number) =>
    wrapText(s.answer.chain, text, s.answer.size, width).length;
  const labelLines = wrapText(s.label.chain, label, s.label.size, LABEL_WIDTH).length;
  const firstRow = Math.max(
    0,
    ...(answer.rows[0] ?? []).map((cell, c) => lines(cell, columns[c]?.width ?? 50)),
  );
  flow.ensure((labelLines + 1 + Math.min(firstRow, KEEP_TOGETHER_LINES)) * leading + 3);
  drawQuestion(flow, label, '');
  row(answer.columns, s.strongLabel);
  for (const cells of answer.rows) row(cells, s.answer);
  flow.gap(4);
}

/** One signature: its label, the image or typed name above a line, and how it was given. */
function drawSignature(flow: PageFlow, label: string, signature: PrintedSignature): void {
  const s = styles(flow);
  if (signature.kind === 'missing') {
    drawQuestion(flow, label, signature.caption);
    return;
  }
  const box = SIGNATURE_BOX;
  const typed =
    signature.kind === 'typed'
      ? typedLayout(signature.chain, signature.text, box.width)
      : undefined;
  const artHeight = typed?.height ?? box.height;
  // Label, art, line and caption stay together on one page.
  flow.ensure(artHeight + SIGNATURE_EXTRA);
  flow.gap(4);
  flow.paragraph(label, s.strongLabel);
  flow.block(artHeight + 6, (page, top) => {
    const bottom = top - artHeight;
    if (signature.kind === 'image') {
      const size = fitImage(signature.image, box);
      page.drawImage(signature.image, { x: PAGE.margin, y: bottom, ...size });
    } else if (typed) {
      const leading = typed.size * 1.25;
      const first = bottom + (typed.lines.length - 1) * leading + typed.size * 0.3;
      typed.lines.forEach((line, i) =>
        drawLine(page, signature.chain, line, {
          x: PAGE.margin,
          y: first - i * leading,
          size: typed.size,
          color: INK,
        }),
      );
    }
    page.drawLine({
      start: { x: PAGE.margin, y: bottom - 3 },
      end: { x: PAGE.margin + box.width + 30, y: bottom - 3 },
      thickness: 0.8,
      color: MUTED,
    });
  });
  flow.line(signature.caption, s.note);
  flow.gap(8);
}

/**
 * A custom form's text block: what the patient read, across the page like the legal text, its
 * title (if it has one) above it. Its first lines stay with the title.
 */
function drawNote(flow: PageFlow, label: string, note: NoteAnswer): void {
  const s = styles(flow);
  const leading = s.legal.size * 1.35;
  const first = Math.min(3, wrapText(s.legal.chain, note.text, s.legal.size, CONTENT_WIDTH).length);
  flow.ensure((first + (label ? 1 : 0)) * leading);
  flow.gap(3);
  if (label) flow.paragraph(label, s.strongLabel);
  flow.paragraph(note.text, s.legal);
  flow.gap(6);
}

/** An uploaded photo under its label, as large as the box allows, moved whole to a new page. */
function drawPhoto(flow: PageFlow, label: string, photo: PrintedPhoto): void {
  const s = styles(flow);
  const size = fitImage(photo.image, PHOTO_BOX);
  flow.ensure(size.height + PHOTO_EXTRA);
  flow.gap(4);
  flow.paragraph(label, s.strongLabel);
  flow.block(size.height + 4, (page, top) => {
    page.drawImage(photo.image, { x: PAGE.margin, y: top - size.height - 2, ...size });
  });
  flow.gap(8);
}

function drawPrinted(flow: PageFlow, { field, printed }: PrintedQuestion): void {
  if (printed.kind === 'text') drawQuestion(flow, field.label, printed.text);
  else if (printed.kind === 'photo') drawPhoto(flow, field.label, printed);
  else if (printed.kind === 'table') drawTable(flow, field.label, printed);
  else if (printed.kind === 'note') drawNote(flow, field.label, printed);
  else drawSignature(flow, field.label, printed);
}

/** A section: its heading (kept with its first question), then each question in order. */
export function drawSection(
  flow: PageFlow,
  section: { title?: string; questions: readonly PrintedQuestion[] },
): void {
  const first = section.questions[0];
  if (section.title) drawHeading(flow, section.title, first ? questionHeight(flow, first) : 0);
  for (const question of section.questions) drawPrinted(flow, question);
}
