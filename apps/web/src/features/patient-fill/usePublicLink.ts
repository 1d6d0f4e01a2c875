import { useQuery } from '@tanstack/react-query';
import { loadLink } from './publicApi';

/** The link's forms, loaded once: a link does not change while the patient fills it. */
export function usePublicLink(token: string) {
  return useQuery({
    queryKey: ['public-link', token],
    queryFn: () => loadLink(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
