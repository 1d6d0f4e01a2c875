import { describe, expect, it } from 'vitest';
import { flatText } from '#test/pdf/pdf-text.js';
import { pdfMetadata } from '#test/pdf/pdf-metadata.js';
import { invoiceFileName } from './download.js';
import { renderInvoicePdf, usd, type InvoiceClock } from './invoice-pdf.js';
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

/** Made 06/01 05:00 UTC, paid 06/02 03:15 UTC: still June 1st in Austin, which the PDF says. */
const clock: InvoiceClock = {
  timeZone: 'America/Chicago',
  issuedAt: new Date('2025-06-01T05:00:00Z'),
  paidAt: new Date('2025-06-02T03:15:00Z'),
};

describe('renderInvoicePdf', () => {
  it('draws who is billed, the period, how the total is made and its status', async () => {
    const bytes = await renderInvoicePdf(invoice, clock);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await flatText(bytes);
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
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints its times in the clinic's time zone with the zone's abbreviation", async () => {
    const text = await flatText(await renderInvoicePdf(invoice, clock));
    expect(text).toContain('Issued 06/01/2025 12:00 AM CDT');
    expect(text).toContain('Status: Paid on 06/01/2025 10:15 PM CDT');
    const eastern = await flatText(
      await renderInvoicePdf(invoice, { ...clock, timeZone: 'America/New_York' }),
    );
    expect(eastern).toContain('Status: Paid on 06/01/2025 11:15 PM EDT');
  });

  it('carries title, author, subject, language and creation date in its metadata', async () => {
    const metadata = await pdfMetadata(await renderInvoicePdf(invoice, clock));
    expect(metadata).toEqual({
      title: 'Invoice INV-202505-0001',
      author: 'Paperless Clinic',
      subject: 'Invoice to Sunrise Family Medicine for 05/01/2025 to 05/31/2025',
      language: 'en-US',
      creationDate: 'D:20250601050000Z',
    });
  });

  it('prints a practice name and address in any script', async () => {
    const bytes = await renderInvoicePdf(
      {
        ...invoice,
        status: 'pending',
        paid_at: null,
        company: {
          ...invoice.company,
          name: 'Phòng khám Hằng Nguyễn 診療所',
          address: 'ул. Ленина 5, Αθήνα',
          address1: '서울 클리닉 😀',
          city: 'שלום',
        },
      },
      { ...clock, paidAt: null },
    );
    const text = await flatText(bytes);
    expect(text).toContain('Status: Pending');
    expect(text).toContain('Phòng khám Hằng Nguyễn 診療所');
    expect(text).toContain('ул. Ленина 5, Αθήνα');
    expect(text).toContain('서울 클리닉 😀');
    // A line that starts in Hebrew reads right to left, as a browser shows it (dir="auto").
    expect(text).toContain('Texas 78701 ,שלום');
    expect(text).not.toContain('[unsupported characters]');
    expect(text).not.toContain('?');
    expect(bytes.length).toBeLessThan(250 * 1024);
  });

  it('stays small when all its text is Latin', async () => {
    expect((await renderInvoicePdf(invoice, clock)).length).toBeLessThan(60 * 1024);
  });

  it('gives the same bytes for the same invoice', async () => {
    const [a, b] = await Promise.all([
      renderInvoicePdf(invoice, clock),
      renderInvoicePdf(invoice, clock),
    ]);
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
  });
});

describe('helpers', () => {
  it('formats dollars and safe file names', () => {
    expect(usd(1234.5)).toBe('$1,234.50');
    expect(usd(0)).toBe('$0.00');
    expect(invoiceFileName('INV-2025/05 "x"')).toBe('invoice-INV-2025-05--x-.pdf');
  });
});
