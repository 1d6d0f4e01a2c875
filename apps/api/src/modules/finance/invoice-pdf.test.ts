import { PDFDocument } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './download.js';
import { renderInvoicePdf, usd } from './invoice-pdf.js';
import type { InvoiceDocument } from './invoices.js';

const invoice: InvoiceDocument = {
  id: 4,
  number: 'INV-202505-0001',
  plan_name: 'Basic Plan',
  period_start: '2025-05-01',
  period_end: '2025-05-31',
  encounters: 112,
  plan_price: 29,
  overage_amount: 6,
  amount: 35,
  status: 'paid',
  due_at: '2025-06-08',
  paid_at: '2025-06-02',
  company: {
    id: 1,
    name: 'Sunrise Family Medicine',
    address: '100 Main Street',
    address1: 'Suite 4',
    city: 'Austin',
    state: 'Texas',
    zip: '78701',
  },
};

/** The text a PDF draws: its content streams inflated, each hex string shown decoded. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const raw = Buffer.from(bytes).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)];
  const lines: string[] = [];
  for (const [, body] of streams) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      lines.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

describe('renderInvoicePdf', () => {
  it('draws who is billed, the period, how the total is made and its status', async () => {
    const bytes = await renderInvoicePdf(invoice);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Invoice INV-202505-0001');
    const text = await drawnText(bytes);
    for (const expected of [
      'Paperless Clinic',
      'No. INV-202505-0001',
      'Sunrise Family Medicine',
      '100 Main Street',
      'Suite 4',
      'Austin, Texas 78701',
      '05/01/2025 to 05/31/2025',
      'Plan: Basic Plan (monthly price)',
      '$29.00',
      'Encounters this period: 112',
      '$6.00',
      '$35.00',
      'Status: Paid on 06/02/2025',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says Pending for an unpaid invoice and survives letters the font lacks', async () => {
    const bytes = await renderInvoicePdf({
      ...invoice,
      status: 'pending',
      paid_at: null,
      company: { ...invoice.company, name: 'Clínica 日本', address1: null },
    });
    const text = await drawnText(bytes);
    expect(text).toContain('Status: Pending');
    expect(text).toContain('Clínica ??');
  });
});

describe('helpers', () => {
  it('formats dollars and safe file names', () => {
    expect(usd(1234.5)).toBe('$1,234.50');
    expect(usd(0)).toBe('$0.00');
    expect(invoiceFileName('INV-2025/05 "x"')).toBe('invoice-INV-2025-05--x-.pdf');
  });
});
