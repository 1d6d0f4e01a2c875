import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/formErrors';
import { notifyError } from '../../ui/notify';
import { downloadInvoice } from './downloadInvoice';

/** Downloads one invoice at a time; tells which one is on its way, and says why one failed. */
export function useInvoiceDownload() {
  const download = useMutation({
    mutationFn: downloadInvoice,
    onError: (error) => notifyError(errorMessage(error)),
  });
  return {
    start: (invoiceId: number) => download.mutate(invoiceId),
    pendingId: download.isPending ? (download.variables ?? null) : null,
  };
}
