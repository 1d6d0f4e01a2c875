import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card of the signed-out screens (login, forgot and set password). */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="xs" mb="lg">
          <Group gap="xs">
            <ThemeIcon variant="light" size="lg" aria-hidden>
              <IconShieldLock size={20} />
            </ThemeIcon>
            <Text fw={700} c="teal.9">
              Paperless Clinic
            </Text>
          </Group>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
    </Center>
  );
}
