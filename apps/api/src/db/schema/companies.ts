// The tables of the provider's side of a clinic: plans, companies, subscriptions, invoices and
// cards, the daily sending quota.
import type { ColumnType, Generated } from 'kysely';
import type { PatientLanguage } from '@paperless/core';
import type { CreatedAt, UpdatedAt, Timestamp, Money, DateOnly } from './columns.js';

export interface PlansTable {
  id: Generated<number>;
  name: string;
  encounter: number;
  /** numeric: pg answers it as a string; queries cast it to a number. */
  price: ColumnType<string, number | string, number | string>;
  overage_cost: ColumnType<string | null, number | string | null, number | string | null>;
  description: string | null;
  is_active: ColumnType<number, number | undefined, number>;
  on_demand: ColumnType<boolean, boolean | undefined, boolean>;
  company_name: string | null;
  /** Who made a custom plan (migration 0013): its Sales Person sees it before the client exists. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  plan_id: number | null;
  /** 1 active, 0 inactive (deactivated by staff with in_active_reason). */
  status: ColumnType<number, number | undefined, number>;
  address: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  contact_first_name: string | null;
  contact_person_last_name: string | null;
  phone: string | null;
  ext: string | null;
  /** The owner's login e-mail. */
  email: string | null;
  billing_email: string | null;
  plan_type: ColumnType<string, string | undefined, string>;
  logo_key: string | null;
  /** The owning Sales Person's user id; null: the house (shown as Super Admin). */
  reference_id: number | null;
  in_active_reason: string | null;
  /** IANA zone (migration 0014): every time the clinic or its patients see is shown in it. */
  time_zone: ColumnType<string, string | undefined, string>;
  /** Migration 0028 (issue 20): the practice's brand colour, #rrggbb; null: the product's. */
  brand_color: string | null;
  /** Migration 0030 (issue 21): the language a send defaults to (core PatientLanguage). */
  patient_language: ColumnType<PatientLanguage, PatientLanguage | undefined, PatientLanguage>;
  /** Migration 0025 (issue 19): e-mail patients a copy of what they signed. */
  email_patient_copy: ColumnType<boolean, boolean | undefined, boolean>;
  /** The clinic's reminder schedule (core ReminderSchedule); null: the default one. */
  reminder_schedule: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export type SubscriptionStatus = 'trial' | 'paid' | 'pending' | 'suspended';

export interface SubscriptionsTable {
  id: Generated<number>;
  company_id: number;
  plan_id: number;
  status: SubscriptionStatus;
  trial_ends_at: Timestamp | null;
  current_period_start: DateOnly;
  current_period_end: DateOnly;
  next_payment_at: DateOnly | null;
  /** Migration 0027: the last trial reminder sent, in days before the end (4, then 1). */
  trial_reminder_days: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type InvoiceStatus = 'paid' | 'pending' | 'failed' | 'void';

export interface InvoicesTable {
  id: Generated<number>;
  company_id: number;
  subscription_id: number;
  plan_id: number;
  number: string;
  period_start: DateOnly;
  period_end: DateOnly;
  encounters: ColumnType<number, number | undefined, number>;
  plan_price: Money;
  overage_amount: ColumnType<string, number | string | undefined, number | string>;
  amount: Money;
  status: InvoiceStatus;
  due_at: DateOnly;
  paid_at: Timestamp | null;
  payment_reference: string | null;
  created_at: CreatedAt;
  /** The billing run's lines (modules/billing/run/amounts.ts InvoiceLine[]); null on older rows. */
  line_items: ColumnType<unknown, string | null | undefined, string | null>;
  failure_reason: string | null;
  charge_attempts: ColumnType<number, number | undefined, number>;
  charge_card_id: number | null;
  charge_locked_until: Timestamp | null;
}

export interface CardsTable {
  id: Generated<number>;
  company_id: number;
  card_holder_name: string;
  card_brand: string;
  card_last_four: string;
  exp_month: number;
  exp_year: number;
  email: string | null;
  /** Stripe PaymentMethod id, or 'demo' in demo mode. */
  provider_ref: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Messages a clinic sent per UTC day: its daily sending quota (migration 0011). */
export interface CompanySendDaysTable {
  company_id: number;
  day: DateOnly;
  sent: number;
}

/** An owner's request for another plan (migration 0026, issue 20); staff resolve it. */
export interface PlanChangeRequestsTable {
  id: Generated<number>;
  company_id: number;
  plan_id: number | null;
  note: string | null;
  requested_by: number | null;
  created_at: CreatedAt;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
}

export type TermsDocument = 'terms' | 'baa';

/** One acceptance of a versioned legal document at signup (migration 0027, issue 20). */
export interface TermsAcceptancesTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  document: TermsDocument;
  version: string;
  accepted_at: CreatedAt;
  ip: string | null;
}
