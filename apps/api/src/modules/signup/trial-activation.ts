import { signupMessages, TRIAL_ACTIVATION_HOURS } from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { enqueueEmail, type MailDeps } from '../../lib/outbox/enqueue.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { openClinic, type ClinicDetails } from './open-clinic.js';
import type { SignupPlan } from './payment.js';
import { checkSignupEmailFree, signupPlan } from './queries.js';

/**
 * Security III, finding 3: a free trial proves its login address before anything exists. The
 * signup is held in pending_signups and its owner e-mailed a link; opening it creates the clinic
 * with its 14 days starting then (openClinic). Until then there is no account to sign in to,
 * nothing can be sent in the clinic's name and provider staff hear of nothing.
 */

export interface HeldTrial {
  details: ClinicDetails;
  passwordHash: string;
  plan: SignupPlan;
  ip: string | null;
}

/** Holds a trial's signup and queues its activation e-mail, together. */
export async function holdTrialSignup(
  db: Db,
  mail: MailDeps,
  actor: AuditActor,
  held: HeldTrial,
  now: Date,
): Promise<void> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('pending_signups')
      .values({
        token_hash: hashToken(token),
        login_email: held.details.loginEmail,
        password_hash: held.passwordHash,
        details: JSON.stringify({ ...held.details, planId: held.plan.id }),
        ip: held.ip,
        created_at: now,
        expires_at: new Date(now.getTime() + TRIAL_ACTIVATION_HOURS * 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await mailActivation(trx, mail, { to: held.details.loginEmail, token, held });
    await writeAudit(trx, actor, {
      action: 'signup.trial_held',
      details: { pending_signup_id: row.id, plan_id: held.plan.id },
    });
  });
}

/**
 * Opens the held trial of an activation link. A link opened twice answers that the trial has
 * started; an unknown or expired one, that it is invalid. The plan and the login e-mail are
 * checked again: the plan may have left sale, and another signup may have taken the address.
 */
export async function activateTrial(
  db: Db,
  mail: MailDeps,
  actor: AuditActor,
  token: string,
  now = new Date(),
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('pending_signups')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (held?.activated_at) return signupMessages.trialAlreadyStarted;
    if (!held || held.expires_at <= now)
      throw new AppError('not_found', signupMessages.activationInvalid);

    const { planId, ...details } = held.details as ClinicDetails & { planId: number };
    const plan = await signupPlan(trx, planId);
    await checkSignupEmailFree(trx, held.login_email);
    const companyId = await openClinic(trx, {
      details,
      passwordHash: held.password_hash,
      plan,
      start: { kind: 'trial' },
      accepted: { at: held.created_at, ip: held.ip },
      now,
      actor,
      mail,
    });
    await trx
      .updateTable('pending_signups')
      // The clinic now holds them: the held copy of the hash and details is not kept.
      .set({ activated_at: now, company_id: companyId, password_hash: '', details: '{}' })
      .where('id', '=', held.id)
      .execute();
    return signupMessages.trialSuccess;
  });
}

/** Held signups nobody activated are removed a day after their link ended. */
export async function sweepHeldSignups(db: DbExecutor): Promise<number> {
  const result = await db
    .deleteFrom('pending_signups')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function mailActivation(
  trx: DbExecutor,
  mail: MailDeps,
  input: { to: string; token: string; held: HeldTrial },
): Promise<void> {
  const { details, plan } = input.held;
  await enqueueEmail(trx, mail.cipher, {
    to: input.to,
    subject: 'Confirm your email to start your Paperless Clinic trial',
    text: [
      `Hello ${details.firstName},`,
      '',
      `Thanks for choosing Paperless Clinic for ${details.businessName}. To start your free`,
      `14-day trial of the ${plan.name} plan, confirm this is your email address:`,
      '',
      `${mail.config.appUrl}/activate/${input.token}`,
      '',
      `The link works for ${TRIAL_ACTIVATION_HOURS} hours. Your trial's 14 days start when you open it.`,
      'If you did not sign up, ignore this e-mail: nothing is created without it.',
    ].join('\n'),
  });
}
