import {
  companyUserMessages,
  staffUserMessages,
  type CompanyUser,
  type StaffUser,
} from '@paperless/core';

/**
 * Whose users a User Management screen serves (issue 35): the provider's own staff, or the
 * users of one clinic. The steps both screens share take it as a parameter, as the web's one
 * UsersPanel does. Tenancy is decided where a clinic's scope is made (companyInScope, in
 * company/service.ts), so a step given a scope never reaches past it.
 */
export type UserScope = StaffScope | ClinicScope;

export interface StaffScope {
  readonly kind: 'staff';
}

export interface ClinicScope {
  readonly kind: 'clinic';
  readonly companyId: number;
}

export const staffScope: StaffScope = { kind: 'staff' };

/** A user as each screen's spec shows them: the two shapes predate this module and stay. */
export type UserOf<S extends UserScope> = S extends ClinicScope ? CompanyUser : StaffUser;

/** Each screen answers in its own words where the spec gives them different ones. */
export function textsOf(scope: UserScope) {
  return scope.kind === 'clinic' ? companyUserMessages : staffUserMessages;
}

/** The audit log tells the two screens' changes apart, as it did before they shared code. */
export const USER_ACTIONS = {
  clinic: {
    create: 'company_user.create',
    update: 'company_user.update',
    delete: 'company_user.delete',
  },
  staff: { create: 'staff_user.create', update: 'staff_user.update', delete: 'staff_user.delete' },
} as const;

/** The company a clinic user belongs to; staff belong to none. */
export function companyIdOf(scope: UserScope): number | null {
  return scope.kind === 'clinic' ? scope.companyId : null;
}

/** A clinic's audit rows name the company (its audit log is filtered by it); staff rows don't. */
export function companyDetail(scope: UserScope): { company_id?: number } {
  return scope.kind === 'clinic' ? { company_id: scope.companyId } : {};
}
