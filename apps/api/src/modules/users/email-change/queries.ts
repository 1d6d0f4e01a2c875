import type { EmailChangeState, PendingEmailChange } from '@paperless/core';
import type { Selectable } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { EmailChangesTable } from '../../../db/schema.js';
import { hashToken } from '../../../lib/tokens.js';

export type EmailChangeRow = Selectable<EmailChangesTable>;

/** The account's change that is neither finished nor cancelled (expired ones included). */
export function openChange(db: DbExecutor, userId: number) {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('completed_at', 'is', null)
    .where('cancelled_at', 'is', null);
}

/** The account's change still waiting for confirmations, or null (an expired one is not). */
export async function pendingChange(
  db: DbExecutor,
  userId: number,
): Promise<PendingEmailChange | null> {
  const row = await openChange(db, userId).where('expires_at', '>', new Date()).executeTakeFirst();
  return row ? toPending(row) : null;
}

/** Pending changes of several accounts at once (a list or a page), by user id. */
export async function pendingChanges(
  db: DbExecutor,
  userIds: readonly number[],
): Promise<Map<number, PendingEmailChange>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', 'in', userIds)
    .where('completed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', new Date())
    .execute();
  return new Map(rows.map((r) => [r.user_id, toPending(r)]));
}

export function toPending(row: EmailChangeRow): PendingEmailChange {
  return {
    id: row.id,
    new_email: row.new_email,
    requested_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    current_confirmed: row.current_confirmed_at !== null,
    new_confirmed: row.new_confirmed_at !== null,
  };
}

/** The change a link token belongs to and which address the link confirms. */
export async function changeByToken(
  db: DbExecutor,
  token: string,
  forUpdate = false,
): Promise<{ row: EmailChangeRow; side: 'current' | 'new' } | undefined> {
  const hash = hashToken(token);
  let query = db
    .selectFrom('email_changes')
    .selectAll()
    .where((eb) => eb.or([eb('current_token_hash', '=', hash), eb('new_token_hash', '=', hash)]));
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return { row, side: row.current_token_hash === hash ? 'current' : 'new' };
}

/** How a link reads now, from its side's point of view. */
export function stateOf(row: EmailChangeRow, side: 'current' | 'new'): EmailChangeState {
  if (row.completed_at) return 'completed';
  if (row.cancelled_at) return 'cancelled';
  if (row.expires_at.getTime() <= Date.now()) return 'expired';
  const confirmed = side === 'current' ? row.current_confirmed_at : row.new_confirmed_at;
  return confirmed ? 'confirmed' : 'pending';
}
