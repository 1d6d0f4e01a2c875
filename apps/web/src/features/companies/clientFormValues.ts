import type { Company, CompanyPayload, Plan } from '@paperless/core';
import type { Control } from 'react-hook-form';

/**
 * The client form's inputs as typed, named as the spec's payload names them (so a 422 answer's
 * field names land on the right inputs). companyPayloadSchema turns them into the payload.
 */
export interface ClientFormValues {
  name: string;
  address: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  cntPersonName: string;
  cntLastName: string;
  cntPhoneNumber: string;
  ext: string;
  email: string;
  billing_email: string;
  plan_type: 'monthly';
  /** The chosen plan's id as text ('' while none); Selects work with text values. */
  plan_id: string;
  /** The assigned Sales Person's id as text; null: the house (shown as 'Super Admin'). */
  reference_id: string | null;
  /** The clinic's IANA zone; '' until a state is chosen (blank: the server keeps or derives it). */
  time_zone: string;
}

/** The form's control: text in, the shared schema's payload out. */
export type ClientFormControl = Control<ClientFormValues, unknown, CompanyPayload>;

/** The inputs in the order the form shows them, so the first message focused is the first seen. */
export const CLIENT_FIELDS = [
  'name',
  'address',
  'address1',
  'city',
  'state',
  'zip',
  'time_zone',
  'cntPersonName',
  'cntLastName',
  'ext',
  'cntPhoneNumber',
  'billing_email',
  'email',
  'plan_id',
  'plan_type',
  'reference_id',
] as const satisfies readonly (keyof ClientFormValues)[];

/** What the plan choices show of a plan (a client's current plan has no more than this). */
export type PlanOption = Pick<Plan, 'id' | 'name' | 'encounter' | 'price'>;

/** Which of the two exclusive plan checkboxes is ticked. */
export type PlanChoice = 'standard' | 'custom' | null;

export function emptyClient(referenceId: number | null): ClientFormValues {
  return {
    name: '',
    address: '',
    address1: '',
    city: '',
    state: '',
    zip: '',
    cntPersonName: '',
    cntLastName: '',
    cntPhoneNumber: '',
    ext: '',
    email: '',
    billing_email: '',
    plan_type: 'monthly',
    plan_id: '',
    reference_id: referenceId === null ? null : String(referenceId),
    time_zone: '',
  };
}

export function companyToFormValues(company: Company): ClientFormValues {
  return {
    name: company.name,
    address: company.address ?? '',
    address1: company.address1 ?? '',
    city: company.city ?? '',
    state: company.state ?? '',
    zip: company.zip ?? '',
    cntPersonName: company.contact_first_name ?? '',
    cntLastName: company.contact_person_last_name ?? '',
    cntPhoneNumber: company.phone ?? '',
    ext: company.ext ?? '',
    email: company.email ?? company.admin?.email ?? '',
    billing_email: company.billing_email ?? '',
    plan_type: 'monthly',
    plan_id: company.plan_id === null ? '' : String(company.plan_id),
    reference_id: company.reference_id === null ? null : String(company.reference_id),
    time_zone: company.time_zone,
  };
}

export function planChoiceOf(company: Company): PlanChoice {
  if (!company.plan) return null;
  return company.plan.on_demand ? 'custom' : 'standard';
}

/** The custom plan made for this business: its company name equals the business name. */
export function findCustomPlan(customPlans: readonly Plan[], businessName: string) {
  const wanted = businessName.trim().toLowerCase();
  if (!wanted) return undefined;
  return customPlans.find(
    (plan) => (plan.company_name ?? plan.name).trim().toLowerCase() === wanted,
  );
}
