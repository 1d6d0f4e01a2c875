import { financeMessages } from '@paperless/core';
import { fetchFile, saveBlob } from '../../lib/fileDownload';

/** Fetches an invoice PDF with the session's bearer token and hands it over as a download. */
export async function downloadInvoice(invoiceId: number): Promise<void> {
  const { blob, fileName } = await fetchFile(`/api/invoices/${invoiceId}/download`, {
    unreadable: financeMessages.downloadFailed,
  });
  saveBlob(blob, fileName ?? `invoice-${invoiceId}.pdf`);
}
