import type {
  BucketSendInput,
  FormSendInput,
  PatientLanguage,
  SendDefaultsResponse,
  SendResponse,
} from '@paperless/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { LINKS_KEY, VISITS_KEY } from '../activity';
import type { SendTarget } from './target';

export interface SendRequest {
  target: SendTarget;
  emails: string[];
  phones: string[];
  companyId?: number | undefined;
  /** The visit as the clinic's wall time, 'YYYY-MM-DDTHH:MM'; empty for none. */
  visitAt?: string | undefined;
  patientName?: string | undefined;
  /** Issue 21: the patient's language; absent, the server takes the clinic's default. */
  language?: PatientLanguage | undefined;
}

/** The spec's payloads (formId or bucketId, emails and phone_numbers), and issue 16's extras. */
function sendCall(request: SendRequest) {
  const { target, emails, phones, companyId, visitAt, patientName, language } = request;
  const common = {
    emails,
    phone_numbers: phones,
    company_id: companyId,
    visit_at: visitAt || undefined,
    patient_name: patientName?.trim() || undefined,
    language,
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

export const SEND_DEFAULTS_KEY = ['send-defaults'] as const;

/** What a send starts from (the clinic's patients' language), loaded while the dialog is open. */
export function useSendDefaults(companyId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...SEND_DEFAULTS_KEY, companyId ?? null],
    queryFn: ({ signal }) =>
      api.get<SendDefaultsResponse>(
        '/sending/defaults',
        companyId === undefined ? undefined : { company_id: companyId },
        signal,
      ),
    select: (answer) => answer.data,
    enabled,
  });
}
