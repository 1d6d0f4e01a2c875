import { messages, proofMessages } from '@paperless/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { passRobotCheck, SOLVED_PROOF, widgetSetting } from '../../test/proof-of-work';
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

  // Security III: past the account's ceiling of failed sign-ins the server asks for a solved
  // proof-of-work challenge (422 on `altcha`) as well as the password.
  describe('when the server asks for the robot check', () => {
    const proofAsked = (message: string) => json(422, { message, errors: { altcha: [message] } });
    const bodies: Record<string, unknown>[] = [];
    const fillAndSubmit = async (password = 'a good password') => {
      await userEvent.clear(screen.getByLabelText('Password'));
      await userEvent.type(screen.getByLabelText('Password'), password);
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    };

    it('shows the check with the message tied to it, and sends its solution along', async () => {
      bodies.length = 0;
      const { token, user, permissions } = salesPersonSession();
      stubApi({
        'POST /api/login': (_url, init) => {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          bodies.push(body);
          if (!body.altcha) return proofAsked(proofMessages.required);
          return json(200, { token, user, permissions, expires_at: '2030-01-01T00:00:00Z' });
        },
        'GET /api/me': () => json(200, { user, permissions }),
        'GET /api/notifications': () => json(200, { data: [], unread: 0 }),
      });
      const { router } = renderApp('/login');
      expect(document.querySelector('altcha-widget')).toBeNull();

      await userEvent.type(screen.getByLabelText('Email'), 'sam@clinic.test');
      await fillAndSubmit();
      const widget = await waitFor(() => {
        const element = document.querySelector('altcha-widget');
        if (!element) throw new Error('no check yet');
        return element;
      });
      expect(widgetSetting(widget, 'challenge')).toBe('/api/login/challenge');
      // The widget's own checkbox carries the message, for whoever is on it with a screen reader.
      const check = await screen.findByRole('checkbox', { name: /robot/i });
      await waitFor(() => expect(check).toHaveAccessibleDescription(proofMessages.required));

      // Login again without ticking it: the form says so and sends nothing.
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      expect(bodies).toHaveLength(1);

      await passRobotCheck();
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(bodies.at(-1)).toEqual({
        email: 'sam@clinic.test',
        password: 'a good password',
        remember: false,
        altcha: SOLVED_PROOF,
      });
    });

    it('never sends a spent solution again: a wrong password with it starts a new check', async () => {
      bodies.length = 0;
      stubApi({
        'POST /api/login': (_url, init) => {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          bodies.push(body);
          if (!body.altcha) return proofAsked(proofMessages.required);
          return json(401, { message: messages.invalidCredentials });
        },
      });
      renderWithProviders(<LoginPage />, { route: '/login' });
      await userEvent.type(screen.getByLabelText('Email'), 'sam@clinic.test');
      await fillAndSubmit('wrong');
      await screen.findAllByText(proofMessages.required);
      passRobotCheck('Zmlyc3Q=');
      await fillAndSubmit('wrong again');
      expect(await screen.findByText(messages.invalidCredentials)).toBeInTheDocument();
      expect(bodies.map((b) => b.altcha)).toEqual([undefined, 'Zmlyc3Q=']);

      // The new check solves by itself; until it has, Login asks for it instead of sending.
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      expect(bodies).toHaveLength(2);
      passRobotCheck('c2Vjb25k');
      await fillAndSubmit('right at last');
      await waitFor(() => expect(bodies).toHaveLength(3));
      expect(bodies[2]!.altcha).toBe('c2Vjb25k');
    });
  });
});
