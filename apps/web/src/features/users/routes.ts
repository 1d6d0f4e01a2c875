// Users and roles: the provider's staff and a clinic's own users, their roles and permissions.

/** The provider's staff users screen, its own chunk: loaded when first opened. */
export const loadStaffUsersPage = () => import('./StaffUsersPage').then((m) => m.StaffUsersPage);
/** A clinic's users screen, its own chunk: loaded when first opened. */
export const loadCompanyUsersPage = () =>
  import('./CompanyUsersPage').then((m) => m.CompanyUsersPage);
