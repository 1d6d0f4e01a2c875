import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';

/**
 * The Forms, Submitted Forms and Bucket tabs: their content arrives with the clinic portal, so
 * the tab says so plainly instead of showing sample data.
 */
export function ClinicPortalPlaceholder({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
          <IconLayoutGrid size={22} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {title} will be available with the clinic portal.
        </Text>
      </Stack>
    </Paper>
  );
}
