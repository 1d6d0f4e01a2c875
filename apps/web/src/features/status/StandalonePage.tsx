import { Center } from '@mantine/core';
import type { ReactNode } from 'react';

/** A full-page frame for screens shown outside the signed-in shell. */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md">
      {children}
    </Center>
  );
}
