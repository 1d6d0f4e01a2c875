/**
 * Roles and permissions. Built-in roles carry the permission sets of decisions 4 to 7;
 * custom roles (decision 7) are provider-staff roles with any subset of the permissions.
 * Access is always decided by permission, so a custom role works everywhere a built-in does.
 */
export const ROLE = {
  superAdmin: 'Super Admin',
  subSuperAdmin: 'Sub-Super Admin',
  productAdmin: 'Product Admin',
  salesPerson: 'Sales Person',
  clientAdmin: 'Client Admin',
  subClientAdmin: 'Sub-Client Admin',
} as const;
export type BuiltInRoleName = (typeof ROLE)[keyof typeof ROLE];

export const PERMISSIONS = [
  { key: 'view_dashboard', label: 'View dashboard' },
  { key: 'manage_clients', label: 'Manage clients' },
  { key: 'manage_plans', label: 'Manage plans' },
  { key: 'manage_users', label: 'Manage users' },
  { key: 'manage_roles', label: 'Manage roles and permissions' },
  { key: 'manage_finance', label: 'Manage finance' },
  { key: 'view_finance', label: 'View finance' },
  { key: 'view_outbox', label: 'View mail and SMS outbox' },
  { key: 'manage_forms', label: 'Manage forms' },
  { key: 'view_submissions', label: 'View submissions' },
  { key: 'manage_company_users', label: 'Manage company users' },
  { key: 'manage_card', label: 'Manage payment card' },
  // Issue 20: the clinic's plan, invoices and Pay now are the owner's alone.
  { key: 'manage_billing', label: "Manage the clinic's billing" },
  { key: 'view_audit_log', label: 'View audit log' },
] as const;
export type Permission = (typeof PERMISSIONS)[number]['key'];
export const PERMISSION_KEYS = PERMISSIONS.map((p) => p.key) as Permission[];

/** Which layout and sidebar a role gets: provider staff or a clinic's users. */
export type RoleKind = 'provider' | 'clinic';

export interface BuiltInRole {
  name: BuiltInRoleName;
  kind: RoleKind;
  permissions: readonly Permission[];
}

const providerAll: Permission[] = [
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
  'view_audit_log',
];

/**
 * What only Super Admin holds: changing role permissions (decisions 4 and 7), and reading the
 * outbox, whose undelivered messages carry live set-password and patient links (Security II:
 * a Sub-Super Admin could otherwise reset the Super Admin's password from it).
 */
export const SUPER_ADMIN_ONLY: readonly Permission[] = ['manage_roles', 'view_outbox'];

export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  { name: ROLE.superAdmin, kind: 'provider', permissions: providerAll },
  {
    // Decision 4: everything Super Admin has except changing role permissions and reading the
    // outbox (and touching Super Admin accounts, which the users module enforces).
    name: ROLE.subSuperAdmin,
    kind: 'provider',
    permissions: providerAll.filter((p) => !SUPER_ADMIN_ONLY.includes(p)),
  },
  {
    name: ROLE.productAdmin,
    kind: 'provider',
    permissions: [
      'view_dashboard',
      'manage_clients',
      'manage_plans',
      'manage_users',
      'view_finance',
    ],
  },
  {
    // Decision 3: a Sales Person reaches only their own clients; the clients module scopes that.
    name: ROLE.salesPerson,
    kind: 'provider',
    permissions: ['view_dashboard', 'manage_clients', 'view_finance'],
  },
  {
    name: ROLE.clientAdmin,
    kind: 'clinic',
    // The owner sees the audit log of their own clinic's data (issue 7).
    permissions: [
      'manage_forms',
      'view_submissions',
      'manage_company_users',
      'manage_card',
      'view_audit_log',
      'manage_billing',
    ],
  },
  {
    name: ROLE.subClientAdmin,
    kind: 'clinic',
    permissions: ['manage_forms', 'view_submissions', 'manage_card'],
  },
];

/** Roles a staff member may give when creating a provider user (spec: User Management). */
export const ASSIGNABLE_STAFF_ROLES: readonly BuiltInRoleName[] = [
  ROLE.productAdmin,
  ROLE.salesPerson,
];

/** Avatar initials in the header: SA, SS, SP, PA, and CA for anything else. */
export function roleInitials(role: string): string {
  switch (role) {
    case ROLE.superAdmin:
      return 'SA';
    case ROLE.subSuperAdmin:
      return 'SS';
    case ROLE.salesPerson:
      return 'SP';
    case ROLE.productAdmin:
      return 'PA';
    default:
      return 'CA';
  }
}

export function hasPermission(granted: readonly string[], needed: Permission): boolean {
  return granted.includes(needed);
}
