import { COMPLETION_EMAIL_LABELS, frontDeskMessages } from '@paperless/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { clientAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

configure({ asyncUtilTimeout: 4000 });

function openSettings(put: (init: RequestInit) => Response) {
  const session = clientAdminSession();
  const fetchStub = serveSignedIn(session, {
    'GET /api/me/notification-settings': () => json(200, { data: { completion_email: 'digest' } }),
    'PUT /api/me/notification-settings': (_url, init) => put(init),
  });
  renderApp('/settings');
  return fetchStub;
}

async function openDialog() {
  const main = await screen.findByRole('main');
  await userEvent.click(await within(main).findByRole('button', { name: /Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('Notifications settings', { timeout: 30_000 }, () => {
  it("shows the user's choice and saves a new one", async () => {
    const fetchStub = openSettings((init) => json(200, { data: JSON.parse(String(init.body)) }));
    const dialog = await openDialog();
    expect(
      await within(dialog).findByRole('radio', { name: COMPLETION_EMAIL_LABELS.digest }),
    ).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole('radio', { name: COMPLETION_EMAIL_LABELS.instant }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(shownNotices()).toContain(`Success: ${frontDeskMessages.notificationsSaved}`),
    );
    const put = fetchStub.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ completion_email: 'instant' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s message when saving fails', async () => {
    openSettings(() =>
      json(422, {
        message: 'Choose how you want to hear about completed forms.',
        errors: { completion_email: ['Choose how you want to hear about completed forms.'] },
      }),
    );
    const dialog = await openDialog();
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: COMPLETION_EMAIL_LABELS.off }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose how you want to hear about completed forms.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  });
});
