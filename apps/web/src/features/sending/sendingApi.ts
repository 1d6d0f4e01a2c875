import type { BucketSendInput, FormSendInput, SendResponse } from '@paperless/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { LINKS_KEY, VISITS_KEY } from '../activity/linksApi';
import type { SendTarget } from './target';

export interface SendRequest {
  target: SendTarget;
  emails: string[];
  phones: string[];
  companyId?: number | undefined;
  /** The visit as the clinic's wall time, 'YYYY-MM-DDTHH:MM'; empty for none. */
  visitAt?: string | undefined;
  patientName?: string | undefined;
}

/** The spec's payloads (formId or bucketId, emails and phone_numbers), and issue 16's extras. */
function sendCall({ target, emails, phones, companyId, visitAt, patientName }: SendRequest) {
  const common = {
    emails,
    phone_numbers: phones,
    company_id: companyId,
    visit_at: visitAt || undefined,
    patient_name: patientName?.trim() || undefined,
  };
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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
        queryClient.invalidateQueries({ queryKey: VISITS_KEY }),
      ]),
  });
}
