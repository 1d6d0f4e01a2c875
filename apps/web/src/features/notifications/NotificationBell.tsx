import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NotificationList } from './NotificationList';
import { useMarkAllNotificationsRead, useNotificationFeed } from './notificationsApi';

/** The header bell: the real unread count (no badge at zero) and the list behind it. */
export function NotificationBell() {
  const feed = useNotificationFeed();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = feed.data?.unread ?? 0;

  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red"
      offset={6}
      disabled={unread === 0}
    >
      <Popover width={340} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
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
          <ScrollArea.Autosize mah={360} type="auto">
            <NotificationList
              items={feed.data?.data}
              isLoading={feed.isLoading}
              isError={feed.isError}
            />
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
