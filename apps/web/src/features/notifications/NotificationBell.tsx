import { ActionIcon, Button, Group, Indicator, Popover, Text } from '@mantine/core';
import { ScrollBox } from '../../ui/ScrollBox';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { NotificationList } from './NotificationList';
import { useMarkAllNotificationsRead, useNotificationFeed } from './notificationsApi';

/** The bell's name says the count, which the badge only draws: '3 unread notifications'. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications';
  return `${unread} unread notification${unread === 1 ? '' : 's'}`;
}

/**
 * The header bell of every signed-in user (provider staff and clinic users): the real unread
 * count (no badge at zero) and the list behind it, whose entries lead where they are about.
 */
export function NotificationBell() {
  const feed = useNotificationFeed();
  const markAllRead = useMarkAllNotificationsRead();
  const [opened, setOpened] = useState(false);
  const unread = feed.data?.unread ?? 0;

  return (
    <Indicator
      label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
      size={18}
      color="red"
      offset={6}
      disabled={unread === 0}
    >
      <Popover
        width={340}
        position="bottom-end"
        shadow="md"
        withArrow
        opened={opened}
        onChange={setOpened}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Group justify="space-between" mb="sm">
            <Text fw={600} size="sm">
              Notifications
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={unread === 0}
              loading={markAllRead.isPending}
              onClick={() => markAllRead.mutate()}
            >
              Mark all as read
            </Button>
          </Group>
          <ScrollBox mah={360}>
            <NotificationList
              items={feed.data?.data}
              isLoading={feed.isLoading}
              isError={feed.isError}
              onNavigate={() => setOpened(false)}
            />
          </ScrollBox>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
