// Schemas and messages of the company-users feature (clinic portal), shared by the API and the web app.
import { z } from 'zod';
import { messages } from '../messages.js';
import { pendingEmailChangeSchema } from './email-change.js';
import { emailField, ID_MAX, requiredString } from './fields.js';
import { STAFF_USER_LIMITS, staffUserMessages } from './staff-users.js';

/** User Management's texts for a clinic's own users (spec §5 Add User / Edit User). */
export const companyUserMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone number is required',
  roleRequired: 'Role is required',
  invalidPhone: staffUserMessages.invalidPhone,
  emailTaken: 'This email is already in use.',
  roleNotAssignable: 'Choose a role from the list.',
  ownerKeepsRole: 'The owner keeps the Client Admin role. Transfer ownership to change it.',
  ownerCannotBeDeleted: 'The owner cannot be deleted. Transfer ownership first.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  onlyOwnerTransfers: 'Only the owner can transfer ownership.',
  alreadyOwner: 'This user already owns the company.',
  superAdminProtected: 'Super Admin accounts cannot be viewed or edited.',
  notFound: 'User not found.',
  failedToLoad: 'Failed to load user data',
  created: 'User created successfully. An invitation to set a password has been sent.',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  transferred: 'Ownership transferred successfully',
} as const;

export const COMPANY_USER_LIMITS = STAFF_USER_LIMITS;
const PHONE_PATTERN = /^[0-9()+\-. ]+$/;

const personName = (required: string) =>
  requiredString(required).max(COMPANY_USER_LIMITS.name, {
    error: messages.maxLength(COMPANY_USER_LIMITS.name),
  });

const phone = (required: string) =>
  requiredString(required)
    .max(COMPANY_USER_LIMITS.phone, { error: messages.maxLength(COMPANY_USER_LIMITS.phone) })
    .refine((v) => PHONE_PATTERN.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7, {
      error: companyUserMessages.invalidPhone,
    });

/** A select gives "3" or null; a body may carry 3. Blank means not chosen. */
const roleId = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: required })
      .int()
      .positive({ error: required })
      .max(ID_MAX, { error: required }),
  );

/** Provider staff name the company; a clinic user's own company is implied. */
const companyId = z.coerce.number().int().positive().max(ID_MAX).optional();

/** Add User: every field required with 'This is a required field.' (spec §5). */
export const companyUserCreateSchema = z.object({
  first_name: personName(messages.required),
  last_name: personName(messages.required),
  email: emailField(),
  phone_number: phone(messages.required),
  role_id: roleId(messages.required),
  company_id: companyId,
});
export type CompanyUserCreate = z.output<typeof companyUserCreateSchema>;
export type CompanyUserCreateInput = z.input<typeof companyUserCreateSchema>;

/** Edit User: the same fields with the spec's per-field messages. */
export const companyUserUpdateSchema = z.object({
  first_name: personName(companyUserMessages.firstNameRequired),
  last_name: personName(companyUserMessages.lastNameRequired),
  email: requiredString(companyUserMessages.emailRequired).pipe(emailField()),
  phone_number: phone(companyUserMessages.phoneRequired),
  role_id: roleId(companyUserMessages.roleRequired),
  company_id: companyId,
});
export type CompanyUserUpdate = z.output<typeof companyUserUpdateSchema>;
export type CompanyUserUpdateInput = z.input<typeof companyUserUpdateSchema>;

export const companyUserListQuerySchema = z.object({
  company_id: companyId,
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type CompanyUserListQuery = z.input<typeof companyUserListQuerySchema>;

export const companyScopeQuerySchema = z.object({ company_id: companyId });
/** The same as a POST body, which a client may also leave out entirely. */
export const companyScopeBodySchema = z.preprocess((v) => v ?? {}, companyScopeQuerySchema);

const roleRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyRole = z.infer<typeof roleRefSchema>;

export const companyUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: roleRefSchema,
  role_id: z.number().int(),
  company_id: z.number().int(),
  is_owner: z.boolean(),
  /** A login e-mail change waiting for its confirmations (decision 24); the e-mail above is
   * still the one in use. Shown to callers who may edit the account. */
  pending_email_change: pendingEmailChangeSchema.nullable().optional(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const companyUserListResponseSchema = z.object({
  data: z.array(companyUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type CompanyUserListResponse = z.infer<typeof companyUserListResponseSchema>;

export const companyUserResponseSchema = z.object({ data: companyUserSchema });
export const companyUserMutationResponseSchema = z.object({
  message: z.string(),
  data: companyUserSchema,
});
export type CompanyUserMutationResponse = z.infer<typeof companyUserMutationResponseSchema>;

export const companyRolesResponseSchema = z.object({ data: z.array(roleRefSchema) });
export type CompanyRolesResponse = z.infer<typeof companyRolesResponseSchema>;
