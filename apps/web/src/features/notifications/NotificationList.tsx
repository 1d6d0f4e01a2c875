import { Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@paperless/core';
import dayjs from 'dayjs';

interface NotificationListProps {
  items: Notification[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

export function NotificationList({ items, isLoading, isError }: NotificationListProps) {
  if (isLoading) return <Loader size="sm" mx="auto" aria-label="Loading notifications" />;
  if (isError)
    return (
      <Text size="sm" c="red">
        Notifications could not be loaded.
      </Text>
    );
  if (!items?.length)
    return (
      <Text size="sm" c="dimmed">
        No notifications.
      </Text>
    );

  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.id}>
          <Text size="sm" fw={item.read ? 400 : 600}>
            {item.title}
            {!item.read && <VisuallyHidden> (unread)</VisuallyHidden>}
          </Text>
          <Text size="sm" c="dimmed">
            {item.body}
          </Text>
          <Text size="xs" c="dimmed">
            {dayjs(item.created_at).format('MMM D, YYYY h:mm A')}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
