import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A box that scrolls its content with the browser's own scrollbars once it is taller than
 * `mah`. Used instead of Mantine's ScrollArea: in Mantine 8, ScrollArea's root and scrollbars
 * pass a new callback ref on every render, and under React 19 a commit can then detach and
 * re-attach it forever, each time setting state: the page's main thread spins and the tab
 * freezes (mantinedev/mantine#8886, fixed in Mantine 9). Native scrolling also suits touch.
 */
export function ScrollBox({ children, ...props }: BoxProps & { children: ReactNode }) {
  return (
    <Box {...props} style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
      {children}
    </Box>
  );
}
