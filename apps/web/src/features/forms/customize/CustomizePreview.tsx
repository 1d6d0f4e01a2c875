import { Paper, Text } from '@mantine/core';
import { FormRunner } from '../../form-engine';
import type { FormTemplate } from '@paperless/core';

/**
 * The clinic's version exactly as its patients get it (the patient page's renderer, without the
 * submit button), redrawn as the editor changes. Beside the editor on a wide screen, below on a
 * phone.
 */
export function CustomizePreview({ template }: { template: FormTemplate }) {
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
      {/* Keyed by the questions asked: leaving one out starts the try-out answers afresh. */}
      <FormRunner key={template.fields.map((f) => f.name).join()} template={template} hideSubmit />
    </Paper>
  );
}
