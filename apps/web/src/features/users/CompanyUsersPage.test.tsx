import { companyUserMessages, messages, ROLE, type CompanyUser } from '@paperless/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { clientAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

configure({ asyncUtilTimeout: 4000 });

const owner: CompanyUser = {
  id: 20,
  first_name: 'Cleo',
  last_name: 'Clinic',
  email: 'cleo@maple.test',
  phone_number: '(512) 555-0100',
  role: { id: 5, name: ROLE.clientAdmin },
  role_id: 5,
  company_id: 3,
  is_owner: true,
};
const nurse: CompanyUser = {
  ...owner,
  id: 21,
  first_name: 'Nora',
  last_name: 'Nurse',
  email: 'nora@maple.test',
  role: { id: 6, name: ROLE.subClientAdmin },
  role_id: 6,
  is_owner: false,
};

function callsTo(stub: ReturnType<typeof stubApi>, method: string, path: string) {
  return stub.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url) === path,
  );
}

/** User Management for the owner, with a server holding these users; `routes` add answers. */
function openUsers(users: CompanyUser[], routes: Parameters<typeof stubApi>[0] = {}) {
  const session = clientAdminSession();
  const stub = serveSignedIn(session, {
    'GET /api/company-users': () =>
      json(200, { data: users, total: users.length, page: 1, per_page: 10 }),
    'GET /api/company-users/roles': () =>
      json(200, { data: [{ id: 6, name: ROLE.subClientAdmin }] }),
    ...routes,
  });
  return { stub, ...renderApp('/user-management') };
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: 'Company users' });
  return (await within(table).findByText(name)).closest('tr')!;
}

describe('CompanyUsersPage', { timeout: 20_000 }, () => {
  it('marks the owner, who can be neither deleted nor handed the company again', async () => {
    openUsers([owner, nurse]);
    const ownerRow = await rowOf('Cleo Clinic');
    expect(within(ownerRow).getByText('Owner')).toBeInTheDocument();
    expect(within(ownerRow).getByRole('button', { name: 'Delete Cleo Clinic' })).toBeDisabled();
    expect(within(ownerRow).queryByRole('button', { name: /Make Cleo/ })).toBeNull();
    const nurseRow = await rowOf('Nora Nurse');
    expect(within(nurseRow).getByRole('button', { name: 'Delete Nora Nurse' })).toBeEnabled();
    expect(
      within(nurseRow).getByRole('button', { name: 'Make Nora Nurse the owner' }),
    ).toBeEnabled();
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  it("checks Add User with the spec's messages before sending", async () => {
    const { stub } = openUsers([owner], {
      'POST /api/company-users': () =>
        json(201, { message: companyUserMessages.created, data: nurse }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(messages.required)).toHaveLength(5);
    expect(callsTo(stub, 'POST', '/api/company-users')).toHaveLength(0);
  });

  it("answers Edit User's own messages under emptied fields", async () => {
    openUsers([owner, nurse], {
      'GET /api/company-users/21': () => json(200, { data: nurse }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Nora Nurse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    for (const label of [/First Name/, /Last Name/, /Email/, /Phone Number/]) {
      await userEvent.clear(await within(dialog).findByLabelText(label));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      companyUserMessages.firstNameRequired,
      companyUserMessages.lastNameRequired,
      companyUserMessages.emailRequired,
      companyUserMessages.phoneRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
  });

  it('hands the company over after confirmation and the password, and leaves the owner-only page', async () => {
    let confirmed = false;
    const { stub, router } = openUsers([owner, nurse], {
      'POST /api/admin/transfer/21': () =>
        confirmed
          ? json(200, {
              message: companyUserMessages.transferred,
              data: { ...nurse, is_owner: true },
            })
          : json(403, { message: messages.reauthRequired }),
      'POST /api/account/reauth': () => {
        confirmed = true;
        return json(200, {
          message: messages.reauthConfirmed,
          reauth_until: '2030-01-01T00:00:00Z',
        });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make Nora Nurse the owner' }));
    const ask = await screen.findByRole('dialog', { name: 'Make owner' });
    expect(
      within(ask).getByText(/Make Nora Nurse the owner of Maple Family Practice\?/),
    ).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Make owner' }));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await userEvent.type(within(prompt).getByLabelText('Password'), 'my password');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'));
    expect(callsTo(stub, 'POST', '/api/admin/transfer/21')).toHaveLength(2);
    expect(shownNotices()).toContain(`Success: ${companyUserMessages.transferred}`);
  });
});
