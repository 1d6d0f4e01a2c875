import { type BuiltInRoleName } from '@paperless/core';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../support/app.js';
import { bearer, createUser, loginAs, unique, type TestUser } from './users.js';

/** Shared by this module's API tests: signed-in users and calls with their token. */
export function staffTestKit(getApp: () => TestApp) {
  const signedIn = async (role: BuiltInRoleName): Promise<TestUser & { token: string }> => {
    const { app, db } = getApp();
    const user = await createUser(db, role);
    return { ...user, token: (await loginAs(app, user)).token };
  };

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    getApp().app.inject({
      method,
      url: `/api${url}`,
      ...(payload !== undefined && { payload }),
      headers: token ? bearer(token) : {},
    });

  const roleId = async (name: string): Promise<number> =>
    (
      await getApp()
        .db.selectFrom('roles')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  const auditActions = async (targetType: string, targetId: number) =>
    (
      await getApp()
        .db.selectFrom('audit_log')
        .select(['action', 'outcome'])
        .where('target_type', '=', targetType)
        .where('target_id', '=', String(targetId))
        .orderBy('id')
        .execute()
    ).map((row) => `${row.action}:${row.outcome}`);

  const newUserBody = (roleIdValue: number, overrides: object = {}) => ({
    first_name: 'Nina',
    last_name: `Staff ${unique()}`,
    email: `staff-${unique()}@example.com`,
    phone_number: '(512) 555-0142',
    role_id: roleIdValue,
    ...overrides,
  });

  return { signedIn, call, roleId, auditActions, newUserBody };
}
