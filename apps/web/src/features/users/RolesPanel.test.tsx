import { messages, ROLE, roleMessages, type Role } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { superAdminSession } from '../../test/sessions';
import {
  auditorRole,
  bodyOf,
  builtInRole,
  callsTo,
  openUserManagement,
  rowOf,
  seller,
  subSuperAdminSession,
} from './testing';

type Routes = Parameters<typeof openUserManagement>[1];

/** User Management's Roles tab, with a server holding these roles. */
async function openRoles(roles: Role[], routes: Routes = {}, session = superAdminSession()) {
  const fetchStub = openUserManagement(
    [seller],
    { 'GET /api/roles/list': () => json(200, { roles }), ...routes },
    session,
  );
  await userEvent.click(await screen.findByRole('tab', { name: 'Roles' }));
  return fetchStub;
}

describe('StaffUsersPage: roles', { timeout: 20_000 }, () => {
  it('lists roles with their permission and user counts; built-in roles are read-only', async () => {
    await openRoles([builtInRole, auditorRole]);
    const builtIn = await rowOf(ROLE.salesPerson);
    expect(
      within(builtIn)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 5),
    ).toEqual([ROLE.salesPerson, 'Built-in', 'Provider staff', '3', '2']);
    expect(within(builtIn).getByRole('button', { name: `View ${ROLE.salesPerson}` })).toBeEnabled();
    expect(
      within(builtIn).getByRole('button', { name: `Edit ${ROLE.salesPerson}` }),
    ).toBeDisabled();
    expect(
      within(builtIn).getByRole('button', { name: `Delete ${ROLE.salesPerson}` }),
    ).toBeDisabled();

    const custom = await rowOf('Auditor');
    expect(within(custom).getByText('Custom')).toBeInTheDocument();
    expect(within(custom).getByRole('button', { name: 'Edit Auditor' })).toBeEnabled();
  });

  it('adds a role from the permission checkboxes, checking the form first', async () => {
    const roles = [builtInRole];
    const fetchStub = await openRoles(roles, {
      'POST /api/roles/store': (_url, init) => {
        const body = JSON.parse(String(init.body)) as Pick<Role, 'name' | 'permissions'>;
        const created = { ...auditorRole, id: 11, ...body };
        roles.push(created);
        return json(201, { message: roleMessages.created, data: created });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.required)).toBeInTheDocument();
    expect(within(dialog).getByText(roleMessages.permissionsRequired)).toBeInTheDocument();

    // Role management stays with Super Admin, so it is not offered.
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Manage roles and permissions' }),
    ).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Role Name/), 'Billing Clerk');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'View finance' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'View dashboard' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/roles/store')[0])).toEqual({
      name: 'Billing Clerk',
      permissions: ['view_finance', 'view_dashboard'],
    });
    expect(shownNotices()).toContain(`Success: ${roleMessages.created}`);
    expect(await screen.findByText('Billing Clerk')).toBeInTheDocument();
  });

  it("shows the server's name refusal under the field", async () => {
    await openRoles([builtInRole], {
      'POST /api/roles/store': () =>
        json(422, { message: roleMessages.nameTaken, errors: { name: [roleMessages.nameTaken] } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Role Name/), 'sales person');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'View dashboard' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(roleMessages.nameTaken)).toBeInTheDocument();
  });

  it('views a custom role and edits it from there', async () => {
    const fetchStub = await openRoles([builtInRole, auditorRole], {
      'GET /api/roles/view/9': () => json(200, { data: auditorRole }),
      'GET /api/roles/edit/9': () => json(200, { data: auditorRole }),
      'PUT /api/roles/update/9': () =>
        json(200, { message: roleMessages.updated, data: auditorRole }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View Auditor' }));
    const view = await screen.findByRole('dialog', { name: 'View Role' });
    expect(await within(view).findByRole('listitem')).toHaveTextContent('View finance');
    await userEvent.click(within(view).getByRole('button', { name: 'Edit' }));

    const edit = await screen.findByRole('dialog', { name: 'Edit Role' });
    expect(await within(edit).findByLabelText(/Role Name/)).toHaveValue('Auditor');
    expect(within(edit).getByRole('checkbox', { name: 'View finance' })).toBeChecked();
    await userEvent.click(within(edit).getByRole('checkbox', { name: 'Manage users' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchStub, 'PUT', '/api/roles/update/9')[0])).toEqual({
      name: 'Auditor',
      permissions: ['view_finance', 'manage_users'],
    });
  });

  it('shows a built-in role read-only', async () => {
    await openRoles([builtInRole], {
      'GET /api/roles/view/4': () => json(200, { data: builtInRole }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `View ${ROLE.salesPerson}` }));
    const view = await screen.findByRole('dialog', { name: 'View Role' });
    expect(await within(view).findByText(roleMessages.builtInLocked)).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("asks before deleting a role and shows the server's refusal", async () => {
    const fetchStub = await openRoles([auditorRole], {
      'DELETE /api/roles/delete/9': () => json(409, { message: roleMessages.inUse }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Auditor' }));
    expect(
      await screen.findByText('Are you sure you want to delete the role Auditor?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownNotices()).toContain(`Error: ${roleMessages.inUse}`));
    expect(callsTo(fetchStub, 'DELETE', '/api/roles/delete/9')).toHaveLength(1);
  });

  // Decision 4: a Sub-Super Admin reads the roles but changes no role's permissions.
  it('shows a Sub-Super Admin the roles read-only', async () => {
    await openRoles(
      [builtInRole, auditorRole],
      { 'GET /api/roles/view/9': () => json(200, { data: auditorRole }) },
      subSuperAdminSession(),
    );
    const custom = await rowOf('Auditor');
    expect(within(custom).getByRole('button', { name: 'View Auditor' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();

    await userEvent.click(within(custom).getByRole('button', { name: 'View Auditor' }));
    const view = await screen.findByRole('dialog', { name: 'View Role' });
    expect(await within(view).findByRole('listitem')).toHaveTextContent('View finance');
    expect(within(view).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
