import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { StandalonePage } from './StandalonePage';

interface PublicPlaceholderPageProps {
  title: string;
  /** Patients opening a form link have no account, so their screens offer no sign-in. */
  withLogin?: boolean;
}

/** A public screen not built yet (landing, signup, form links): its title and the way to sign in. */
export function PublicPlaceholderPage({ title, withLogin = true }: PublicPlaceholderPageProps) {
  return (
    <StandalonePage>
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">Coming soon</Text>
        {withLogin && (
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        )}
      </Stack>
    </StandalonePage>
  );
}
