import { accountUnlockMessages } from '@paperless/core';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { anonymous, writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { forgetOutboxLink } from '../../../lib/outbox/enqueue.js';
import { hashToken } from '../../../lib/tokens.js';
import { unlockRef } from './ceiling.js';

/**
 * Uses an e-mailed unlock link (ceiling.ts): once, before it expires. Its time of use is where
 * the account's count of failures starts again, so its owner signs in without the extra check
 * until strangers pass the ceiling once more.
 */
export async function unlockAccount(opts: {
  db: Db;
  token: string;
  ip: string | null;
}): Promise<void> {
  const unlocked = await opts.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('login_unlocks')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hashToken(opts.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['id', 'user_id'])
      .executeTakeFirst();
    if (!used) {
      await writeAudit(trx, anonymous(opts.ip), {
        action: 'auth.login_unlock',
        outcome: 'failure',
      });
      return false;
    }
    await forgetOutboxLink(trx, unlockRef(used.id));
    await writeAudit(
      trx,
      { ...anonymous(opts.ip), userId: used.user_id },
      { action: 'auth.login_unlock', targetType: 'user', targetId: used.user_id },
    );
    return true;
  });
  // Refused after the commit, so the failure's audit row is kept.
  if (!unlocked) throw new AppError('bad_request', accountUnlockMessages.invalid);
}
