import { sendingMessages } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { recipientMacs } from './recipient.js';

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
