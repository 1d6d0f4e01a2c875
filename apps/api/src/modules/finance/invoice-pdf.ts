import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceDocument } from './invoices.js';

const PAGE = { width: 612, height: 792, margin: 56 }; // US Letter, in points
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);

/** The standard fonts encode WinAnsi only; anything else prints as '?', never throws. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
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
  regular: PDFFont;
  bold: PDFFont;
}

function write(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  options: {
    size?: number;
    bold?: boolean;
    color?: ReturnType<typeof rgb>;
    alignRight?: boolean;
  } = {},
) {
  const font = options.bold ? pen.bold : pen.regular;
  const size = options.size ?? 11;
  const safe = printable(text);
  const left = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
  pen.page.drawText(safe, { x: left, y, size, font, color: options.color ?? INK });
}

/** A one-page invoice: who bills whom, for which month, how the total is made, its status. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(`Invoice ${invoice.number}`));
  doc.setAuthor('Paperless Clinic');
  doc.setCreator('Paperless Clinic');
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const pen: Pen = {
    page,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.height - PAGE.margin;

  write(pen, 'Paperless Clinic', left, y - 6, { size: 20, bold: true });
  write(pen, 'INVOICE', right, y - 6, { size: 20, bold: true, alignRight: true });
  y -= 28;
  write(pen, 'Patient intake forms for medical practices', left, y, { size: 9, color: MUTED });
  write(pen, `No. ${invoice.number}`, right, y, { size: 10, alignRight: true });
  y -= 40;

  write(pen, 'Bill to', left, y, { size: 9, bold: true, color: MUTED });
  write(pen, 'Billing period', right, y, { size: 9, bold: true, color: MUTED, alignRight: true });
  y -= 16;
  write(pen, invoice.company.name, left, y, { bold: true });
  write(pen, `${usDate(invoice.period_start)} to ${usDate(invoice.period_end)}`, right, y, {
    alignRight: true,
  });
  for (const [index, line] of addressLines(invoice.company).entries()) {
    y -= 14;
    write(pen, line, left, y, { size: 10 });
    if (index === 0)
      write(pen, `Due ${usDate(invoice.due_at)}`, right, y, { size: 10, alignRight: true });
  }
  y -= 44;

  const rows: [string, string][] = [
    [`Plan: ${invoice.plan_name} (monthly price)`, usd(invoice.plan_price)],
    [`Encounters this period: ${invoice.encounters}`, ''],
    ['Overage', usd(invoice.overage_amount)],
  ];
  write(pen, 'Description', left, y, { size: 9, bold: true, color: MUTED });
  write(pen, 'Amount', right, y, { size: 9, bold: true, color: MUTED, alignRight: true });
  y -= 8;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 1, color: RULE });
  for (const [label, amount] of rows) {
    y -= 22;
    write(pen, label, left, y);
    if (amount) write(pen, amount, right, y, { alignRight: true });
  }
  y -= 12;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 1, color: RULE });
  y -= 22;
  write(pen, 'Total', left, y, { size: 13, bold: true });
  write(pen, usd(invoice.amount), right, y, { size: 13, bold: true, alignRight: true });
  y -= 36;

  const status =
    invoice.status === 'paid' && invoice.paid_at
      ? `Status: Paid on ${usDate(invoice.paid_at)}`
      : `Status: ${invoice.status[0]!.toUpperCase()}${invoice.status.slice(1)}`;
  write(pen, status, left, y, { bold: true });
  write(pen, 'Thank you for choosing Paperless Clinic.', left, PAGE.margin, {
    size: 9,
    color: MUTED,
  });
  return doc.save();
}
