import type { Db } from '../../db/database.js';

/**
 * The key under which the last complete re-seal pass found everything sealed (migration 0033).
 * It spares each server start a walk through every sealed value: on a large database that walk
 * reads every submission, while the server is already taking requests.
 */
export async function lastCompletePassKey(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('key_reseal_state').select('primary_key_id').executeTakeFirst();
  return row?.primary_key_id;
}

/** Records that a pass found nothing left under any key but `primaryKeyId`, and nothing unreadable. */
export async function recordCompletePass(db: Db, primaryKeyId: string): Promise<void> {
  await db
    .insertInto('key_reseal_state')
    .values({ id: 1, primary_key_id: primaryKeyId, completed_at: new Date() })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ primary_key_id: primaryKeyId, completed_at: new Date() }),
    )
    .execute();
}
