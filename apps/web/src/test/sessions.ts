import { BUILT_IN_ROLES, ROLE, type BuiltInRoleName, type SessionUser } from '@paperless/core';
import type { Session } from '../lib/session';

/** The permissions a built-in role is created with, as the server grants them. */
function permissionsOf(role: BuiltInRoleName): string[] {
  return [...(BUILT_IN_ROLES.find((r) => r.name === role)?.permissions ?? [])];
}

const base: SessionUser = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'ada@paperless.test',
  role: ROLE.superAdmin,
  role_id: 1,
  user_type: 'provider',
  associate_id: null,
  company_id: null,
  company: null,
  is_owner: false,
};

export function superAdminSession(): Session {
  return {
    token: 'token-super-admin',
    user: base,
    permissions: permissionsOf(ROLE.superAdmin),
  };
}

export function salesPersonSession(): Session {
  return {
    token: 'token-sales',
    user: {
      ...base,
      id: 7,
      first_name: 'Sam',
      last_name: 'Seller',
      role: ROLE.salesPerson,
      role_id: 4,
      associate_id: 7,
    },
    permissions: permissionsOf(ROLE.salesPerson),
  };
}

export function clientAdminSession(): Session {
  return {
    token: 'token-clinic',
    user: {
      ...base,
      id: 20,
      first_name: 'Cleo',
      last_name: 'Clinic',
      role: ROLE.clientAdmin,
      role_id: 5,
      user_type: 'clinic',
      company_id: 3,
      company: { name: 'Maple Family Practice' },
      is_owner: true,
    },
    permissions: permissionsOf(ROLE.clientAdmin),
  };
}
