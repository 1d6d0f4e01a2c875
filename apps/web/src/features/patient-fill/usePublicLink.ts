import type { PatientLanguage } from '@paperless/core';
import { useQuery } from '@tanstack/react-query';
import { loadLink } from './publicApi';

export const linkQueryKey = (token: string) => ['public-link', token] as const;

/** The link's forms, loaded once: a link does not change while the patient fills it. */
export function usePublicLink(token: string) {
  return useQuery({
    queryKey: linkQueryKey(token),
    queryFn: () => loadLink(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * The language the server's link holds, for the page's language (patient-language): undefined
 * while it loads, null when no link answered (nothing to follow, nothing to tell).
 */
export function linkLanguageOf(
  link: ReturnType<typeof usePublicLink>,
): PatientLanguage | null | undefined {
  if (link.isPending) return undefined;
  return link.data ? (link.data.language ?? 'en') : null;
}
