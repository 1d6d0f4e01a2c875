import { Group, Text, ThemeIcon, type MantineSpacing } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';

/** The product's name with its shield, atop the signed-out cards. */
export function BrandMark({ mb }: { mb?: MantineSpacing }) {
  return (
    <Group gap="xs" mb={mb}>
      <ThemeIcon variant="light" size="lg" aria-hidden>
        <IconShieldLock size={20} />
      </ThemeIcon>
      <Text fw={700} c="teal.9">
        Paperless Clinic
      </Text>
    </Group>
  );
}
