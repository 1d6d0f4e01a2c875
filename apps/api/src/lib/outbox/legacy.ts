import { LINK_TTL_DAYS } from '@paperless/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Cipher } from '../crypto.js';
import { sealedMessage } from './sealing.js';

const BATCH = 100;

/**
 * Seals the messages queued before migration 0011, which a migration could not seal (it has no
 * keyring). Delivered ones were scrubbed by the migration; these are undelivered, so they may
 * carry a live link: their copy keeps it until the longest a link lives (LINK_TTL_DAYS after
 * it was queued), when the expiry sweep scrubs it. Safe to run on several instances at once:
 * a row is only written while it is still unsealed. Answers how many rows it sealed.
 */
export async function sealLegacyMessages(db: Db, cipher: Cipher): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'legacy_recipient', 'legacy_body'])
      .where('legacy_body', 'is not', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return sealed;
    for (const row of rows) {
      const result = await db
        .updateTable('outbox')
        .set({
          ...sealedMessage(cipher, row.legacy_recipient ?? '', row.legacy_body!),
          link_expires_at: sql<Date>`created_at + make_interval(days => ${LINK_TTL_DAYS})`,
          legacy_recipient: null,
          legacy_body: null,
        })
        .where('id', '=', row.id)
        .where('legacy_body', 'is not', null)
        .executeTakeFirst();
      sealed += Number(result.numUpdatedRows);
    }
  }
}
