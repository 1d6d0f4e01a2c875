import { notificationsStore } from '@mantine/notifications';

/** Every notice shown (on screen or queued), as "title: message". */
export function shownNotices(): string[] {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((n) => `${String(n.title)}: ${String(n.message)}`);
}
