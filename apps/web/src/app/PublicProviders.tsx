import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { filledHover, theme } from '../theme';
import { Notices } from './Notices';
import { QueryClientChoice } from './queryClientChoice';

// Mantine's dimmed text (gray 6 on white) is 3.3:1, under WCAG AA's 4.5:1 (Lighthouse flagged
// the bucket link's "Form 1 of 3"); gray 7 reads as secondary and passes (about 8:1). Its error
// red (red 6) under a field in error is 3.3:1 too (axe color-contrast); red 8 passes (4.6:1).
// A hovered Submit is teal 8 by default, 3.9:1 under white: see filledHover.
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7]!,
    '--mantine-color-error': theme.colors.red[8]!,
    '--mantine-primary-color-filled-hover': filledHover(theme.colors.teal[9]!),
    '--mantine-color-teal-filled-hover': filledHover(theme.colors.teal[9]!),
  },
  dark: {},
});

interface PublicProvidersProps {
  /** A test's own query cache; the app's pages use the app's (QueryProvider.tsx). */
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * What every page needs, the patient link and the landing page included. Kept small on purpose:
 * it ships in the entry chunk, so the staff console's providers live in StaffProviders instead,
 * and TanStack Query comes only with the pages that use it (QueryProvider.tsx).
 */
export function PublicProviders({ queryClient, children }: PublicProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Notices />
      <QueryClientChoice.Provider value={queryClient}>{children}</QueryClientChoice.Provider>
    </MantineProvider>
  );
}
