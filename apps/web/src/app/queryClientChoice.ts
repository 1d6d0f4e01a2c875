import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query cache a test gives the app (a fresh one per test, without retries). Empty in the
 * app, which uses its own (QueryProvider.tsx). A plain context, so the entry chunk every patient
 * link loads does not carry TanStack Query.
 */
export const QueryClientChoice = createContext<QueryClient | undefined>(undefined);
