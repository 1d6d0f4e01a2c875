import type { Db, DbExecutor } from '../../db/database.js';
import { anonymous, writeAudit } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { recipientMacs } from '../sending/recipient.js';
import { planReminders, writeNextReminders } from './plan.js';

/**
 * A phone number's keyed HMAC under every key of the ring (form_links.recipient_mac,
 * sms_opt_outs.phone_mac), the primary's first: rows made before a key rotation match too.
 */
const phoneMacs = (cipher: Cipher, phone: string): string[] => recipientMacs(cipher, 'sms', phone);

/** The clinic whose text that number answers: the one that last sent it a link by SMS. */
async function clinicOfNumber(db: DbExecutor, macs: string[]): Promise<number | null> {
  const row = await db
    .selectFrom('form_links')
    .select('company_id')
    .where('channel', '=', 'sms')
    .where('recipient_mac', 'in', macs)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.company_id ?? null;
}

/** That clinic's open SMS links to that number. */
async function openLinksTo(db: DbExecutor, companyId: number, macs: string[]) {
  const rows = await db
    .selectFrom('form_links')
    .select('id')
    .where('company_id', '=', companyId)
    .where('channel', '=', 'sms')
    .where('recipient_mac', 'in', macs)
    .where('submitted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * An inbound STOP (or START): no more texts from that clinic to that number (or again). STOP
 * also clears the reminders already planned for it; START plans them again. The audit row names
 * the clinic, never the number. Answers the clinic, or null when no clinic texted the number.
 */
export async function setSmsOptOut(
  db: Db,
  cipher: Cipher,
  phone: string,
  stop: boolean,
  ip: string | null,
): Promise<number | null> {
  const macs = phoneMacs(cipher, phone);
  return db.transaction().execute(async (trx) => {
    const companyId = macs.length === 0 ? null : await clinicOfNumber(trx, macs);
    if (companyId === null) {
      await writeAudit(trx, anonymous(ip), {
        action: stop ? 'sms.opt_out' : 'sms.opt_in',
        outcome: 'failure',
        details: { reason: 'no clinic texted this number' },
      });
      return null;
    }
    if (stop) {
      await trx
        .insertInto('sms_opt_outs')
        .values({ company_id: companyId, phone_mac: macs[0]! })
        .onConflict((oc) => oc.columns(['company_id', 'phone_mac']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('sms_opt_outs')
        .where('company_id', '=', companyId)
        .where('phone_mac', 'in', macs)
        .execute();
    }
    const links = await openLinksTo(trx, companyId, macs);
    if (stop)
      await writeNextReminders(
        trx,
        links.map((id) => ({ id, at: null })),
      );
    else await planReminders(trx, links);
    await writeAudit(trx, anonymous(ip), {
      action: stop ? 'sms.opt_out' : 'sms.opt_in',
      targetType: 'company',
      targetId: companyId,
      details: { company_id: companyId, links: links.length },
    });
    return companyId;
  });
}
