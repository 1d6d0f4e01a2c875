import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PublicProviders } from './PublicProviders';
import { StaffProviders } from './StaffProviders';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The whole stack around a single screen, for tests that render a screen on its own. The app
 * itself mounts PublicProviders at the root and StaffProviders with the lazy staff routes.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <PublicProviders queryClient={queryClient}>
      <StaffProviders>{children}</StaffProviders>
    </PublicProviders>
  );
}
