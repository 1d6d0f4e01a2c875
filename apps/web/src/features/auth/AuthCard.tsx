import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '../../ui/BrandMark';

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
          <BrandMark />
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
