import { Stack, Text, Title } from '@mantine/core';
import { CustomBlocks, type CustomBlocksProps } from './CustomBlocks';

export interface CustomFormViewProps extends CustomBlocksProps {
  title: string;
  description?: string | null;
}

/**
 * A clinic's own form as the patient sees it: its title, description and blocks. The caller
 * holds the values (patient fill, the builder's preview, /view-form), so this draws and reports
 * changes only.
 */
export function CustomFormView({ title, description, ...blocks }: CustomFormViewProps) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {description && (
          <Text c="gray.7" size="sm" style={{ whiteSpace: 'pre-line' }}>
            {description}
          </Text>
        )}
      </Stack>
      <CustomBlocks {...blocks} />
    </Stack>
  );
}
