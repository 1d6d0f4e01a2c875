import { Paper, Text } from '@mantine/core';
import { formMessages } from '@paperless/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { PatientPreview } from '../PatientPreview';
import { previewFields, type BuilderValues } from './builderValues';

/**
 * The form exactly as the patient sees it (issue 17), the patient block included, redrawn as
 * the builder changes. It watches the values on its own, so typing in the builder redraws the
 * preview, not every block card.
 */
export function BuilderPreview() {
  const { control } = useFormContext<BuilderValues>();
  const [title, description, blocks] = useWatch({
    control,
    name: ['title', 'description', 'fields'],
  });
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label="Preview"
      // Beside the builder on a wide screen it stays in view, and scrolls on its own when long.
      pos={{ base: 'static', md: 'sticky' }}
      top={16}
      mah={{ md: 'calc(100dvh - 32px)' }}
      style={{ overflowY: 'auto' }}
    >
      <Text size="xs" tt="uppercase" fw={700} c="gray.7" mb="sm">
        Preview
      </Text>
      <PatientPreview
        title={title.trim() || formMessages.untitled}
        description={description || null}
        fields={previewFields(blocks)}
      />
    </Paper>
  );
}
