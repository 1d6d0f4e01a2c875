import type { DbExecutor } from '../../db/database.js';

/**
 * A link's draft on the server goes when the link completes (issue 19): its answers now live in
 * the submissions. Runs in the completion's transaction.
 */
export async function forgetDraft(trx: DbExecutor, linkId: string): Promise<void> {
  await trx
    .updateTable('form_links')
    .set({ draft: null, draft_saved_at: null })
    .where('id', '=', linkId)
    .execute();
}
