import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's editor beside the preview of what the patient sees; stacked on narrow screens. */
export function EditorLayout({ preview, children }: { preview: ReactNode; children: ReactNode }) {
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>{children}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>{preview}</Grid.Col>
    </Grid>
  );
}
