import { z } from 'zod';
import { messages } from '../messages.js';
import { PERMISSION_KEYS, SUPER_ADMIN_ONLY, type Permission } from '../roles.js';
import { pendingEmailChangeSchema } from './email-change.js';
import { emailField, ID_MAX, requiredString } from './fields.js';

/** User Management's texts: the form shows them and the server answers with them. */
export const staffUserMessages = {
  invalidPhone: 'Please enter a valid phone number',
  emailTaken: 'This email is already in use.',
  roleNotAssignable: 'Choose Product Admin or Sales Person.',
  roleNotAvailable: 'Choose a provider role other than Super Admin.',
  superAdminProtected: 'Super Admin accounts cannot be viewed, changed or deleted here.',
  higherPrivileges: 'You cannot change a user who has permissions you do not have.',
  roleBeyondYours: 'You cannot give a role with permissions you do not have.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  /** Another user with manage_users changes it: no one lowers or raises their own standing. */
  cannotChangeOwnRole: 'You cannot change your own role.',
  notFound: 'User not found.',
  failedToLoad: 'Failed to load user data',
  created: 'User created successfully. An invitation to set a password has been sent.',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  roleChanged: 'Role changed successfully',
} as const;

/** The roles screen's texts (decision 7). */
export const roleMessages = {
  nameTaken: 'A role with this name already exists.',
  permissionsRequired: 'Choose at least one permission.',
  permissionNotAllowed: 'This permission cannot be given to a custom role.',
  builtInLocked: 'Built-in roles cannot be changed or deleted.',
  inUse: 'This role is assigned to users and cannot be deleted. Change their role first.',
  notFound: 'Role not found.',
  failedToLoad: 'Failed to load role data',
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
} as const;

export const STAFF_USER_LIMITS = { name: 50, phone: 20, roleName: 50 } as const;

/**
 * What a custom role may grant. Custom roles are provider roles, so the clinic-only permissions
 * make no sense on them; what is Super Admin's alone (SUPER_ADMIN_ONLY: roles and permissions,
 * the outbox) stays so (decisions 4 and 7).
 */
export const CUSTOM_ROLE_PERMISSIONS: readonly Permission[] = PERMISSION_KEYS.filter(
  (p) =>
    !SUPER_ADMIN_ONLY.includes(p) &&
    p !== 'manage_company_users' &&
    p !== 'manage_card' &&
    p !== 'manage_billing',
);

function personName() {
  return requiredString().max(STAFF_USER_LIMITS.name, {
    error: messages.maxLength(STAFF_USER_LIMITS.name),
  });
}

/** A form's select gives "3" or null; the body may carry 3. Blank means not chosen. */
const requiredId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: messages.required })
    .int()
    .positive({ error: messages.required })
    .max(ID_MAX, { error: messages.required }),
);

/** The User form (create and update): every field required (spec §5 'User form'). */
export const staffUserPayloadSchema = z.object({
  first_name: personName(),
  last_name: personName(),
  email: emailField(),
  phone_number: requiredString()
    .max(STAFF_USER_LIMITS.phone, { error: messages.maxLength(STAFF_USER_LIMITS.phone) })
    .refine((v) => /^[0-9()+\-. ]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7, {
      error: staffUserMessages.invalidPhone,
    }),
  role_id: requiredId,
});
export type StaffUserPayload = z.output<typeof staffUserPayloadSchema>;
export type StaffUserPayloadInput = z.input<typeof staffUserPayloadSchema>;

/** POST /api/all-users: one user by id, or a page of a search. */
export const staffUserListQuerySchema = z.object({
  user_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type StaffUserListQuery = z.input<typeof staffUserListQuerySchema>;
/** The same as a POST body, which a client may also leave out entirely. */
export const staffUserListBodySchema = z.preprocess((v) => v ?? {}, staffUserListQuerySchema);

export const staffUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  /** The role's name, as the spec's User entity carries it. */
  role: z.string(),
  role_id: z.number().int(),
  created_at: z.string(),
  /** A login e-mail change waiting for its confirmations (decision 24); the e-mail above is
   * still the one in use. Shown to callers who may edit the account. */
  pending_email_change: pendingEmailChangeSchema.nullable().optional(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserListResponseSchema = z.object({
  users: z.array(staffUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type StaffUserListResponse = z.infer<typeof staffUserListResponseSchema>;

export const staffUserResponseSchema = z.object({ data: staffUserSchema });
export const staffUserMutationResponseSchema = z.object({
  message: z.string(),
  data: staffUserSchema,
});
export type StaffUserMutationResponse = z.infer<typeof staffUserMutationResponseSchema>;

/** POST /api/roles: the roles a staff user can be given in the User form. */
export const assignableRolesResponseSchema = z.object({
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AssignableRolesResponse = z.infer<typeof assignableRolesResponseSchema>;

/** POST /api/company/employee/role-change: any provider role, custom ones included. */
export const roleChangeSchema = z.object({ user_id: requiredId, role_id: requiredId });
export type RoleChange = z.output<typeof roleChangeSchema>;

const customPermissions = z
  .array(z.string(), { error: roleMessages.permissionsRequired })
  .min(1, { error: roleMessages.permissionsRequired, abort: true })
  // Checked as a whole so the message lands under the list, not under item 3.
  .refine((keys) => keys.every((k) => (CUSTOM_ROLE_PERMISSIONS as string[]).includes(k)), {
    error: roleMessages.permissionNotAllowed,
  })
  .transform((keys) => [...new Set(keys)] as Permission[]);

/** A custom role (create and update). */
export const rolePayloadSchema = z.object({
  name: requiredString().max(STAFF_USER_LIMITS.roleName, {
    error: messages.maxLength(STAFF_USER_LIMITS.roleName),
  }),
  permissions: customPermissions,
});
export type RolePayload = z.output<typeof rolePayloadSchema>;
export type RolePayloadInput = z.input<typeof rolePayloadSchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['provider', 'clinic']),
  /** Built-in roles are read-only. */
  is_system: z.boolean(),
  permissions: z.array(z.string()),
  /** Live users holding the role. */
  users_count: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListResponseSchema = z.object({ roles: z.array(roleSchema) });
export type RoleListResponse = z.infer<typeof roleListResponseSchema>;
export const roleResponseSchema = z.object({ data: roleSchema });
export const roleMutationResponseSchema = z.object({ message: z.string(), data: roleSchema });
export type RoleMutationResponse = z.infer<typeof roleMutationResponseSchema>;
