import type {
  BillingStanding,
  ClinicBilling,
  ClinicInvoiceListResponse,
  MessageResponse,
  PayNow,
  PayNowResponse,
  PlanChangeCreate,
  PlanChangeRequest,
} from '@paperless/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { fetchFile } from '../../lib/fileDownload';
import { saveBlob } from '../../lib/saveBlob';

export const BILLING_KEY = ['clinic-billing'] as const;
const STANDING_KEY = [...BILLING_KEY, 'standing'] as const;

/** The owner's Billing screen: plan, usage, next charge, card, open request. */
export function useBilling() {
  return useQuery({
    queryKey: [...BILLING_KEY, 'summary'],
    queryFn: ({ signal }) =>
      api.get<{ data: ClinicBilling }>('/company/billing', undefined, signal).then((r) => r.data),
  });
}

/** The payment banner's answer; every clinic screen asks, so it is kept a minute. */
export function useStanding(enabled: boolean) {
  return useQuery({
    queryKey: STANDING_KEY,
    queryFn: ({ signal }) =>
      api
        .get<{ data: BillingStanding }>('/company/billing/standing', undefined, signal)
        .then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}

export function useInvoices(page: number, perPage: number) {
  return useQuery({
    queryKey: [...BILLING_KEY, 'invoices', page, perPage],
    queryFn: ({ signal }) =>
      api.get<ClinicInvoiceListResponse>(
        '/company/billing/invoices',
        { page: String(page), per_page: String(perPage) },
        signal,
      ),
    placeholderData: (previous) => previous,
  });
}

/** Pay now; whatever the answer, the screen, the banner and the card reload. */
export function usePayNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: number; body: PayNow }) =>
      api.post<PayNowResponse>(`/company/billing/invoices/${invoiceId}/pay`, body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: BILLING_KEY });
      await queryClient.invalidateQueries({ queryKey: ['card'] });
    },
  });
}

export function usePlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanChangeCreate) =>
      api.post<{ message: string; data: PlanChangeRequest }>('/company/billing/plan-change', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}

export async function downloadClinicInvoice(invoiceId: number, number: string): Promise<void> {
  const { blob, fileName } = await fetchFile(`/api/company/billing/invoices/${invoiceId}/pdf`, {
    unreadable: 'The invoice could not be downloaded. Please try again.',
  });
  saveBlob(blob, fileName ?? `invoice-${number}.pdf`);
}

/** Provider staff: a client's open plan change request, on its company page. */
export function useCompanyPlanChange(companyId: number) {
  return useQuery({
    queryKey: ['plan-change', companyId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: PlanChangeRequest | null }>(
          `/company/plan-change/${companyId}`,
          undefined,
          signal,
        )
        .then((r) => r.data),
  });
}

export function useResolvePlanChange(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>(`/company/plan-change/${companyId}/resolve`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plan-change', companyId] }),
  });
}
