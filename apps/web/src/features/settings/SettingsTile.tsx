import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface SettingsTileProps {
  title: string;
  description: string;
  icon: Icon;
  onOpen: () => void;
}

export function SettingsTile({ title, description, icon: TileIcon, onOpen }: SettingsTileProps) {
  return (
    <UnstyledButton onClick={onOpen} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Paper withBorder p="lg" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size="xl" variant="light" aria-hidden>
            <TileIcon size={24} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
