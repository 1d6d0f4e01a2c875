import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { clientAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

describe('UserMenu', () => {
  it('shows who is signed in and signs out on the server and here', async () => {
    const session = clientAdminSession();
    const fetchStub = serveSignedIn(
      session,
      {
        'POST /api/logout': () => json(200, { message: 'You have been signed out.' }),
      },
      { remember: true },
    );
    const { router } = renderApp('/client-dashboard');

    await userEvent.click(await screen.findByRole('button', { name: /User menu$/ }));
    // jsdom has no layout, so the popover's "target scrolled away" check hides the open menu;
    // the items are there and clickable all the same.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).getByText('Cleo Clinic')).toBeInTheDocument();
    expect(within(menu).getByText('Client Admin')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Settings', hidden: true })).toHaveAttribute(
      'href',
      '/settings',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out', hidden: true }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('paperless.session')).toBeNull();
    const logout = fetchStub.mock.calls.find(([url]) => String(url) === '/api/logout');
    expect((logout![1]!.headers as Record<string, string>).Authorization).toBe(
      'Bearer token-clinic',
    );
  });
});
