import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import {
  CUSTOM_ROLE_PERMISSIONS,
  roleMessages,
  rolePayloadSchema,
  staffUserMessages,
  staffUserPayloadSchema,
} from './staff-users.js';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of (result.error?.issues ?? []) as { path: PropertyKey[]; message: string }[]) {
    (out[issue.path.join('.')] ??= []).push(issue.message);
  }
  return out;
}

describe('staffUserPayloadSchema', () => {
  it('requires every field with the spec message', () => {
    const result = staffUserPayloadSchema.safeParse({ role_id: null, first_name: '  ' });
    expect(errorsOf(result)).toEqual({
      first_name: [messages.required],
      last_name: [messages.required],
      email: [messages.required],
      phone_number: [messages.required],
      role_id: [messages.required],
    });
  });

  it('checks e-mail and phone formats and reads the role id from a select', () => {
    const bad = staffUserPayloadSchema.safeParse({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@',
      phone_number: '12ab',
      role_id: '4',
    });
    expect(errorsOf(bad)).toEqual({
      email: [messages.invalidEmail],
      phone_number: [staffUserMessages.invalidPhone],
    });
    const good = staffUserPayloadSchema.parse({
      first_name: ' Ana ',
      last_name: 'Lopez',
      email: 'Ana@Example.COM',
      phone_number: '(512) 555-0100',
      role_id: '4',
    });
    expect(good).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.com',
      phone_number: '(512) 555-0100',
      role_id: 4,
    });
  });
});

describe('rolePayloadSchema', () => {
  it('needs a name and at least one permission a custom role may carry', () => {
    expect(errorsOf(rolePayloadSchema.safeParse({ name: '', permissions: [] }))).toEqual({
      name: [messages.required],
      permissions: [roleMessages.permissionsRequired],
    });
    expect(
      errorsOf(rolePayloadSchema.safeParse({ name: 'Auditor', permissions: ['manage_roles'] })),
    ).toEqual({ permissions: [roleMessages.permissionNotAllowed] });
  });

  it('keeps role management and clinic permissions off custom roles', () => {
    expect(CUSTOM_ROLE_PERMISSIONS).not.toContain('manage_roles');
    expect(CUSTOM_ROLE_PERMISSIONS).not.toContain('view_outbox');
    expect(CUSTOM_ROLE_PERMISSIONS).not.toContain('manage_card');
    expect(CUSTOM_ROLE_PERMISSIONS).toContain('manage_users');
    expect(
      rolePayloadSchema.parse({ name: 'Auditor', permissions: ['view_finance', 'view_finance'] }),
    ).toEqual({ name: 'Auditor', permissions: ['view_finance'] });
  });
});
