import { openRecipient, recipientMac } from '../../lib/recipient.js';
import type { ResealCount, ResealDeps } from './reseal.js';
import { LINK_RECIPIENT_TARGET } from './sealed-data.js';

const BATCH = 100;

/**
 * Links sent before migration 0014 have no recipient MAC, so Activity's search by address and
 * an inbound STOP could not find them. Made here from the address the link holds (sealed, or
 * in clear before 0012), under the primary key; a link whose address cannot be opened is
 * counted as failed and left as it is. Links made since carry their MAC from the start.
 */
export async function macLinkRecipients(deps: ResealDeps): Promise<ResealCount> {
  const count = { target: LINK_RECIPIENT_TARGET, resealed: 0, failed: 0 };
  let after = '0';
  while (!deps.shouldStop?.()) {
    const rows = await deps.db
      .selectFrom('form_links')
      .select(['id', 'channel', 'recipient'])
      .where('recipient_mac', 'is', null)
      // A kiosk link (issue 19) was filled on the clinic's tablet: no address to find it by.
      .where('channel', '<>', 'kiosk')
      .$narrowType<{ channel: 'email' | 'sms' }>()
      .where('id', '>', after)
      .orderBy('id')
      .limit(deps.batchSize ?? BATCH)
      .execute();
    if (rows.length === 0) break;
    after = String(rows.at(-1)!.id);
    await deps.beforeWrite?.(count.target);
    for (const row of rows) {
      let to: string;
      try {
        to = openRecipient(deps.cipher, row.recipient);
      } catch {
        count.failed += 1;
        continue;
      }
      await deps.db
        .updateTable('form_links')
        .set({ recipient_mac: recipientMac(deps.cipher, row.channel, to) })
        .where('id', '=', row.id)
        .where('recipient_mac', 'is', null)
        .execute();
      count.resealed += 1;
    }
    deps.onBatch?.(count);
  }
  return count;
}
