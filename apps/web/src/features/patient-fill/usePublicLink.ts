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
