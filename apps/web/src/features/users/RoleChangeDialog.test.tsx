import { ROLE, staffUserMessages, type Role } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import {
  auditorRole,
  bodyOf,
  builtInRole,
  callsTo,
  chooseOption,
  openUserManagement,
  rowOf,
  seller,
  subSuperAdminSession,
  superAdminRow,
} from './testing';

describe('StaffUsersPage: Change role', { timeout: 20_000 }, () => {
  it('lets a Sub-Super Admin change a role, offering only roles within their permissions', async () => {
    const outboxRole: Role = {
      ...auditorRole,
      id: 10,
      name: 'Mail Desk',
      permissions: ['view_outbox'],
    };
    const superRole: Role = { ...builtInRole, id: 1, name: ROLE.superAdmin, permissions: [] };
    const fetchStub = openUserManagement(
      [superAdminRow, seller],
      {
        'GET /api/roles/list': () =>
          json(200, { roles: [superRole, builtInRole, auditorRole, outboxRole] }),
        'POST /api/company/employee/role-change': () =>
          json(200, { message: staffUserMessages.roleChanged, data: seller }),
      },
      subSuperAdminSession(),
    );
    expect(
      within(await rowOf('Ada Admin')).getByRole('button', { name: 'Change role of Ada Admin' }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Change role of Sean Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Role' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Role' })).toHaveValue(ROLE.salesPerson),
    );
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Role' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (o) => o.textContent,
    );
    expect(options).toEqual([ROLE.salesPerson, 'Auditor (custom)']);
    await userEvent.click(screen.getByRole('option', { name: 'Auditor (custom)', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/company/employee/role-change')[0])).toEqual({
      user_id: 12,
      role_id: 9,
    });
  });

  it('lets Super Admin give a custom role with Change role', async () => {
    const fetchStub = openUserManagement([seller], {
      'POST /api/company/employee/role-change': () =>
        json(200, {
          message: staffUserMessages.roleChanged,
          data: { ...seller, role: 'Auditor', role_id: 9 },
        }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change role of Sean Seller' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Role' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Role' })).toHaveValue(ROLE.salesPerson),
    );
    await chooseOption('Role', 'Auditor (custom)', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchStub, 'POST', '/api/company/employee/role-change')[0])).toEqual({
      user_id: 12,
      role_id: 9,
    });
    expect(shownNotices()).toContain(`Success: ${staffUserMessages.roleChanged}`);
  });
});
