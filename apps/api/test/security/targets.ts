import { clientPayload } from '../factories/companies.js';

/** What the security tests aim at, and request bodies that pass validation. */
/** The ids of clinic B's things (and other targets) that requests are built from. */
export interface Targets {
  companyId: number;
  formId: number;
  templateFormId: number;
  templateId: number;
  bucketId: number;
  linkId: number;
  linkToken: string;
  submissionId: number;
  /** A file uploaded with that submission (issue 17). */
  uploadId: string;
  cardId: number;
  invoiceId: number;
  companyUserId: number;
  /** A clinic B user the ownership transfer targets (the one above is deleted before it). */
  transfereeId: number;
  /** A session of clinic B's sub-user. */
  sessionId: number;
  ownerId: number;
  staffUserId: number;
  roleId: number;
  /** A role a staff user may be given, and one a company user may be given. */
  staffRoleId: number;
  clinicRoleId: number;
  /** A plan no company uses (the plan routes' target), and clinic B's own plan. */
  planId: number;
  clientPlanId: number;
  /** Clinic B's login e-mail (its owner's). */
  ownerEmail: string;
  salesPersonId: number;
  password: string;
  marker: string;
}

export const uniq = () => Math.random().toString(36).slice(2, 10);
export const company = (t: Targets) => ({ company_id: String(t.companyId) });
export const formBody = (t: Targets) => ({
  company_id: t.companyId,
  title: `Intake ${uniq()}`,
  description: 'Before your visit',
  fields: [{ name: 'occupation', label: 'Occupation', input_type: 'text', is_required: true }],
});
/** A clinic's version of a template: its own title and notice (the target is the template). */
export const customizeBody = (t: Targets) => ({
  company_id: t.companyId,
  title: `Records Release ${uniq()}`,
  customization: { notice: ['{practice_name} releases records as the law allows.'] },
});
/** The staff client form, as the browser sends it, on the client plan. */
export const clientBody = (t: Targets) => clientPayload(t.clientPlanId);
export const personBody = (roleId: number) => ({
  first_name: 'Robin',
  last_name: 'Reed',
  email: `person-${uniq()}@example.com`,
  phone_number: '+1 (512) 555-0199',
  role_id: roleId,
});
export const planBody = () => ({
  name: `Plan ${uniq()}`,
  encounter: 10,
  price: 20,
  overage_cost: 1,
});
