import { Box, Loader, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@paperless/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import classes from './NotificationList.module.css';

interface NotificationListProps {
  items: Notification[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Told when an entry's link is followed, so the list can close. */
  onNavigate: () => void;
}

/** Only a path inside the portal is followed: '//host' would leave the site. */
export function portalPath(path: string | null): string | null {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

function Entry({ item }: { item: Notification }) {
  return (
    <>
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
    </>
  );
}

export function NotificationList({ items, isLoading, isError, onNavigate }: NotificationListProps) {
  if (isLoading)
    return <Loader size="sm" mx="auto" aria-label="Loading notifications" role="status" />;
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
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const to = portalPath(item.link_path);
        return (
          <li key={item.id}>
            {to ? (
              // A link, so Enter follows it and the browser offers "open in a new tab".
              <UnstyledButton
                component={Link}
                to={to}
                onClick={onNavigate}
                className={classes.link}
              >
                <Entry item={item} />
              </UnstyledButton>
            ) : (
              <Box p={6}>
                <Entry item={item} />
              </Box>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
