import {
  DEFAULT_REMINDER_SCHEDULE,
  frontDeskMessages,
  ROLE,
  timeZoneMessages,
  type FrontDeskSettingsResponse,
} from '@paperless/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Session } from '../../lib/session';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { clientAdminSession, salesPersonSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

configure({ asyncUtilTimeout: 4000 });

const saved: FrontDeskSettingsResponse = {
  data: { time_zone: 'America/Chicago', reminders: DEFAULT_REMINDER_SCHEDULE },
};

/** A clinic user who is not the owner: forms and submissions, not the clinic's settings. */
function subClientAdminSession(): Session {
  const owner = clientAdminSession();
  return {
    ...owner,
    token: 'token-sub-clinic',
    user: { ...owner.user, id: 21, role: ROLE.subClientAdmin, role_id: 6, is_owner: false },
    permissions: ['manage_forms', 'view_submissions', 'manage_card'],
  };
}

function openSettings(session: Session, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchStub = serveSignedIn(session, {
    'GET /api/company/front-desk': () => json(200, saved),
    ...routes,
  });
  renderApp(session.user.user_type === 'provider' ? '/hr-settings' : '/settings');
  return fetchStub;
}

async function openDialog() {
  await userEvent.click(
    await screen.findByRole('button', { name: /Clinic time zone and reminders/ }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Clinic time zone and reminders' });
  await within(dialog).findByRole('form');
  return dialog;
}

/** Picks an option of a Mantine Select (its dropdown sits in a portal jsdom cannot lay out). */
async function choose(dialog: HTMLElement, label: string, option: string | RegExp, search = '') {
  const input = within(dialog).getByRole('textbox', { name: label });
  await userEvent.click(input);
  if (search) {
    await userEvent.clear(input);
    await userEvent.paste(search);
  }
  // Every Select keeps its options mounted: look in the list this input controls.
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  await userEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

const puts = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('Clinic time zone and reminders', { timeout: 60_000 }, () => {
  it('refuses a sixth reminder, and a window that ends before it starts', async () => {
    const fetchStub = openSettings(clientAdminSession());
    const dialog = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Time zone' })).toHaveValue(
      'America/Chicago (Central Time)',
    );
    expect(within(dialog).getByLabelText('Reminder 1, hours after sending')).toHaveValue('24');
    expect(within(dialog).getByLabelText('Reminder 2, hours after sending')).toHaveValue('72');

    const add = within(dialog).getByRole('button', { name: 'Add a reminder' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(add);
    expect(within(dialog).getByText(frontDeskMessages.offsetsCount)).toBeInTheDocument();
    expect(within(dialog).getAllByLabelText(/^Reminder \d, hours after sending$/)).toHaveLength(5);
    expect(within(dialog).getByLabelText('Reminder 5, hours after sending')).toHaveValue('144');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove reminder 3' }));
    expect(within(dialog).queryByText(frontDeskMessages.offsetsCount)).not.toBeInTheDocument();
    expect(within(dialog).getAllByLabelText(/^Reminder \d, hours after sending$/)).toHaveLength(4);

    await choose(dialog, 'Send until', '6:00 AM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(frontDeskMessages.window)).toBeInTheDocument();
    expect(puts(fetchStub)).toHaveLength(0);
  });

  it('sends the zone and the schedule as the server reads them', async () => {
    const fetchStub = openSettings(clientAdminSession(), {
      'PUT /api/company/front-desk': (_url, init) =>
        json(200, { data: JSON.parse(String(init.body)) as unknown }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove reminder 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a reminder' }));
    const added = within(dialog).getByLabelText('Reminder 2, hours after sending');
    expect(added).toHaveValue('96');
    await userEvent.clear(added);
    await userEvent.type(added, '12');
    await choose(dialog, 'Send until', '9:00 PM');
    await choose(dialog, 'Time zone', /^America\/Denver/, 'Denver');
    await userEvent.click(within(dialog).getByRole('switch', { name: /evening before a visit/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(fetchStub)).toHaveLength(1));
    // The hours go in order, as numbers; the hours of the window as numbers too.
    expect(JSON.parse(String(puts(fetchStub)[0]![1]!.body))).toEqual({
      time_zone: 'America/Denver',
      reminders: {
        enabled: true,
        offsets_hours: [12, 72],
        max_reminders: 3,
        window_start_hour: 8,
        window_end_hour: 21,
        eve_of_visit: false,
      },
    });
    expect(shownNotices()).toContain(`Success: ${frontDeskMessages.settingsSaved}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's 422 messages under the fields they name", async () => {
    openSettings(clientAdminSession(), {
      'PUT /api/company/front-desk': () =>
        json(422, {
          message: timeZoneMessages.unknown,
          errors: {
            time_zone: [timeZoneMessages.unknown],
            'reminders.offsets_hours.1': [frontDeskMessages.offsetHours],
          },
        }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(timeZoneMessages.unknown)).toBeInTheDocument();
    const second = within(dialog).getByLabelText('Reminder 2, hours after sending');
    expect(second).toHaveAccessibleDescription(frontDeskMessages.offsetHours);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is the owner’s only: other clinic users and staff do not see it', async () => {
    openSettings(subClientAdminSession());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('button', { name: /Notifications/ })).toBeVisible();
    expect(within(main).queryByRole('button', { name: /Clinic time zone/ })).toBeNull();
  });

  it('leaves provider staff settings as they are', async () => {
    openSettings(salesPersonSession());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('button', { name: /Change Password/ })).toBeVisible();
    expect(within(main).queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(within(main).queryByRole('button', { name: /Clinic time zone/ })).toBeNull();
  });
});
