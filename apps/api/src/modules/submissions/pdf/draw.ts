import { patientDocumentTexts } from '@paperless/core';
import type { PDFImage } from '@cantoo/pdf-lib';
import { CONTENT_WIDTH, MUTED, PAGE, type PageFlow, type TextStyle } from './layout.js';
import { fitImage } from './signature.js';
import { wrapText } from './text.js';

/**
 * The parts of the page around the questions (questions.ts), top to bottom; layout.ts decides
 * where each line lands.
 */

export const LABEL_WIDTH = 170;
const GUTTER = 14;
export const ANSWER_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - GUTTER;
const LOGO = { width: 140, height: 48 } as const;
/** A question up to this many lines is never split across pages. */
export const KEEP_TOGETHER_LINES = 8;

export const styles = (flow: PageFlow) => {
  const { regular, bold } = flow.fonts;
  return {
    title: { chain: bold, size: 17 },
    practice: { chain: bold, size: 13 },
    heading: { chain: bold, size: 11.5 },
    label: { chain: regular, size: 9.5, color: MUTED },
    strongLabel: { chain: bold, size: 9.5 },
    answer: { chain: regular, size: 10.5 },
    legal: { chain: regular, size: 9.5 },
    note: { chain: regular, size: 8.5, color: MUTED },
  } satisfies Record<string, TextStyle>;
};

/** Label on the left, answer on the right: the shape of every question and of the patient box. */
export function drawQuestion(flow: PageFlow, label: string, answer: string): void {
  const s = styles(flow);
  flow.cells(
    [
      { text: label, style: s.label, x: PAGE.margin, width: LABEL_WIDTH },
      { text: answer, style: s.answer, x: PAGE.margin + LABEL_WIDTH + GUTTER, width: ANSWER_WIDTH },
    ],
    KEEP_TOGETHER_LINES,
  );
  flow.gap(3);
}

export function drawHeader(
  flow: PageFlow,
  header: {
    practiceName: string;
    logo?: PDFImage;
    /** Issue 20: the practice's phone and address, one line under its name. */
    contact?: string | undefined;
    title: string;
    version: number;
    /** Issue 21: the language the patient filled the form in, when not English. */
    language?: string | undefined;
  },
): void {
  const s = styles(flow);
  const logo = header.logo;
  if (logo) {
    const size = fitImage(logo, LOGO);
    const nameX = PAGE.margin + size.width + 14;
    const leading = s.practice.size * 1.3;
    const chain = s.practice.chain;
    const lines = wrapText(
      chain,
      header.practiceName,
      s.practice.size,
      PAGE.width - PAGE.margin - nameX,
    );
    const height = Math.max(size.height, lines.length * leading);
    flow.block(height + 10, (page, top) => {
      page.drawImage(logo, { x: PAGE.margin, y: top - size.height, ...size });
      const first = top - (height - lines.length * leading) / 2;
      lines.forEach((line, i) => flow.drawAt(line, s.practice, nameX, first - i * leading));
    });
  } else {
    flow.paragraph(header.practiceName, s.practice);
  }
  if (header.contact) flow.paragraph(header.contact, s.note);
  flow.gap(6);
  flow.paragraph(header.title, s.title);
  flow.line(`Version ${header.version}`, s.note);
  if (header.language) flow.line(header.language, s.note);
  flow.gap(6);
}

export function drawPatient(flow: PageFlow, patient: { name: string; dob: string }): void {
  drawQuestion(flow, 'Patient', patient.name);
  drawQuestion(flow, 'Date of Birth', patient.dob);
  flow.rule();
  flow.gap(4);
}

/**
 * A section heading. It never ends a page: it needs room for itself and for `firstHeight`, the
 * height of what must follow it on the same page.
 */
export function drawHeading(flow: PageFlow, title: string, firstHeight: number): void {
  const s = styles(flow);
  const lines = wrapText(s.heading.chain, title, s.heading.size, CONTENT_WIDTH).length;
  flow.ensure(6 + lines * s.heading.size * 1.35 + 9 + firstHeight);
  flow.gap(6);
  flow.paragraph(title, s.heading);
  flow.rule();
}

/** `heading`: the notice's heading in the language the form was filled in. */
export function drawLegalText(
  flow: PageFlow,
  paragraphs: readonly string[],
  heading: string = patientDocumentTexts.noticeHeading,
): void {
  if (paragraphs.length === 0) return;
  const s = styles(flow);
  const first =
    s.legal.size *
    1.35 *
    Math.min(3, wrapText(s.legal.chain, paragraphs[0] ?? '', s.legal.size, CONTENT_WIDTH).length);
  drawHeading(flow, heading, first);
  for (const paragraph of paragraphs) {
    flow.paragraph(paragraph, s.legal);
    flow.gap(5);
  }
}

export function drawSubmitted(flow: PageFlow, submitted: string): void {
  const s = styles(flow);
  flow.gap(12);
  flow.line(`Submitted ${submitted}`, s.answer);
}
