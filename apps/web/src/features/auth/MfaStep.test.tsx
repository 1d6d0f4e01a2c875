import { messages } from '@paperless/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { clientAdminSession } from '../../test/sessions';

const { token, user, permissions } = clientAdminSession();
const signedIn = { token, user, permissions, expires_at: '2030-01-01T00:00:00Z' };

async function passwordStep() {
  await userEvent.type(await screen.findByLabelText('Email'), 'cleo@clinic.test');
  await userEvent.type(screen.getByLabelText('Password'), 'a good password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('two-factor sign-in', { timeout: 20_000 }, () => {
  it('asks for the code after the password and signs in with it', async () => {
    const sent: unknown[] = [];
    stubApi({
      'POST /api/login': () =>
        json(200, { mfa_required: true, challenge: 'chal-1', expires_at: '2030-01-01T00:00:00Z' }),
      'POST /api/login/mfa': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { code?: string };
        sent.push(body);
        return body.code === '123456'
          ? json(200, signedIn)
          : json(401, {
              message: messages.mfaCodeInvalid,
              errors: { code: [messages.mfaCodeInvalid] },
            });
      },
      'GET /api/me': () => json(200, { user, permissions }),
      'GET /api/notifications': () => json(200, { data: [], unread: 0 }),
    });
    const { router } = renderApp('/login');
    await passwordStep();

    const code = await screen.findByLabelText('Two-factor code');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.mfaCodeInvalid)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'));
    expect(sent).toEqual([
      { challenge: 'chal-1', code: '654321' },
      { challenge: 'chal-1', code: '123456' },
    ]);
    expect(JSON.parse(sessionStorage.getItem('paperless.session')!)).toMatchObject({ token });
  });

  it('takes a recovery code instead, and goes back to the password when the attempt expired', async () => {
    const sent: unknown[] = [];
    stubApi({
      'POST /api/login': () =>
        json(200, { mfa_required: true, challenge: 'chal-2', expires_at: '2030-01-01T00:00:00Z' }),
      'POST /api/login/mfa': (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return json(401, { message: messages.mfaChallengeExpired });
      },
    });
    renderApp('/login');
    await passwordStep();

    await userEvent.click(await screen.findByRole('switch', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(messages.mfaChallengeExpired)).toBeInTheDocument();
    expect(sent).toEqual([{ challenge: 'chal-2', recovery_code: 'abcde-fghij' }]);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
