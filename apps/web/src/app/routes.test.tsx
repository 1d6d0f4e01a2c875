import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Session } from '../lib/session';
import { json, stubApi } from '../test/network';
import { renderApp } from '../test/render-app';
import { clientAdminSession, salesPersonSession, superAdminSession } from '../test/sessions';
import { serveSignedIn } from '../test/signed-in';

function signIn(session: Session) {
  serveSignedIn(session, {
    'GET /api/notifications': () => json(200, { data: [], unread: 3 }),
  });
}

describe('route guards', () => {
  beforeEach(() => stubApi({}));

  it('shows No access to a Sales Person opening Subscriptions', async () => {
    signIn(salesPersonSession());
    renderApp('/hr-plan');

    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to open this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('opens Subscriptions for a Super Admin, with the sidebar item marked', async () => {
    signIn(superAdminSession());
    renderApp('/hr-plan');

    expect(await screen.findByRole('heading', { name: 'Plan Management' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Outbox' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to /login', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('keeps clinic users out of provider screens and gives them their own sidebar', async () => {
    signIn(clientAdminSession());
    renderApp('/hr-finance');

    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Activity',
      'Visits',
      'Forms',
      'Bucket',
      'Submitted Forms',
      'Verify Document',
      'User Management',
      'Billing',
      'Audit Log',
      'Settings',
    ]);
  });

  it('shows the real unread count on the bell', async () => {
    signIn(superAdminSession());
    renderApp('/dashboard');
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 unread notifications' })).toBeInTheDocument();
  });

  it('renders the not-found page for an unknown path', () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  });
});
