import {
  companyUserCreateSchema,
  companyUserMessages,
  companyUserUpdateSchema,
  staffUserMessages,
  staffUserPayloadSchema,
  type CompanyRolesResponse,
  type CompanyUser,
  type CompanyUserListResponse,
  type CompanyUserMutationResponse,
  type MessageResponse,
  type PendingEmailChange,
  type StaffUser,
  type StaffUserListResponse,
  type StaffUserMutationResponse,
  type StaffUserPayload,
  type StaffUserPayloadInput,
  type AssignableRolesResponse,
} from '@paperless/core';
import type { z } from 'zod';
import { api } from '../../lib/api';

/**
 * One user as both screens show it. Provider staff (/hr-user-management) and a clinic's own
 * users (/user-management) are the same screen over two APIs; each scope maps its answers here.
 */
export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  role_id: number;
  role_name: string;
  /** The clinic's owner (company scope); provider staff have none. */
  is_owner: boolean;
  pending_email_change?: PendingEmailChange | null | undefined;
}

/** What the Add and Edit forms send: the same five fields in both scopes. */
export type UserPayload = StaffUserPayload;
export type UserPayloadInput = StaffUserPayloadInput;
export type UserSchema = z.ZodType<UserPayload, UserPayloadInput>;

export interface RoleChoice {
  id: number;
  name: string;
}

export interface UsersScope {
  kind: 'staff' | 'company';
  /** The query key every list and dialog of the scope lives under. */
  key: readonly [string];
  /** Other lists that count users (the Roles panel), refreshed after a change. */
  alsoRefresh: readonly (readonly string[])[];
  list: (page: number, search: string, signal: AbortSignal) => Promise<UserPage>;
  one: (id: number, signal: AbortSignal) => Promise<UserRecord>;
  roles: (signal: AbortSignal) => Promise<RoleChoice[]>;
  create: (body: UserPayload) => Promise<UserSaved>;
  update: (id: number, body: UserPayload) => Promise<UserSaved>;
  remove: (id: number) => Promise<MessageResponse>;
  /**
   * The form's schema. Staff answer one set of messages; a clinic's Add User says 'This is a
   * required field.' and its Edit User names the field (spec §5).
   */
  schema: (mode: 'add' | 'edit') => UserSchema;
  /** Where a pending login e-mail change is cancelled (decision 24). */
  emailChangePath: (id: number) => string;
  failedToLoad: string;
  tableLabel: string;
  emptyText: string;
}

export interface UserPage {
  users: UserRecord[];
  total: number;
}
export interface UserSaved {
  message: string;
  user: UserRecord;
}

export const PAGE_SIZE = 10;

export function fullName(user: Pick<UserRecord, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

function fromStaff(user: StaffUser): UserRecord {
  const { role, created_at: _created, ...rest } = user;
  return { ...rest, role_name: role, is_owner: false };
}

function fromCompany(user: CompanyUser): UserRecord {
  const { role, company_id: _company, ...rest } = user;
  return { ...rest, role_name: role.name };
}

const staffSaved = ({ message, data }: StaffUserMutationResponse) => ({
  message,
  user: fromStaff(data),
});
const companySaved = ({ message, data }: CompanyUserMutationResponse) => ({
  message,
  user: fromCompany(data),
});

export const STAFF_SCOPE: UsersScope = {
  kind: 'staff',
  key: ['staff-users'],
  alsoRefresh: [['roles']],
  // POST, as the spec's call is.
  list: async (page, search) => {
    const answer = await api.post<StaffUserListResponse>('/all-users', {
      page,
      per_page: PAGE_SIZE,
      ...(search && { search }),
    });
    return { users: answer.users.map(fromStaff), total: answer.total };
  },
  one: async (id, signal) =>
    fromStaff((await api.get<{ data: StaffUser }>(`/edit-user/${id}`, undefined, signal)).data),
  // Product Admin and Sales Person.
  roles: async () => (await api.post<AssignableRolesResponse>('/roles')).roles,
  create: async (body) => staffSaved(await api.post<StaffUserMutationResponse>('/add-user', body)),
  update: async (id, body) =>
    staffSaved(await api.post<StaffUserMutationResponse>(`/update-user/${id}`, body)),
  remove: (id) => api.delete<MessageResponse>(`/delete-user/${id}`),
  schema: () => staffUserPayloadSchema,
  emailChangePath: (id) => `/users/${id}/email-change`,
  failedToLoad: staffUserMessages.failedToLoad,
  tableLabel: 'Users',
  emptyText: 'No users found.',
};

export const COMPANY_SCOPE: UsersScope = {
  kind: 'company',
  key: ['company-users'],
  alsoRefresh: [],
  list: async (page, search, signal) => {
    const answer = await api.get<CompanyUserListResponse>(
      '/company-users',
      { page, per_page: PAGE_SIZE, search: search || undefined },
      signal,
    );
    return { users: answer.data.map(fromCompany), total: answer.total };
  },
  one: async (id, signal) =>
    fromCompany(
      (await api.get<{ data: CompanyUser }>(`/company-users/${id}`, undefined, signal)).data,
    ),
  // The clinic's roles other than the owner's.
  roles: async (signal) =>
    (await api.get<CompanyRolesResponse>('/company-users/roles', undefined, signal)).data,
  create: async (body) =>
    companySaved(await api.post<CompanyUserMutationResponse>('/company-users', body)),
  update: async (id, body) =>
    companySaved(await api.post<CompanyUserMutationResponse>(`/company-users/${id}`, body)),
  remove: (id) => api.delete<MessageResponse>(`/company-users/${id}`),
  schema: (mode) => (mode === 'add' ? companyUserCreateSchema : companyUserUpdateSchema),
  emailChangePath: (id) => `/company-users/${id}/email-change`,
  failedToLoad: companyUserMessages.failedToLoad,
  tableLabel: 'Company users',
  emptyText: 'No data available',
};
