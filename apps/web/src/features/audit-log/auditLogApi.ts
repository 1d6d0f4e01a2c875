import type {
  AuditLogActionsResponse,
  AuditLogListResponse,
  CompanyListResponse,
} from '@paperless/core';
import { messages } from '@paperless/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, API_TIMEOUT_MS } from '../../lib/api';
import { fetchFile, saveBlob } from '../../lib/fileDownload';

export const AUDIT_PAGE_SIZE = 25;

/** The screen's filters as the server takes them; empty values are left out of the query. */
export interface AuditFilters {
  user: string;
  company_id: string;
  action: string;
  /** Instants (ISO), the start of the first day and the end of the last, in the user's zone. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { user: '', company_id: '', action: '', from: '', to: '' };

function queryOf(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
}

/** One page of the log; the server filters, scopes a clinic owner and pages. */
export function useAuditLogPage(page: number, filters: AuditFilters) {
  return useQuery({
    queryKey: ['audit-log', { page, ...filters }],
    queryFn: ({ signal }) =>
      api.get<AuditLogListResponse>(
        '/audit-log',
        { page, per_page: AUDIT_PAGE_SIZE, ...queryOf(filters) },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAuditActions() {
  return useQuery({
    queryKey: ['audit-log', 'actions'],
    queryFn: ({ signal }) => api.get<AuditLogActionsResponse>('/audit-log/actions', {}, signal),
    staleTime: 60_000,
  });
}

/** Clients by name for the company filter (provider staff only). */
export function useCompanyOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['audit-log', 'companies', search],
    queryFn: ({ signal }) =>
      api.get<CompanyListResponse>('/company', { page: 1, per_page: 50, search }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

const EXPORT_TIMEOUT_MS = API_TIMEOUT_MS * 6;

/**
 * Downloads the filtered log as CSV with the session's bearer token (a plain link cannot
 * carry it). An export can be large, so it gets a longer limit than an ordinary call.
 */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const query = new URLSearchParams(queryOf(filters)).toString();
  const { blob, fileName } = await fetchFile(
    `/api/audit-log/export.csv${query ? `?${query}` : ''}`,
    {
      unreadable: messages.serverError,
      timeoutMs: EXPORT_TIMEOUT_MS,
    },
  );
  saveBlob(blob, fileName ?? 'audit-log.csv');
}
