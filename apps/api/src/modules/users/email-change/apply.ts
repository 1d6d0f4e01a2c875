import type { DbExecutor } from '../../../db/database.js';
import { emailConflict, onDuplicateEmail } from '../../../lib/unique-violation.js';
import { forgetOutboxLink, type MailDeps } from '../../../lib/outbox/enqueue.js';
import { endSessions } from '../../../lib/sessions.js';
import { emailInUse } from '../queries.js';
import { mailChanged } from './mails.js';

/** The account whose login e-mail changes. */
export interface Account {
  id: number;
  first_name: string;
  email: string;
  company_id: number | null;
  is_owner: boolean;
}

export async function loadAccount(db: DbExecutor, id: number): Promise<Account | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'email', 'company_id', 'is_owner'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function checkEmailFree(
  db: DbExecutor,
  email: string,
  exceptUserId: number | undefined,
  takenMessage: string,
): Promise<void> {
  if (await emailInUse(db, email, exceptUserId)) throw emailConflict(takenMessage);
}

/**
 * Makes the change, in the caller's transaction: the address is checked free again (another
 * account may have taken it since the request), the owner's company login e-mail moves with it
 * (it IS the owner's e-mail), every session ends, reset links mailed to the old address stop
 * working, and the old address is told.
 */
export async function applyNewEmail(
  trx: DbExecutor,
  deps: MailDeps,
  input: { account: Account; newEmail: string; takenMessage: string; forced: boolean },
): Promise<void> {
  const { account, newEmail, takenMessage } = input;
  await checkEmailFree(trx, newEmail, account.id, takenMessage);
  await onDuplicateEmail(takenMessage, () =>
    trx
      .updateTable('users')
      .set({ email: newEmail, updated_at: new Date() })
      .where('id', '=', account.id)
      .execute(),
  );
  if (account.is_owner && account.company_id !== null) {
    await trx
      .updateTable('companies')
      .set({ email: newEmail, updated_at: new Date() })
      .where('id', '=', account.company_id)
      .execute();
  }
  await endSessions(trx, { userId: account.id }, 'email_changed');
  const resets = await trx
    .updateTable('password_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', account.id)
    .where('used_at', 'is', null)
    .returning('id')
    .execute();
  for (const reset of resets) await forgetOutboxLink(trx, `password_tokens:${reset.id}`);
  await mailChanged(trx, deps, {
    to: account.email,
    holder: account,
    newEmail,
    forced: input.forced,
  });
}
