import { messages, ROLE, staffUserMessages, type StaffUser } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import {
  bodyOf,
  callsTo,
  chooseOption,
  openUserManagement,
  rowOf,
  seller,
  superAdminRow,
} from './testing';

describe('StaffUsersPage: users', { timeout: 20_000 }, () => {
  it('lists staff with their role, and keeps Super Admin rows out of reach', async () => {
    openUserManagement([superAdminRow, seller]);
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();

    const row = await rowOf('Sean Seller');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['Sean Seller', 'sean@paperless.test', ROLE.salesPerson]);
    expect(within(row).getByRole('button', { name: 'View Sean Seller' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Edit Sean Seller' })).toBeEnabled();

    const protectedRow = await rowOf('Ada Admin');
    for (const action of ['View', 'Edit', 'Delete', 'Change role of']) {
      expect(
        within(protectedRow).getByRole('button', { name: `${action} Ada Admin` }),
      ).toBeDisabled();
    }
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  it('searches on the server a moment after typing, and says when nothing matches', async () => {
    const fetchStub = openUserManagement([seller], {
      'POST /api/all-users': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { search?: string };
        const users = body.search ? [] : [seller];
        return json(200, { users, total: users.length, page: 1, per_page: 10 });
      },
    });
    await screen.findByText('Sean Seller');
    await userEvent.type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
    const bodies = callsTo(fetchStub, 'POST', '/api/all-users').map(bodyOf);
    // Debounced: one call for the whole word, not one per letter.
    expect(bodies).toEqual([
      { page: 1, per_page: 10 },
      { page: 1, per_page: 10, search: 'nobody' },
    ]);
  });

  it('pages through the users on the server', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      ...seller,
      id: 100 + i,
      first_name: `User${i}`,
    }));
    const fetchStub = openUserManagement(many, {
      'POST /api/all-users': (_url, init) => {
        const { page } = JSON.parse(String(init.body)) as { page: number };
        const users = page === 1 ? many : [{ ...seller, id: 200, first_name: 'Last' }];
        return json(200, { users, total: 11, page, per_page: 10 });
      },
    });
    await screen.findByText('User0 Seller');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Last Seller')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/all-users').at(-1))).toMatchObject({ page: 2 });
  });

  it('says when there are no users', async () => {
    openUserManagement([]);
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    openUserManagement([seller], {
      'POST /api/all-users': () =>
        fail
          ? json(500, { message: 'Something went wrong' })
          : json(200, { users: [seller], total: 1, page: 1, per_page: 10 }),
    });
    expect(await screen.findByText('The users could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sean Seller')).toBeInTheDocument();
  });

  it('checks the Add User form, sends it and reloads the list', async () => {
    const users = [seller];
    const fetchStub = openUserManagement(users, {
      'POST /api/add-user': () => {
        const created: StaffUser = { ...seller, id: 40, first_name: 'Nina', last_name: 'New' };
        users.push(created);
        return json(201, { message: staffUserMessages.created, data: created });
      },
    });
    await screen.findByText('Sean Seller');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'nina@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(within(dialog).getAllByText(messages.required)).toHaveLength(4);
    expect(callsTo(fetchStub, 'POST', '/api/add-user')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/First Name/), 'Nina');
    await userEvent.type(within(dialog).getByLabelText(/Last Name/), 'New');
    await userEvent.clear(within(dialog).getByLabelText(/Email/));
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'Nina@Clinic.test');
    await userEvent.type(within(dialog).getByLabelText(/Phone Number/), '512 555 0199');
    await chooseOption('Role', ROLE.salesPerson, dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/add-user')[0])).toEqual({
      first_name: 'Nina',
      last_name: 'New',
      email: 'nina@clinic.test',
      phone_number: '512 555 0199',
      role_id: 4,
    });
    expect(shownNotices()).toContain(`Success: ${staffUserMessages.created}`);
    expect(await screen.findByText('Nina New')).toBeInTheDocument();
  });

  it("offers only the server's roles, and puts its 422 messages under the fields", async () => {
    openUserManagement([seller], {
      'POST /api/add-user': () =>
        json(422, { message: 'Invalid', errors: { email: [staffUserMessages.emailTaken] } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Role' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (o) => o.textContent,
    );
    expect(options).toEqual([ROLE.productAdmin, ROLE.salesPerson]);
    await userEvent.click(screen.getByRole('option', { name: ROLE.productAdmin, hidden: true }));

    await userEvent.type(within(dialog).getByLabelText(/First Name/), 'Sean');
    await userEvent.type(within(dialog).getByLabelText(/Last Name/), 'Again');
    await userEvent.type(within(dialog).getByLabelText(/Email/), seller.email);
    await userEvent.type(within(dialog).getByLabelText(/Phone Number/), '5125550100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(staffUserMessages.emailTaken)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('views a user read-only, then edits them from the View dialog', async () => {
    const fetchStub = openUserManagement([seller], {
      'GET /api/edit-user/12': () => json(200, { data: seller }),
      'POST /api/update-user/12': () =>
        json(200, { message: staffUserMessages.updated, data: { ...seller, first_name: 'Shawn' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View Sean Seller' }));
    const view = await screen.findByRole('dialog', { name: 'View User' });
    expect(await within(view).findByText('(512) 555-0100')).toBeInTheDocument();
    expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Edit' }));

    const edit = await screen.findByRole('dialog', { name: 'Edit User' });
    const first = await within(edit).findByLabelText(/First Name/);
    expect(first).toHaveValue('Sean');
    expect(within(edit).getByRole('textbox', { name: 'Role' })).toHaveValue(ROLE.salesPerson);
    await userEvent.clear(first);
    await userEvent.type(first, 'Shawn');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/update-user/12')[0])).toEqual({
      first_name: 'Shawn',
      last_name: 'Seller',
      email: 'sean@paperless.test',
      phone_number: '(512) 555-0100',
      role_id: 4,
    });
    expect(shownNotices()).toContain(`Success: ${staffUserMessages.updated}`);
  });

  it("asks before deleting and shows the server's refusal", async () => {
    const fetchStub = openUserManagement([seller], {
      'DELETE /api/delete-user/12': () =>
        json(403, { message: staffUserMessages.higherPrivileges }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sean Seller' }));
    expect(
      await screen.findByText(/Are you sure you want to delete Sean Seller\?/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shownNotices()).toContain(`Error: ${staffUserMessages.higherPrivileges}`),
    );
    expect(callsTo(fetchStub, 'DELETE', '/api/delete-user/12')).toHaveLength(1);
  });

  it('deletes a user after confirmation and reloads the list', async () => {
    const users = [seller];
    openUserManagement(users, {
      'DELETE /api/delete-user/12': () => {
        users.pop();
        return json(200, { message: staffUserMessages.deleted });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sean Seller' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(shownNotices()).toContain(`Success: ${staffUserMessages.deleted}`);
  });
});
