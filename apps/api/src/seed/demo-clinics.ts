import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { giveTemplateForms } from '../modules/companies/index.js';

/** The demo clinics' records: the client form's fields, and who sells to them. */
export const DEMO_CLINIC_DETAILS: Record<
  string,
  {
    address: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    contact: [string, string];
    email: string;
    /** Demo e-mail of the Sales Person who owns the client; none: the house. */
    seller?: string;
    subscription: 'trial' | 'paid';
  }
> = {
  'Sunrise Family Medicine': {
    address: '1200 Congress Ave',
    city: 'Austin',
    state: 'Texas',
    zip: '78701',
    phone: '+1 (512) 555-0142',
    contact: ['Olivia', 'Owens'],
    email: 'owner@sunrise.demo',
    subscription: 'paid',
  },
  'Lakeside Pediatrics': {
    address: '45 Lakeshore Drive',
    city: 'Madison',
    state: 'Wisconsin',
    zip: '53703',
    phone: '+1 (608) 555-0178',
    contact: ['Liam', 'Lake'],
    email: 'owner@lakeside.demo',
    seller: 'sales1@paperless.demo',
    subscription: 'paid',
  },
  'Hill Country Orthopedics': {
    address: '800 Ranch Road',
    city: 'Fredericksburg',
    state: 'Texas',
    zip: '78624',
    phone: '+1 (830) 555-0110',
    contact: ['Hank', 'Hill'],
    email: 'owner@hillcountry.demo',
    subscription: 'trial',
  },
};

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Fills in a demo clinic made by the seed: its record, Sales Person, template forms and
 * subscription (paid clinics started months ago; Hill Country is in its trial).
 */
export async function completeDemoClinic(
  trx: Transaction<Database>,
  clinic: { id: number; name: string; planId: number },
  sellers: Map<string, number>,
  now: Date,
): Promise<void> {
  const details = DEMO_CLINIC_DETAILS[clinic.name]!;
  await trx
    .updateTable('companies')
    .set({
      address: details.address,
      city: details.city,
      state: details.state,
      zip: details.zip,
      phone: details.phone,
      contact_first_name: details.contact[0],
      contact_person_last_name: details.contact[1],
      email: details.email,
      billing_email: details.email.replace('owner@', 'billing@'),
      reference_id: details.seller ? sellers.get(details.seller)! : null,
    })
    .where('id', '=', clinic.id)
    .execute();
  await giveTemplateForms(trx, clinic.id);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const trialEnd = new Date(now.getTime() + 9 * 86_400_000);
  const trial = details.subscription === 'trial';
  await trx
    .insertInto('subscriptions')
    .values({
      company_id: clinic.id,
      plan_id: clinic.planId,
      status: details.subscription,
      trial_ends_at: trial ? trialEnd : null,
      current_period_start: day(trial ? new Date(now.getTime() - 5 * 86_400_000) : monthStart),
      current_period_end: day(trial ? trialEnd : new Date(nextMonth.getTime() - 86_400_000)),
      next_payment_at: day(trial ? trialEnd : nextMonth),
    })
    .execute();
}
