import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { roleInitials } from '@paperless/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignedInSession } from '../../lib/session';
import { useSignOut } from '../auth';

export function UserMenu() {
  const { user } = useSignedInSession();
  const signOut = useSignOut();
  const name = `${user.first_name} ${user.last_name}`.trim();
  const initials = roleInitials(user.role);
  const settingsPath = user.user_type === 'provider' ? '/hr-settings' : '/settings';

  return (
    // Drawn inside the header, so its items are in the page's banner landmark (axe: region).
    <Menu position="bottom-end" width={240} shadow="md" withinPortal={false}>
      <Menu.Target>
        {/* The name starts with the initials it shows, so "click CA" works by voice too
            (WCAG 2.5.3, label in name). */}
        <UnstyledButton
          aria-label={`${initials}, User menu`}
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <Avatar color="teal.9" variant="filled" radius="xl">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          <Text fw={600} size="sm" truncate>
            {name || user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {user.role}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={settingsPath}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Settings
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Name and role beside the avatar on wide screens; the menu repeats them on phones. */
export function UserSummary() {
  const { user } = useSignedInSession();
  return (
    <Group gap={0} visibleFrom="sm" style={{ flexDirection: 'column', alignItems: 'flex-end' }}>
      <Text size="sm" fw={500}>
        {user.first_name} {user.last_name}
      </Text>
      <Text size="xs" c="dimmed">
        {user.role}
      </Text>
    </Group>
  );
}
