import type { Notification } from '@paperless/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Session } from '../../lib/session';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { clientAdminSession, superAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

configure({ asyncUtilTimeout: 4000 });

const completed: Notification = {
  id: 12,
  title: 'A patient completed the New Patient Packet',
  body: 'See it in Activity.',
  read: false,
  created_at: '2026-12-01T15:00:00.000Z',
  link_path: '/activity',
};
const older: Notification = {
  id: 11,
  title: 'Welcome',
  body: 'Your clinic is ready.',
  read: false,
  created_at: '2026-11-30T15:00:00.000Z',
  link_path: null,
};

function open(session: Session, path: string, items: Notification[]) {
  serveSignedIn(session, {
    'GET /api/notifications': () =>
      json(200, { data: items, unread: items.filter((n) => !n.read).length }),
    'GET /api/client-dashboard': () => json(500, { message: 'Not needed here' }),
    'GET /api/dashboard': () => json(500, { message: 'Not needed here' }),
  });
  return renderApp(path);
}

async function openBell(name: string) {
  const header = await screen.findByRole('banner');
  const bell = await within(header).findByRole('button', { name });
  await userEvent.click(bell);
  // jsdom has no layout, so the popover's "target scrolled away" check hides the open list;
  // its entries are there and usable all the same.
  return screen.findByRole('dialog', { hidden: true });
}

describe('the notification bell', { timeout: 30_000 }, () => {
  it('shows a clinic user the unread count by name, and leads to where an entry points', async () => {
    const { router } = open(clientAdminSession(), '/client-dashboard', [completed, older]);
    const list = await openBell('2 unread notifications');
    expect(
      within(list).getByText('A patient completed the New Patient Packet'),
    ).toBeInTheDocument();
    // An entry without a path is text, not a link.
    expect(within(list).getAllByRole('link', { hidden: true })).toHaveLength(1);

    await userEvent.click(
      within(list).getByRole('link', { name: /completed the New Patient/, hidden: true }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('follows an entry from the keyboard', async () => {
    const { router } = open(clientAdminSession(), '/client-dashboard', [completed]);
    const list = await openBell('1 unread notification');
    within(list)
      .getByRole('link', { name: /completed the New Patient/, hidden: true })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
  });

  it('is named plainly with nothing unread, for provider staff too', async () => {
    open(superAdminSession(), '/dashboard', [{ ...older, read: true }]);
    const list = await openBell('Notifications');
    expect(within(list).getByText('Welcome')).toBeInTheDocument();
  });
});
