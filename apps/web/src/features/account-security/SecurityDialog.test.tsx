import { messages } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { clientAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

const session = clientAdminSession();
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

function openSecurity(routes: Record<string, (url: URL, init: RequestInit) => Response>) {
  const fetchStub = serveSignedIn(session, {
    'GET /api/account/sessions': () => json(200, { data: [] }),
    ...routes,
  });
  renderApp('/settings');
  return fetchStub;
}

describe('Settings › Security', { timeout: 20_000 }, () => {
  it('asks for the password when the server wants it, then enrols and shows the codes once', async () => {
    let reauthed = false;
    let enabled = false;
    openSecurity({
      'GET /api/account/mfa': () =>
        json(200, {
          enabled,
          enabled_at: null,
          recovery_codes_left: enabled ? 10 : 0,
          required: false,
        }),
      'POST /api/account/mfa/setup': () =>
        reauthed
          ? json(200, {
              secret: 'JBSWY3DPEHPK3PXP',
              otpauth_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
            })
          : json(403, { message: messages.reauthRequired }),
      'POST /api/account/reauth': (_url, init) => {
        const { password } = JSON.parse(String(init.body)) as { password: string };
        if (password !== 'my password')
          return json(422, { message: 'x', errors: { password: [messages.oldPasswordWrong] } });
        reauthed = true;
        return json(200, {
          message: messages.reauthConfirmed,
          reauth_until: '2030-01-01T00:00:00Z',
        });
      },
      'POST /api/account/mfa/enable': () => {
        enabled = true;
        return json(200, { message: messages.mfaEnabled, recovery_codes: CODES });
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: /Security/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Security' });
    expect(await within(dialog).findByText('Off')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set up two-factor' }));

    const prompt = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await userEvent.type(within(prompt).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(prompt).findByText(messages.oldPasswordWrong)).toBeInTheDocument();
    await userEvent.clear(within(prompt).getByLabelText('Password'));
    await userEvent.type(within(prompt).getByLabelText('Password'), 'my password');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    // The setup call ran again after the confirmation: QR code and the key to type.
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await userEvent.type(screen.getByLabelText(/6-digit code/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText(messages.mfaCodeFormat)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/6-digit code/), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turning two-factor off asks for the password, then for a current code', async () => {
    let reauthed = false;
    const sent: object[] = [];
    openSecurity({
      'GET /api/account/mfa': () =>
        json(200, {
          enabled: true,
          enabled_at: '2026-01-01T00:00:00Z',
          recovery_codes_left: 10,
          required: false,
        }),
      'POST /api/account/mfa/disable': () =>
        reauthed
          ? json(200, { message: messages.mfaDisabled })
          : json(403, { message: messages.reauthRequired }),
      'POST /api/account/reauth': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { password: string; code?: string };
        sent.push(body);
        if (body.code === undefined)
          return json(422, { message: 'x', errors: { code: [messages.mfaCodeFormat] } });
        if (body.code !== '123456')
          return json(422, { message: 'x', errors: { code: [messages.mfaCodeInvalid] } });
        reauthed = true;
        return json(200, {
          message: messages.reauthConfirmed,
          reauth_until: '2030-01-01T00:00:00Z',
        });
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: /Security/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Security' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Turn off two-factor' }),
    );
    const prompt = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await userEvent.type(within(prompt).getByLabelText('Password'), 'my password');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    const code = await within(prompt).findByLabelText(/6-digit code/);
    expect(within(prompt).getByText(messages.mfaCodeFormat)).toBeInTheDocument();
    await userEvent.type(code, '000000');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(prompt).findByText(messages.mfaCodeInvalid)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(messages.mfaDisabled)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ password: 'my password', code: '123456' });
  });

  it('lists the sessions and signs out the others', async () => {
    let live = [
      { id: 1, current: true, user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' },
      {
        id: 2,
        current: false,
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
      },
    ].map((s) => ({
      ...s,
      ip: '10.0.0.1',
      created_at: '2026-01-01T10:00:00Z',
      last_seen_at: '2026-01-01T11:00:00Z',
      expires_at: '2026-01-01T22:00:00Z',
    }));
    const fetchStub = openSecurity({
      'GET /api/account/mfa': () =>
        json(200, { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false }),
      'GET /api/account/sessions': () => json(200, { data: live }),
      'POST /api/account/sessions/revoke-others': () => {
        live = live.filter((s) => s.current);
        return json(200, { message: messages.otherSessionsRevoked, revoked: 1 });
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: /Security/ }));
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: 'Sign out Safari on iOS' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText(messages.otherSessionsRevoked)).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
    expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith('/revoke-others'))).toBe(true);
  });
});
