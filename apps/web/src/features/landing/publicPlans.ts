import { readPublicPlans, type PublicPlan } from '@paperless/core';
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
  // Checked without zod (core's readPublicPlans, which accepts what the server's schema does):
  // zod's evaluation was a long task on a phone. A failure shows the default plans.
  return readPublicPlans(await answer());
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
