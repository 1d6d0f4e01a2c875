import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The "Preview" panel beside an editor (the builder, the customize screen): on a wide screen it
 * stays in view and scrolls on its own when long; on a phone it sits below the editor.
 */
export function PreviewPanel({ children }: { children: ReactNode }) {
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label="Preview"
      pos={{ base: 'static', md: 'sticky' }}
      top={16}
      mah={{ md: 'calc(100dvh - 32px)' }}
      style={{ overflowY: 'auto' }}
    >
      <Text size="xs" tt="uppercase" fw={700} c="gray.7" mb="sm">
        Preview
      </Text>
      {children}
    </Paper>
  );
}
