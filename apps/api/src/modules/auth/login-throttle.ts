import { sql } from 'kysely';
import { messages } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';

export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 50;
const WINDOW_MINUTES = 15;

/**
 * Refuses a sign-in while the account is locked: 5 failures within 15 minutes (counted since
 * its last success) lock it for 15 minutes from the fifth. One address also gets at most 50
 * failures per 15 minutes across all accounts, against password spraying.
 */
export async function assertLoginAllowed(
  db: DbExecutor,
  email: string,
  ip: string | null,
): Promise<void> {
  const recentFailures = await db
    .selectFrom('login_attempts')
    .select('at')
    .where('email', '=', email)
    .where('succeeded', '=', false)
    .where('at', '>', sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES * 2})`)
    .where(({ eb, selectFrom }) =>
      eb(
        'at',
        '>',
        selectFrom('login_attempts as ok')
          .select(sql<Date>`coalesce(max(ok.at), '-infinity')`.as('last_ok'))
          .where('ok.email', '=', email)
          .where('ok.succeeded', '=', true),
      ),
    )
    .orderBy('at', 'desc')
    .limit(ACCOUNT_FAILURE_LIMIT)
    .execute();

  const window = WINDOW_MINUTES * 60_000;
  const newest = recentFailures[0]?.at.getTime();
  const fifth = recentFailures[ACCOUNT_FAILURE_LIMIT - 1]?.at.getTime();
  if (
    newest !== undefined &&
    fifth !== undefined &&
    newest - fifth <= window &&
    Date.now() < newest + window
  ) {
    throw new AppError('too_many_requests', messages.accountLocked);
  }

  if (ip) {
    const fromIp = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip', '=', ip)
      .where('succeeded', '=', false)
      .where('at', '>', sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`)
      .executeTakeFirstOrThrow();
    if (Number(fromIp.n) >= IP_FAILURE_LIMIT)
      throw new AppError('too_many_requests', messages.tooManyRequests);
  }
}

export async function recordLoginAttempt(
  db: DbExecutor,
  attempt: { email: string; ip: string | null; succeeded: boolean },
): Promise<void> {
  await db.insertInto('login_attempts').values(attempt).execute();
}
