import { messages } from '@paperless/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { salesPersonSession } from '../../test/sessions';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  it('shows the required message under both empty fields', async () => {
    const fetchStub = stubApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findAllByText(messages.required)).toHaveLength(2);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('reports a malformed e-mail as an Error notice', async () => {
    stubApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });

    await userEvent.type(screen.getByLabelText('Email'), 'ann@clinic');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Error');
    expect(notice).toHaveTextContent(messages.invalidEmail);
  });

  it("shows the server's message for wrong credentials", async () => {
    stubApi({ 'POST /api/login': () => json(401, { message: messages.invalidCredentials }) });
    renderWithProviders(<LoginPage />, { route: '/login' });

    await userEvent.type(screen.getByLabelText('Email'), 'ann@clinic.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(messages.invalidCredentials)).toBeInTheDocument();
  });

  it('signs in, remembers the session and opens the provider dashboard', async () => {
    const { token, user, permissions } = salesPersonSession();
    const fetchStub = stubApi({
      'POST /api/login': () =>
        json(200, { token, user, permissions, expires_at: '2030-01-01T00:00:00Z' }),
      'GET /api/me': () => json(200, { user, permissions }),
      'GET /api/notifications': () => json(200, { data: [], unread: 0 }),
    });
    const { router } = renderApp('/login');

    await userEvent.type(screen.getByLabelText('Email'), 'Sam@Clinic.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a good password');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const [, init] = fetchStub.mock.calls[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      email: 'sam@clinic.test',
      password: 'a good password',
      remember: true,
    });
    expect(JSON.parse(localStorage.getItem('paperless.session')!)).toMatchObject({ token });
  });
});
