import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth/SessionProvider';
import { theme } from '../theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a screen needs around it; the app and the tests wrap screens in the same stack. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* Spec: notices stay 3 s, top right. */}
      <Notifications position="top-right" autoClose={3000} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <SessionProvider>{children}</SessionProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
