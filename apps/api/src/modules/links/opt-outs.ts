import { sendingMessages } from '@paperless/core';
import type { Db, DbExecutor } from '../../db/database.js';
import { anonymous, writeAudit } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { recipientMacs } from '../../lib/recipient.js';
import { planReminders, writeNextReminders } from './reminders/plan.js';

/*
 * SMS opt-outs, one file: a number that replied STOP to a clinic is never texted by it again
 * (sending refuses it, the reminder pass and the patient's copy skip it) until it sends START.
 */

/** A number to text for a clinic. */
export interface ClinicText {
  companyId: number;
  phone: string;
}

/**
 * Which of these numbers replied STOP to the clinic that would text them (sms_opt_outs): the
 * indexes of the opted-out ones. One query for any number of clinics (a reminder pass spans
 * many); each number is matched by its MAC under every key of the ring, so opt-outs recorded
 * before a key rotation still hold.
 */
export async function optedOut(
  db: DbExecutor,
  cipher: Cipher,
  texts: readonly ClinicText[],
): Promise<Set<number>> {
  const macs = texts.map((t) => recipientMacs(cipher, 'sms', t.phone));
  const all = [...new Set(macs.flat())];
  const indexes = new Set<number>();
  if (all.length === 0) return indexes;
  const rows = await db
    .selectFrom('sms_opt_outs')
    .select(['company_id', 'phone_mac'])
    .where('company_id', 'in', [...new Set(texts.map((t) => t.companyId))])
    .where('phone_mac', 'in', all)
    .execute();
  const found = new Set(rows.map((row) => `${row.company_id} ${row.phone_mac}`));
  texts.forEach((t, i) => {
    if (macs[i]!.some((mac) => found.has(`${t.companyId} ${mac}`))) indexes.add(i);
  });
  return indexes;
}

/** The numbers among these that replied STOP to this clinic, as given. */
export async function optedOutPhones(
  db: DbExecutor,
  cipher: Cipher,
  companyId: number,
  phones: readonly string[],
): Promise<string[]> {
  const stopped = await optedOut(
    db,
    cipher,
    phones.map((phone) => ({ companyId, phone })),
  );
  return phones.filter((_, i) => stopped.has(i));
}

/**
 * A number that replied STOP is never texted again by this clinic (until it sends START): the
 * send is refused on phone_numbers, so the front desk can send by e-mail instead.
 */
export async function refuseOptedOut(
  db: DbExecutor,
  cipher: Cipher,
  companyId: number,
  phones: readonly string[],
): Promise<void> {
  if (phones.length === 0) return;
  const stopped = await optedOutPhones(db, cipher, companyId, phones);
  if (stopped.length > 0) throw AppError.field('phone_numbers', sendingMessages.phoneOptedOut);
}

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
