import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import type { Storage } from '../../lib/storage.js';

/** Rows swept per pass: a backlog goes over a few minutes, each pass stays short. */
const BATCH = 200;
/** A file replaced by a newer one for the same question is kept this long (a page still open). */
const SUPERSEDED_AFTER = sql`interval '2 hours'`;

/**
 * The uploads' sweep, run with the reminders' minute (Security III, finding 5): files no
 * submission kept are deleted once their link has ended (submitted, cancelled or expired), and,
 * while it is open, once a newer file has answered the same question for two hours. The row
 * goes first, and only while still unbound, so no submission ever names a deleted file; a
 * failure before the file goes leaves a sealed file nobody names. Answers how many went.
 */
export async function sweepUnboundUploads(deps: {
  db: DbExecutor;
  storage: Storage;
}): Promise<{ uploads: number }> {
  const rows = await deps.db
    .selectFrom('form_uploads as u')
    .innerJoin('form_links as l', 'l.id', 'u.link_id')
    .select('u.id')
    .where('u.submission_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('l.submitted_at', 'is not', null),
        eb('l.cancelled_at', 'is not', null),
        eb('l.expires_at', '<=', sql<Date>`now()`),
        eb.exists(
          eb
            .selectFrom('form_uploads as newer')
            .select('newer.id')
            .whereRef('newer.link_id', '=', 'u.link_id')
            .whereRef('newer.form_id', '=', 'u.form_id')
            .whereRef('newer.field', '=', 'u.field')
            .whereRef('newer.created_at', '>', 'u.created_at')
            .where('newer.created_at', '<', sql<Date>`now() - ${SUPERSEDED_AFTER}`),
        ),
      ]),
    )
    .limit(BATCH)
    .execute();
  let swept = 0;
  for (const row of rows) {
    // Unless a submission bound it meanwhile (a stale page sending the older file): then the
    // row stays and so does its file.
    const gone = await deps.db
      .deleteFrom('form_uploads')
      .where('id', '=', row.id)
      .where('submission_id', 'is', null)
      .returning('storage_key')
      .executeTakeFirst();
    if (!gone) continue;
    await deps.storage.remove(gone.storage_key);
    swept += 1;
  }
  return { uploads: swept };
}
