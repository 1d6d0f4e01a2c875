import type { PublicPlan } from '@paperless/core';
import { useQuery } from '@tanstack/react-query';

// A visitor has no session: a plain fetch, not the staff console's API client, so no token is
// sent and no session handling (or its code) comes along with the landing page.
const TIMEOUT_MS = 10_000;

export async function fetchPublicPlans(): Promise<PublicPlan[]> {
  const answer = async (): Promise<unknown> => {
    const response = await fetch('/api/public/plans', {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Plans answered ${response.status}`);
    return response.json();
  };
  // The check (and zod with it) downloads while the plans are on their way, not before the
  // first paint. Either failing rejects, and the page shows the default plans.
  const [body, { parsePublicPlans }] = await Promise.all([answer(), import('./plansCheck')]);
  return parsePublicPlans(body);
}

/** The server's active standard plans; a failure is shown once, with the default plans. */
export function usePublicPlans() {
  return useQuery({
    queryKey: ['public-plans'],
    queryFn: fetchPublicPlans,
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
