import { Anchor, Box, Center, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the signup screens: brand link to /, the title, and the footer link to /login. */
export function SignupShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={760}>
        <Anchor component={Link} to="/" underline="never" aria-label="Paperless Clinic home">
          <Group gap="xs" mb="xs">
            <ThemeIcon variant="light" size="lg" aria-hidden>
              <IconShieldLock size={20} />
            </ThemeIcon>
            <Text fw={700} c="teal.9">
              Paperless Clinic
            </Text>
          </Group>
        </Anchor>
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
        <Box component="footer" mt="xl" ta="center">
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Login
            </Anchor>
          </Text>
        </Box>
      </Paper>
    </Center>
  );
}
