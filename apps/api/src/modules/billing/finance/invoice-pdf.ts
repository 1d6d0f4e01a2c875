import { PDFDocument, rgb, type PDFPage, type RGB } from '@cantoo/pdf-lib';
import {
  bodyFonts,
  clinicTime,
  type Fonts,
  drawLine,
  fitText,
  savePdf,
  widthOf,
} from '../../submissions/index.js';
import type { InvoiceDocument } from './invoices.js';

const PAGE = { width: 612, height: 792, margin: 56 }; // US Letter, in points
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const ISSUER = 'Paperless Clinic';

/** The invoice's instants, printed in the clinic's time zone (companies.time_zone). */
export interface InvoiceClock {
  timeZone: string;
  /** When the billing run made the invoice: printed as Issued, and the PDF's creation date. */
  issuedAt: Date;
  paidAt: Date | null;
}

export function usd(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** 'YYYY-MM-DD' as the tables show it: MM/DD/YYYY. */
export function usDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

function addressLines(company: InvoiceDocument['company']): string[] {
  const cityLine = [company.city, [company.state, company.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [company.address, company.address1, cityLine].filter((line): line is string => !!line);
}

interface Pen {
  page: PDFPage;
  fonts: Fonts;
}

/**
 * One line of text, through the body font chains (any alphabet; a placeholder for what no font
 * draws). A line given `maxWidth` is cut with an ellipsis rather than run into the other column.
 */
function write(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  options: {
    size?: number;
    bold?: boolean;
    color?: RGB;
    alignRight?: boolean;
    maxWidth?: number;
  } = {},
) {
  const chain = options.bold ? pen.fonts.bold : pen.fonts.regular;
  const size = options.size ?? 11;
  const line = options.maxWidth ? fitText(chain, text, size, options.maxWidth) : text;
  const left = options.alignRight ? x - widthOf(chain, line, size) : x;
  drawLine(pen.page, chain, line, { x: left, y, size, color: options.color ?? INK });
}

/**
 * A one-page invoice: who bills whom, for which month, how the total is made, its status. Pure:
 * the same invoice and clock give the same bytes.
 */
export async function renderInvoicePdf(
  invoice: InvoiceDocument,
  clock: InvoiceClock,
): Promise<Uint8Array> {
  const period = `${usDate(invoice.period_start)} to ${usDate(invoice.period_end)}`;
  const address = addressLines(invoice.company);
  const planLine = `Plan: ${invoice.plan_name} (monthly price)`;

  // No clock or default producer in the metadata: it comes from the invoice.
  const doc = await PDFDocument.create({ updateMetadata: false });
  // The issuer writes the invoice; the practice is the one billed, named in the subject.
  doc.setTitle(`Invoice ${invoice.number}`, { showInWindowTitleBar: true });
  doc.setAuthor(ISSUER);
  doc.setSubject(`Invoice to ${invoice.company.name} for ${period}`);
  doc.setLanguage('en-US');
  doc.setCreator(ISSUER);
  doc.setProducer(ISSUER);
  doc.setCreationDate(clock.issuedAt);
  doc.setModificationDate(clock.issuedAt);
  const fonts = await bodyFonts(doc, [invoice.number, invoice.company.name, ...address, planLine]);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const pen: Pen = { page, fonts };
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const column = (right - left) / 2 - 12;
  let y = PAGE.height - PAGE.margin;

  write(pen, ISSUER, left, y - 6, { size: 20, bold: true });
  write(pen, 'INVOICE', right, y - 6, { size: 20, bold: true, alignRight: true });
  y -= 28;
  write(pen, 'Patient intake forms for medical practices', left, y, { size: 9, color: MUTED });
  write(pen, `No. ${invoice.number}`, right, y, { size: 10, alignRight: true, maxWidth: column });
  y -= 14;
  write(pen, `Issued ${clinicTime(clock.issuedAt, clock.timeZone)}`, right, y, {
    size: 9,
    color: MUTED,
    alignRight: true,
  });
  y -= 26;

  write(pen, 'Bill to', left, y, { size: 9, bold: true, color: MUTED });
  write(pen, 'Billing period', right, y, { size: 9, bold: true, color: MUTED, alignRight: true });
  y -= 16;
  write(pen, invoice.company.name, left, y, { bold: true, maxWidth: column });
  write(pen, period, right, y, { alignRight: true });
  for (const [index, line] of address.entries()) {
    y -= 14;
    write(pen, line, left, y, { size: 10, maxWidth: column });
    if (index === 0)
      write(pen, `Due ${usDate(invoice.due_at)}`, right, y, { size: 10, alignRight: true });
  }
  y -= 44;

  const rows: [string, string][] = [
    [planLine, usd(invoice.plan_price)],
    [`Encounters this period: ${invoice.encounters}`, ''],
    ['Overage', usd(invoice.overage_amount)],
  ];
  write(pen, 'Description', left, y, { size: 9, bold: true, color: MUTED });
  write(pen, 'Amount', right, y, { size: 9, bold: true, color: MUTED, alignRight: true });
  y -= 8;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 1, color: RULE });
  for (const [label, amount] of rows) {
    y -= 22;
    write(pen, label, left, y, { maxWidth: right - left - 110 });
    if (amount) write(pen, amount, right, y, { alignRight: true });
  }
  y -= 12;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 1, color: RULE });
  y -= 22;
  write(pen, 'Total', left, y, { size: 13, bold: true });
  write(pen, usd(invoice.amount), right, y, { size: 13, bold: true, alignRight: true });
  y -= 36;

  const status =
    invoice.status === 'paid' && clock.paidAt
      ? `Status: Paid on ${clinicTime(clock.paidAt, clock.timeZone)}`
      : `Status: ${invoice.status[0]!.toUpperCase()}${invoice.status.slice(1)}`;
  write(pen, status, left, y, { bold: true });
  write(pen, `Thank you for choosing ${ISSUER}.`, left, PAGE.margin, { size: 9, color: MUTED });
  return savePdf(doc);
}
