import { ROLE, timeZoneForState, type SignupPayload } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import type { MailDeps } from '../../lib/outbox/enqueue.js';
import { giveTemplateForms } from '../companies/index.js';
import { recordAgreements } from './agreements.js';
import type { PaidCard, SignupPlan } from './payment.js';
import { staffToNotify } from '../users/index.js';
import { saveCard, startPaid, startSignupTrial } from './start.js';
import { mailWelcome } from './welcome.js';

/**
 * What a signup keeps of the wizard's payload to open the clinic: the details and the versions
 * of the accepted agreements. Never the password (only its hash travels), the proof or a card.
 */
export type ClinicDetails = Omit<
  SignupPayload,
  | 'password'
  | 'confirmPassword'
  | 'altcha'
  | 'trial'
  | 'planId'
  | 'paymentIntentId'
  | 'paymentMethodId'
  | 'cardNumber'
  | 'cardExpiry'
  | 'acceptTerms'
  | 'acceptBaa'
>;

export function clinicDetailsOf(payload: SignupPayload): ClinicDetails {
  return {
    businessName: payload.businessName,
    addressStreet1: payload.addressStreet1,
    addressStreet2: payload.addressStreet2,
    city: payload.city,
    state: payload.state,
    zipCode: payload.zipCode,
    firstName: payload.firstName,
    lastName: payload.lastName,
    phoneNumber: payload.phoneNumber,
    billingEmail: payload.billingEmail,
    loginEmail: payload.loginEmail,
    termsVersion: payload.termsVersion,
    baaVersion: payload.baaVersion,
  };
}

export interface OpenClinic {
  details: ClinicDetails;
  passwordHash: string;
  plan: SignupPlan;
  /** A paid first month (decision 18), or the free trial (decision 29). */
  start:
    | { kind: 'paid'; card: PaidCard | null; reference: string | null; mode: 'stripe' | 'demo' }
    | { kind: 'trial' };
  /** When the owner accepted the agreements, from where. */
  accepted: { at: Date; ip: string | null };
  now: Date;
  actor: AuditActor;
  mail: MailDeps;
}

/**
 * Opens a clinic in the caller's transaction: the company, its owner, the template forms, the
 * subscription (and a paid month's invoice and card), the agreements, the bell of provider staff,
 * the welcome e-mail and the audit row, all or nothing. A paid signup calls it once its payment is
 * verified; a trial once its owner has opened the activation link (trial-activation.ts).
 */
export async function openClinic(trx: DbExecutor, input: OpenClinic): Promise<number> {
  const { details, plan, start, now } = input;
  const trial = start.kind === 'trial';
  const timeZone = timeZoneForState(details.state);
  const company = await trx
    .insertInto('companies')
    .values({
      name: details.businessName,
      address: details.addressStreet1,
      address1: details.addressStreet2,
      city: details.city,
      state: details.state,
      time_zone: timeZone,
      zip: details.zipCode,
      contact_first_name: details.firstName,
      contact_person_last_name: details.lastName,
      phone: details.phoneNumber,
      email: details.loginEmail,
      billing_email: details.billingEmail,
      plan_id: plan.id,
      plan_type: 'monthly',
      reference_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = await insertOwner(trx, company.id, details, input.passwordHash);
  await giveTemplateForms(trx, company.id);
  const trialEndsAt = trial ? await startSignupTrial(trx, company.id, plan, now) : null;
  const reference = start.kind === 'paid' ? start.reference : null;
  const invoiceId = trial ? null : await startPaid(trx, company.id, plan, reference, now);
  if (start.kind === 'paid' && start.card)
    await saveCard(trx, company.id, owner, start.card, details.billingEmail);
  await recordAgreements(
    trx,
    { companyId: company.id, userId: owner.id, ip: input.accepted.ip, now: input.accepted.at },
    details,
  );
  await notifyStaff(trx, details.businessName, plan.name, trial);
  await mailWelcome(trx, input.mail, {
    to: details.loginEmail,
    firstName: details.firstName,
    business: details.businessName,
    planName: plan.name,
    trialEndsAt,
    timeZone,
  });
  await writeAudit(trx, input.actor, {
    action: trial ? 'company.self_signup_trial' : 'company.self_signup',
    targetType: 'company',
    targetId: company.id,
    details: {
      owner_id: owner.id,
      plan_id: plan.id,
      invoice_id: invoiceId,
      mode: start.kind === 'paid' ? start.mode : 'trial',
      payment_reference: reference,
      terms_version: details.termsVersion,
      baa_version: details.baaVersion,
      ...(trialEndsAt && { trial_ends_at: trialEndsAt.toISOString() }),
    },
  });
  return company.id;
}

/** The bell of every provider staff member who manages clients across the house. */
async function notifyStaff(
  trx: DbExecutor,
  business: string,
  planName: string,
  trial: boolean,
): Promise<void> {
  const staff = await staffToNotify(trx).execute();
  if (staff.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(
      staff.map(({ id }) => ({
        user_id: id,
        title: trial ? `New free trial: ${business}` : `New self-signup: ${business}`,
        body: trial
          ? `${business} started a free 14-day trial of ${planName}.`
          : `${business} signed up for ${planName} and paid its first month.`,
      })),
    )
    .execute();
}

async function insertOwner(
  trx: DbExecutor,
  companyId: number,
  details: ClinicDetails,
  passwordHash: string,
) {
  const role = await trx
    .selectFrom('roles')
    .select('id')
    .where('name', '=', ROLE.clientAdmin)
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('users')
    .values({
      first_name: details.firstName,
      last_name: details.lastName,
      email: details.loginEmail,
      phone_number: details.phoneNumber,
      password_hash: passwordHash,
      role_id: role.id,
      company_id: companyId,
      is_owner: true,
    })
    .returning(['id', 'first_name', 'last_name'])
    .executeTakeFirstOrThrow();
}
