import type { DbExecutor } from '../../../db/database.js';
import { writeAudits } from '../../../lib/audit.js';
import type { Cipher } from '../../../lib/crypto.js';
import { enqueueMessages } from '../../../lib/outbox/enqueue.js';
import type { ReminderMessage } from './message.js';

/**
 * Queues a batch's reminders in the caller's transaction; the outbox delivers them after
 * commit, and the link's ref lets a completion void the stored copy.
 */
export async function queueReminders(
  trx: DbExecutor,
  cipher: Cipher,
  messages: readonly ReminderMessage[],
): Promise<void> {
  await enqueueMessages(trx, cipher, messages);
}

export interface Reminded {
  linkId: string;
  companyId: number;
  channel: 'email' | 'sms';
  /** Which reminder of the link this was (1 for the first). */
  reminder: number;
}

/** One audit row per reminder, by the system: ids and counts only, never the address. */
export async function auditReminded(trx: DbExecutor, reminded: readonly Reminded[]): Promise<void> {
  await writeAudits(
    trx,
    reminded.map((r) => ({
      actor: { userId: null, role: 'system', companyId: r.companyId, ip: null },
      event: {
        action: 'link.reminded',
        targetType: 'form_link',
        targetId: r.linkId,
        details: { company_id: r.companyId, channel: r.channel, reminder: r.reminder },
      },
    })),
  );
}
