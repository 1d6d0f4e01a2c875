import { sql } from 'kysely';
import { messages } from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import { addressKey } from '../../../lib/address-key.js';
import { AppError } from '../../../lib/errors.js';

export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 50;
const WINDOW_MINUTES = 15;
/** The first lock of an (account, address) pair; each further lock doubles it up to the cap. */
const LOCK_MINUTES = 15;
const MAX_LOCK_MINUTES = 240;

/**
 * The address as the lockout counts it: an IPv6 client by its /64 (lib/address-key.ts), so the
 * pairs, the per-address count and login_attempts.ip all hold the key. '' when there is none.
 * The audit log, written by the callers, keeps the real address.
 */
const keyOf = (ip: string | null) => (ip ? addressKey(ip) : '');

/**
 * Claims one password or code check for (e-mail, address), or refuses with the lockout answer.
 * The count is per pair, so a stranger's guesses lock the stranger's address, never the owner's
 * own (decision "Lockout"). The claim is one upsert, so concurrent guesses cannot all read
 * "four so far" and all go on: at most 5 checks are claimed per window, and a claim counts
 * before the check runs. An address also gets at most 50 failures per 15 minutes across all
 * accounts, against password spraying.
 */
export async function assertLoginAllowed(
  db: DbExecutor,
  email: string,
  ip: string | null,
): Promise<void> {
  const key = keyOf(ip);
  if (key) {
    const fromIp = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip', '=', key)
      .where('succeeded', '=', false)
      .where('at', '>', sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`)
      .executeTakeFirstOrThrow();
    if (Number(fromIp.n) >= IP_FAILURE_LIMIT)
      throw new AppError('too_many_requests', messages.tooManyRequests);
  }

  // Every SET expression reads the row as it was before this statement. A live lock refuses and
  // changes nothing (blocked tries are not counted, so the lock cannot be stretched); an expired
  // lock or window starts a new window; else the claim counts while the window has room.
  const window = sql`make_interval(mins => ${WINDOW_MINUTES})`;
  const lockedNow = sql`t.locked_until > now()`;
  const fresh = sql`(t.locked_until is not null or t.window_start <= now() - ${window})`;
  const { rows } = await sql<{ granted: boolean }>`
    insert into login_throttle as t (email, ip, attempts, window_start, granted)
    values (${email}, ${key}, 1, now(), true)
    on conflict (email, ip) do update set
      granted = case when ${lockedNow} then false when ${fresh} then true
        else t.attempts < ${ACCOUNT_FAILURE_LIMIT} end,
      attempts = case when ${lockedNow} then t.attempts when ${fresh} then 1
        else least(t.attempts + 1, ${ACCOUNT_FAILURE_LIMIT}) end,
      window_start = case when ${lockedNow} then t.window_start when ${fresh} then now()
        else t.window_start end,
      locked_until = case when ${lockedNow} then t.locked_until else null end,
      -- A pair quiet for a day starts its backoff over.
      strikes = case when t.window_start <= now() - interval '1 day' then 0 else t.strikes end
    returning granted`.execute(db);
  if (!rows[0]?.granted) throw new AppError('too_many_requests', messages.accountLocked);
}

/**
 * Logs a finished check. A failure that fills the pair's window locks it, for 15 minutes the
 * first time and twice as long each time after; a success clears the pair.
 */
export async function recordLoginAttempt(
  db: DbExecutor,
  attempt: { email: string; ip: string | null; succeeded: boolean },
): Promise<void> {
  const key = keyOf(attempt.ip);
  await db
    .insertInto('login_attempts')
    .values({ email: attempt.email, ip: key || null, succeeded: attempt.succeeded })
    .execute();
  if (attempt.succeeded) {
    await clearLoginFailures(db, attempt.email, attempt.ip);
    return;
  }
  await sql`
    update login_throttle set
      locked_until = now() + make_interval(mins => least(${LOCK_MINUTES} * power(2, strikes)::int,
        ${MAX_LOCK_MINUTES})),
      strikes = least(strikes + 1, 16)
    where email = ${attempt.email} and ip = ${key}
      and attempts >= ${ACCOUNT_FAILURE_LIMIT} and locked_until is null`.execute(db);
}

/** A right password or code: the pair's count starts over. */
export async function clearLoginFailures(
  db: DbExecutor,
  email: string,
  ip: string | null,
): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('email', '=', email)
    .where('ip', '=', keyOf(ip))
    .execute();
}

/**
 * Gives back a claim whose check passed but whose sign-in is not over yet (the password of a
 * two-factor account): it was not a miss, and the code that follows claims its own.
 */
export async function releaseLoginClaim(
  db: DbExecutor,
  email: string,
  ip: string | null,
): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set((eb) => ({ attempts: sql<number>`greatest(${eb.ref('attempts')} - 1, 0)` }))
    .where('email', '=', email)
    .where('ip', '=', keyOf(ip))
    .where('locked_until', 'is', null)
    .execute();
}
