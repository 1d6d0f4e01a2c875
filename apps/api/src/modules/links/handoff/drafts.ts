import {
  draftBytes,
  draftWithoutSignatures,
  HANDOFF_DRAFT_MAX_BYTES,
  handoffMessages,
} from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';

/**
 * A link's draft on the server (issue 19): the object the patient's tab keeps in its
 * sessionStorage (a form's values, or a bucket's step and values), without signatures, sealed
 * like the answers. It lets a second device take the link up where the first left it.
 */
export type Draft = Record<string, unknown>;

/** The draft as stored: signatures left out, within the size cap, sealed. */
export function sealDraft(cipher: Cipher, draft: Draft): string {
  const kept = draftWithoutSignatures(draft);
  if (draftBytes(kept) > HANDOFF_DRAFT_MAX_BYTES) {
    throw new AppError('too_large', handoffMessages.draftTooLarge, {
      draft: [handoffMessages.draftTooLarge],
    });
  }
  return cipher.encryptJson(kept);
}

/**
 * Stores the link's draft; answers whether it is the link's first (the only save audited: a
 * patient saves every few seconds while typing, and each row would say the same thing, that
 * the link's own patient wrote their own answers; the hand-off and its claim are audited).
 * Only an open link takes a draft, even when a completion or a cancel commits meanwhile.
 */
export async function storeDraft(
  trx: DbExecutor,
  linkId: string,
  sealed: string,
): Promise<{ first: boolean; savedAt: Date } | undefined> {
  const before = await trx
    .selectFrom('form_links')
    .select('draft_saved_at')
    .where('id', '=', linkId)
    .executeTakeFirst();
  const row = await trx
    .updateTable('form_links')
    .set({ draft: sealed, draft_saved_at: sql<Date>`now()` })
    .where('id', '=', linkId)
    .where('submitted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .returning('draft_saved_at')
    .executeTakeFirst();
  if (!row?.draft_saved_at) return undefined;
  return { first: !before?.draft_saved_at, savedAt: row.draft_saved_at };
}

/** The link's draft, opened; null when none was saved. */
export async function openDraft(
  db: DbExecutor,
  cipher: Cipher,
  linkId: string,
): Promise<Draft | null> {
  const row = await db
    .selectFrom('form_links')
    .select('draft')
    .where('id', '=', linkId)
    .executeTakeFirst();
  return row?.draft ? (cipher.decryptJson(row.draft) as Draft) : null;
}

/**
 * A link's draft and hand-offs go when the link completes (its answers now live in the
 * submissions) or is cancelled. Runs in that change's transaction.
 */
export async function forgetDraft(trx: DbExecutor, linkId: string): Promise<void> {
  await trx
    .updateTable('form_links')
    .set({ draft: null, draft_saved_at: null })
    .where('id', '=', linkId)
    .execute();
  await trx.deleteFrom('link_handoffs').where('link_id', '=', linkId).execute();
}

/** Hand-off rows are kept this long after they end (a late claim is told it expired). */
const HANDOFF_KEEP = sql`interval '1 day'`;

/**
 * The sweep of the reminders' minute: drafts of links that expired (or ended some other way
 * without forgetDraft), and hand-offs long over. Answers how many of each went.
 */
export async function forgetEndedDrafts(
  db: DbExecutor,
): Promise<{ drafts: number; handoffs: number }> {
  const drafts = await db
    .updateTable('form_links')
    .set({ draft: null, draft_saved_at: null })
    .where('draft', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', sql<Date>`now()`),
        eb('submitted_at', 'is not', null),
        eb('cancelled_at', 'is not', null),
      ]),
    )
    .executeTakeFirst();
  const handoffs = await db
    .deleteFrom('link_handoffs')
    .where('expires_at', '<', sql<Date>`now() - ${HANDOFF_KEEP}`)
    .executeTakeFirst();
  return { drafts: Number(drafts.numUpdatedRows), handoffs: Number(handoffs.numDeletedRows) };
}
