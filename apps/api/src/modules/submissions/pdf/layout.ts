import { rgb, type PDFDocument, type PDFPage, type RGB } from '@cantoo/pdf-lib';
import { drawLine, fitText, widthOf, wrapText, type FontChain } from './text.js';

/** US Letter in points: 0.75 in margins, and a band above the bottom one for the footer. */
export const PAGE = { width: 612, height: 792, margin: 54, footer: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const TOP = PAGE.height - PAGE.margin;
const BOTTOM = PAGE.margin + PAGE.footer - 16;

export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.4, 0.43, 0.48);
export const RULE = rgb(0.82, 0.84, 0.88);

export interface Fonts {
  regular: FontChain;
  bold: FontChain;
}

export interface TextStyle {
  chain: FontChain;
  size: number;
  color?: RGB;
}

/** One column of a row: its text, style, left edge and width. */
export interface Cell {
  text: string;
  style: TextStyle;
  x: number;
  width: number;
}

/** Distance from one baseline to the next. */
const leadingOf = (style: TextStyle) => style.size * 1.35;

/**
 * Places content top to bottom and starts a new page whenever the next line would run into the
 * footer, so nothing is ever drawn off the page. Pages after the first repeat a one-line header
 * (form and patient), since printed pages get separated.
 */
export class PageFlow {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  /** The top of the next line to draw. */
  y = TOP;
  /** Nothing drawn on this page yet but its header: a new page would not give more room. */
  private fresh = true;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly runningHeader: string,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = TOP;
    if (this.pages.length > 1) {
      const style = { chain: this.fonts.regular, size: 8, color: MUTED };
      this.line(fitText(style.chain, this.runningHeader, style.size, CONTENT_WIDTH), style);
      this.rule();
    }
    this.fresh = true;
  }

  /** Room left on this page above the footer. */
  private get room(): number {
    return this.y - BOTTOM;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (height > this.room && !this.fresh) this.newPage();
  }

  gap(height: number): void {
    this.y -= height;
  }

  /** One line at the left margin (or x), already known to fit the width. */
  line(text: string, style: TextStyle, x = PAGE.margin): void {
    const leading = leadingOf(style);
    this.ensure(leading);
    this.drawAt(text, style, x, this.y);
    this.y -= leading;
  }

  /** Draws a line whose top is at `top`, without moving the flow. */
  drawAt(text: string, style: TextStyle, x: number, top: number, ascent = style.size * 0.95): void {
    const baseline = top - ascent;
    this.fresh = false;
    drawLine(this.page, style.chain, text, {
      x,
      y: baseline,
      size: style.size,
      color: style.color ?? INK,
    });
  }

  /** Wrapped text that flows onto new pages line by line. */
  paragraph(text: string, style: TextStyle, x = PAGE.margin, width = CONTENT_WIDTH): void {
    for (const line of wrapText(style.chain, text, style.size, width)) this.line(line, style, x);
  }

  /**
   * Cells side by side (a question and its answer, a table row). Their lines are placed row by
   * row, so a long answer continues on the next page instead of being cut; a short row moves to
   * the next page whole rather than leaving its label behind.
   */
  cells(cells: readonly Cell[], keepTogetherLines = 8): void {
    const wrapped = cells.map((c) => wrapText(c.style.chain, c.text, c.style.size, c.width));
    const leading = Math.max(...cells.map((c) => leadingOf(c.style)));
    // One baseline for the whole row, whatever the sizes, so a label sits level with its answer.
    const ascent = Math.max(...cells.map((c) => c.style.size)) * 0.95;
    const lineCount = Math.max(...wrapped.map((lines) => lines.length));
    if (lineCount <= keepTogetherLines) this.ensure(leading * lineCount);
    for (let i = 0; i < lineCount; i++) {
      this.ensure(leading);
      cells.forEach((cell, c) => {
        const line = wrapped[c]?.[i];
        if (line) this.drawAt(line, cell.style, cell.x, this.y, ascent);
      });
      this.y -= leading;
    }
  }

  /** A drawing of known height (an image, a signature), moved whole to a new page if needed. */
  block(height: number, draw: (page: PDFPage, top: number) => void): void {
    this.ensure(height);
    draw(this.page, this.y);
    this.fresh = false;
    this.y -= height;
  }

  rule(color: RGB = RULE): void {
    this.fresh = false;
    this.y -= 3;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color,
    });
    this.y -= 6;
  }

  /**
   * Writes the practice name on the left and the reference (if any) and 'Page N of M' on the
   * right of every page's foot, once the number of pages is known. The name gives way to the
   * rest when space runs short.
   */
  stampFooters(practiceName: string, reference?: string): void {
    const style = { chain: this.fonts.regular, size: 8, color: MUTED };
    const total = this.pages.length;
    const baseline = PAGE.margin - 12;
    const right = PAGE.width - PAGE.margin;
    this.pages.forEach((page, index) => {
      const pageLabel = `Page ${index + 1} of ${total}`;
      const ref = reference?.trim() ? fitText(style.chain, `Ref. ${reference}`, 8, 200) : '';
      const rightText = ref ? `${ref}  ·  ${pageLabel}` : pageLabel;
      const rightWidth = widthOf(style.chain, rightText, style.size);
      const name = fitText(style.chain, practiceName, style.size, CONTENT_WIDTH - rightWidth - 24);
      page.drawLine({
        start: { x: PAGE.margin, y: baseline + 14 },
        end: { x: right, y: baseline + 14 },
        thickness: 0.6,
        color: RULE,
      });
      const at = { y: baseline, size: style.size, color: style.color };
      drawLine(page, style.chain, name, { x: PAGE.margin, ...at });
      drawLine(page, style.chain, rightText, { x: right - rightWidth, ...at });
    });
  }
}
