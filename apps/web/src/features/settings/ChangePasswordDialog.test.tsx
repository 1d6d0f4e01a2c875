import { messages } from '@paperless/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { clientAdminSession, salesPersonSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

function openSettings(session = clientAdminSession(), changePassword?: () => Response) {
  serveSignedIn(session, {
    ...(changePassword && { 'POST /api/change-password': changePassword }),
  });
  renderApp(session.user.user_type === 'provider' ? '/hr-settings' : '/settings');
}

async function fillAndOpen(oldPassword: string, password: string, confirm: string) {
  await userEvent.click(await screen.findByRole('button', { name: /Change Password/ }));
  await userEvent.type(await screen.findByLabelText('Old Password'), oldPassword);
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
}

// Each test types three passwords key by key; a busy machine needs the room.
describe('Change Password dialog', { timeout: 20_000 }, () => {
  it('offers Card Details only to users who manage the card', async () => {
    openSettings(salesPersonSession());
    expect(await screen.findByRole('button', { name: /Change Password/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Card Details/ })).not.toBeInTheDocument();
  });

  it('blocks submit while the confirmation differs', async () => {
    openSettings();
    await fillAndOpen('old secret', 'new password', 'new passwore');
    expect(screen.getByText(messages.changePasswordMismatch)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });

  it("puts the server's field errors under the fields and stays open", async () => {
    openSettings(clientAdminSession(), () =>
      json(422, { message: 'Invalid', errors: { old_password: [messages.oldPasswordWrong] } }),
    );
    await fillAndOpen('wrong', 'new password', 'new password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(messages.oldPasswordWrong)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes after "Password has been changed"', async () => {
    openSettings(clientAdminSession(), () => json(200, { message: messages.passwordChanged }));
    await fillAndOpen('old secret', 'new password', 'new password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
