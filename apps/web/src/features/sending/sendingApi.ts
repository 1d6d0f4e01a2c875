import type {
  BucketSendInput,
  FormSendInput,
  MessageResponse,
  SendResponse,
  SentLinkListResponse,
} from '@paperless/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api';
import type { SendTarget } from './target';

export const SENT_LINKS_PAGE_SIZE = 10;
const LINKS_KEY = ['sent-links'] as const;

export interface SendRequest {
  target: SendTarget;
  emails: string[];
  phones: string[];
  companyId?: number | undefined;
}

/** The spec's payloads: formId or bucketId, emails and phone_numbers. */
function sendCall({ target, emails, phones, companyId }: SendRequest) {
  const common = { emails, phone_numbers: phones, company_id: companyId };
  if (target.kind === 'form') {
    const body: FormSendInput = { ...common, formId: target.id };
    return api.post<SendResponse>('/forms/send', body);
  }
  const body: BucketSendInput = { ...common, bucketId: target.id };
  return api.post<SendResponse>('/buckets/send', body);
}

export function useSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
  });
}

/** One page of a form's or a bucket's sent links; disabled while no target is chosen. */
export function useSentLinks(
  target: SendTarget | null,
  companyId: number | undefined,
  page: number,
) {
  const query = {
    company_id: companyId,
    form_id: target?.kind === 'form' ? target.id : undefined,
    bucket_id: target?.kind === 'bucket' ? target.id : undefined,
    page,
    per_page: SENT_LINKS_PAGE_SIZE,
  };
  return useQuery({
    queryKey: [...LINKS_KEY, query],
    queryFn: ({ signal }) => api.get<SentLinkListResponse>('/links', query, signal),
    enabled: target !== null,
    placeholderData: keepPreviousData,
  });
}

export function useResendLink(companyId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      apiRequest<MessageResponse>(`/links/${linkId}/resend`, {
        method: 'POST',
        body: {},
        query: { company_id: companyId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
  });
}
