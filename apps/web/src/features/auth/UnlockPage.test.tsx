import { accountUnlockMessages } from '@paperless/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';

const TOKEN = 'AbC_123-unlock-token-from-the-mail';
const UNLOCK = 'POST /api/login/unlock';

async function openPage() {
  const rendered = renderApp(`/unlock/${TOKEN}`);
  expect(
    await screen.findByRole('heading', { name: accountUnlockMessages.pageTitle }),
  ).toBeInTheDocument();
  return rendered;
}

describe('UnlockPage', () => {
  it('unlocks only on the click (mail scanners open links), then leads to sign in', async () => {
    const sent: unknown[] = [];
    const calls = stubApi({
      [UNLOCK]: (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return json(200, { message: accountUnlockMessages.unlocked });
      },
    });
    const { router } = await openPage();
    expect(calls).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: accountUnlockMessages.button }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountUnlockMessages.unlocked);
    // The token travels in the body of that one call, never in an address.
    expect(sent).toEqual([{ token: TOKEN }]);
    expect(String(calls.mock.calls[0]![0])).not.toContain(TOKEN);
    expect(
      screen.queryByRole('button', { name: accountUnlockMessages.button }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: accountUnlockMessages.signIn }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("says so when the link is used or expired, in the server's words", async () => {
    stubApi({ [UNLOCK]: () => json(400, { message: accountUnlockMessages.invalid }) });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: accountUnlockMessages.button }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountUnlockMessages.invalid);
    expect(screen.getByRole('link', { name: accountUnlockMessages.signIn })).toBeInTheDocument();
  });
});
