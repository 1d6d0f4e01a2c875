import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** Lazy code on its way: a centred loader, named for screen readers, until it has come. */
export function LoadingSuspense({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={label} role="status" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
