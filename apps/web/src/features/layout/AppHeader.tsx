import { Burger, Group, Text } from '@mantine/core';
import { ROLE } from '@paperless/core';
import { useSignedInSession } from '../../lib/session';
import { NotificationBell } from '../notifications';
import { UserMenu, UserSummary } from './UserMenu';

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const { user } = useSignedInSession();
  // Spec: the title is Super Admin's; clinic users see their practice's name instead.
  const title = user.role === ROLE.superAdmin ? 'Paperless Clinic!' : (user.company?.name ?? '');

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={navOpened}
        />
        {title && (
          <Text fw={700} size="lg" c="teal.9" truncate>
            {title}
          </Text>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <NotificationBell />
        <UserSummary />
        <UserMenu />
      </Group>
    </Group>
  );
}
