import { ROLE, type SessionUser } from '@paperless/core';
import type { Session } from '../features/auth/session';

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
    permissions: [
      'view_dashboard',
      'manage_clients',
      'manage_plans',
      'manage_users',
      'manage_roles',
      'manage_finance',
      'view_finance',
      'view_outbox',
      'manage_forms',
      'view_submissions',
    ],
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
    permissions: ['view_dashboard', 'manage_clients', 'view_finance'],
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
    permissions: ['manage_forms', 'view_submissions', 'manage_company_users', 'manage_card'],
  };
}
