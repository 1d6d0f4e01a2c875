import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth';
import { QueryProvider } from './QueryProvider';

/**
 * The staff side's providers: the query cache, confirm dialogs and the session check. Loaded with the staff
 * routes (staffRoutes.tsx), below PublicProviders, so public pages never download them.
 */
export function StaffProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ModalsProvider>
        <SessionProvider>{children}</SessionProvider>
      </ModalsProvider>
    </QueryProvider>
  );
}
