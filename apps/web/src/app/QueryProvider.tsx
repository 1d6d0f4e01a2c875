import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { createQueryClient } from './queryClient';
import { QueryClientChoice } from './queryClientChoice';

// One cache for the whole app: the staff console and the public pages that use queries share it.
const appQueryClient = createQueryClient();

/**
 * TanStack Query for the pages that use it: the staff console (StaffProviders) and the public
 * pages marked so in publicPages.ts. The patient links load their data without it
 * (lib/sharedLoad.ts), so it is not in their first load.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientChoice) ?? appQueryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A public page inside QueryProvider. */
export function withQueries(Page: ComponentType): ComponentType {
  return function PageWithQueries() {
    return (
      <QueryProvider>
        <Page />
      </QueryProvider>
    );
  };
}
