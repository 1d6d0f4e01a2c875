import { messages } from '@paperless/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';

async function submit(password: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('NewPasswordPage', () => {
  it('checks length and match, and clears a message as the user types', async () => {
    stubApi({});
    renderApp('/new-password/tok123');

    await submit('short', 'short');
    expect(await screen.findByText(messages.setPasswordMin)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New Password'), 'x');
    expect(screen.queryByText(messages.setPasswordMin)).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await submit('long enough', 'long enougH');
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it("shows the server's message for an expired link", async () => {
    stubApi({
      'POST /api/password/reset/tok123': () => json(410, { message: messages.resetTokenInvalid }),
    });
    renderApp('/new-password/tok123');

    await submit('long enough', 'long enough');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetTokenInvalid);
  });

  it('sets the password with the token of the link and goes to /login', async () => {
    const fetchStub = stubApi({
      'POST /api/password/reset/tok123': () => json(200, { message: messages.passwordSet }),
    });
    const { router } = renderApp('/new-password/tok123');

    await submit('long enough', 'long enough');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(messages.passwordSet)).toBeInTheDocument();
    expect(JSON.parse(String(fetchStub.mock.calls[0]![1]!.body))).toEqual({
      password: 'long enough',
    });
  });
});
