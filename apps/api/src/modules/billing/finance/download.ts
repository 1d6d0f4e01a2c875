import type { DbExecutor } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { renderInvoicePdf, type InvoiceClock } from './invoice-pdf.js';
import { getInvoiceDocument } from './invoices.js';

/** A file name safe in a Content-Disposition header, whatever the invoice number holds. */
export function invoiceFileName(number: string): string {
  return `invoice-${number.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
}

/** When the invoice was made and paid, and the clinic's zone its PDF prints them in. */
async function invoiceClock(db: DbExecutor, invoiceId: number): Promise<InvoiceClock> {
  const row = await db
    .selectFrom('invoices as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select(['c.time_zone', 'i.created_at', 'i.paid_at'])
    .where('i.id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return { timeZone: row.time_zone, issuedAt: row.created_at, paidAt: row.paid_at };
}

/**
 * The invoice as a PDF, made on request: it is small, read-only and built from committed rows,
 * so nothing waits on a job. Each download is audited (who read which company's invoice).
 */
export async function downloadInvoice(
  { db, auth, actor }: { db: DbExecutor; auth: AuthContext; actor: AuditActor },
  invoiceId: number,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const invoice = await getInvoiceDocument(db, auth, invoiceId);
  // Read only once the caller is known to see the invoice.
  const bytes = await renderInvoicePdf(invoice, await invoiceClock(db, invoice.id));
  await writeAudit(db, actor, {
    action: 'invoice.download',
    targetType: 'invoice',
    targetId: invoice.id,
    details: { company_id: invoice.company.id },
  });
  return { fileName: invoiceFileName(invoice.number), bytes };
}
