import { accountUnlockMessages } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import { enqueueEmail, type MailDeps } from '../../../lib/outbox/enqueue.js';
import { spendProof, type ProofOfWorkDeps } from '../../../lib/proof-of-work/index.js';
import { hashToken, newToken } from '../../../lib/tokens.js';

/**
 * The ceiling of failed sign-ins per account across all addresses (Security III, finding 4;
 * decision "A ceiling per account that costs work, not a lockout"). The per-address lockout
 * (login-throttle.ts) gives a botnet 5 guesses per address; past 50 failures for one e-mail in
 * 24 hours, from anywhere, each further try must also carry a solved proof-of-work challenge,
 * which costs a browser about a second and a botnet that second per guess. It never refuses the
 * right password with a proof, so strangers cannot lock the owner out.
 *
 * It is kept by e-mail string, whether or not an account has it, so its answer tells nobody
 * which addresses have accounts. It restarts when the owner uses the e-mailed unlock link.
 */
export const ACCOUNT_CEILING = 50;
export const CEILING_WINDOW_HOURS = 24;
/** How long the e-mailed unlock link works: as long as the window it lifts. */
export const UNLOCK_HOURS = 24;

/** How a message names its unlock link (lib/outbox/enqueue.ts OutboxLink). */
export const unlockRef = (id: number) => `login_unlocks:${id}`;

/**
 * Whether the e-mail is past the ceiling: its failures in the window since its last unlock. The
 * count stops at the ceiling, so an account under a flood costs the same short index read
 * (login_attempts (email, at)) as a quiet one.
 */
export async function isPastCeiling(db: DbExecutor, email: string): Promise<boolean> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from (
      select 1 from login_attempts
      where email = ${email} and not succeeded
        and at > now() - make_interval(hours => ${CEILING_WINDOW_HOURS})
        and at > coalesce(
          (select max(used_at) from login_unlocks where email = ${email}),
          '-infinity'::timestamptz)
      limit ${ACCOUNT_CEILING}
    ) as recent`.execute(db);
  return Number(rows[0]?.n ?? 0) >= ACCOUNT_CEILING;
}

/**
 * Past the ceiling, spends the request's proof or refuses with 422 on `altcha`; below it, asks
 * nothing. Called before the password is checked: no proof, no password check.
 */
export async function requireProofPastCeiling(
  deps: ProofOfWorkDeps,
  email: string,
  payload: string | undefined,
): Promise<void> {
  if (await isPastCeiling(deps.db, email)) await spendProof(deps, payload);
}

/**
 * After a failed sign-in to a real account: once it is past the ceiling, its owner is e-mailed
 * an unlock link, once per episode (not while a link of theirs is still unused and unexpired).
 * The user's row is locked first, so concurrent failures cannot each send one.
 */
export async function alertOwnerPastCeiling(
  trx: DbExecutor,
  deps: MailDeps,
  user: { id: number; email: string; first_name: string },
  actor: AuditActor,
): Promise<void> {
  const email = user.email.toLowerCase();
  if (!(await isPastCeiling(trx, email))) return;
  await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
  const live = await trx
    .selectFrom('login_unlocks')
    .select('id')
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (live) return;

  const token = newToken();
  const expiresAt = new Date(Date.now() + UNLOCK_HOURS * 3_600_000);
  const { id } = await trx
    .insertInto('login_unlocks')
    .values({ user_id: user.id, email, token_hash: hashToken(token), expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueEmail(trx, deps.cipher, {
    link: { ref: unlockRef(id), expiresAt },
    to: user.email,
    subject: accountUnlockMessages.emailSubject,
    text: [
      `Hello ${user.first_name},`,
      '',
      'Someone has tried many wrong passwords for your Paperless Clinic account. To protect it,',
      'signing in now asks for an extra "I\'m not a robot" check as well as your password.',
      '',
      `If it was you, this link lets you sign in without the extra check (it works once, for ${UNLOCK_HOURS} hours):`,
      '',
      `${deps.config.appUrl}/unlock/${token}`,
      '',
      'If it was not you, your password held: nobody signed in with these tries. Consider',
      'changing your password, and turning on two-factor sign-in in Settings.',
    ].join('\n'),
  });
  await writeAudit(trx, actor, {
    action: 'auth.login_alert',
    targetType: 'user',
    targetId: user.id,
  });
}
