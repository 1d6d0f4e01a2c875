import type {
  AuditLogActionsResponse,
  AuditLogListResponse,
  CompanyListResponse,
} from '@paperless/core';
import { messages } from '@paperless/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError, API_TIMEOUT_MS, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../lib/api';
import { getSession } from '../auth/session';

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
  const token = getSession()?.token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EXPORT_TIMEOUT_MS);
  const query = new URLSearchParams(queryOf(filters)).toString();
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(`/api/audit-log/export.csv${query ? `?${query}` : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new ApiError(response.status, body.message || messages.serverError);
    }
    blob = await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, controller.signal.aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
  const header = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(header)?.[1] ?? 'audit-log.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
