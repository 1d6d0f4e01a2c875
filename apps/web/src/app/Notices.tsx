import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadNotifications = () =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications }));
const Notifications = lazy(loadNotifications);

/**
 * The notices' container (its transitions, its portal), drawn once the first notice is raised:
 * drawn with the page, its transition group's state change as it mounted was a second blocking
 * render right after a patient's form appeared (~18 ms on a desktop, ~70 ms on Lighthouse's
 * phone), and it would be a boundary the server could not finish in a prerendered page. Notices
 * raised before it is here wait in the store and show then. Its code is fetched while the page is
 * idle, so the first notice does not wait for the network.
 */
export function Notices() {
  const { notifications, queue } = useNotifications();
  const [raised, setRaised] = useState(false);
  if (!raised && notifications.length + queue.length > 0) setRaised(true);
  useEffect(() => {
    const warm = () => void loadNotifications();
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(warm, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 3000);
    return () => clearTimeout(id);
  }, []);
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec: notices stay 3 s, top right. */}
      <Notifications position="top-right" autoClose={3000} />
    </Suspense>
  );
}
