import { COPY_EMAIL_DAYS, type PatientCopyKind } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import { writeAudit } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { openRecipient } from '../../lib/recipient.js';
import { optedOutPhones } from '../links/index.js';
import { queueCopyMessage } from './message.js';

/**
 * The patient's copies of a completed link (issue 19), a handler of `link.completed`: the
 * browser's 30-minute download, whose token the patient got in the submit answer (only its hash
 * comes here), and the e-mailed copy when the clinic chose it. A kiosk's link gets none: the
 * tablet is shared, and the next patient must not find the last one's copy. A copy is a token of
 * its own over the encounter, never the link's token, which is spent.
 */
export async function issuePatientCopies(
  trx: DbExecutor,
  opts: {
    cipher: Cipher;
    companyId: number;
    linkId: string;
    encounterId: string;
    download: { tokenHash: string; expiresAt: Date } | null;
    appUrl: string;
  },
): Promise<void> {
  if (opts.download === null) return;
  await createCopy(trx, opts, 'download', opts.download);
  await sendCopyLink(trx, opts);
}

async function createCopy(
  trx: DbExecutor,
  opts: { companyId: number; encounterId: string },
  kind: PatientCopyKind,
  { tokenHash, expiresAt }: { tokenHash: string; expiresAt: Date },
): Promise<string> {
  const row = await trx
    .insertInto('patient_copies')
    .values({
      company_id: opts.companyId,
      encounter_id: opts.encounterId,
      kind,
      token_hash: tokenHash,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = String(row.id);
  await writeAudit(
    trx,
    { userId: null, role: null, companyId: opts.companyId, ip: null },
    {
      action: 'patient_copy.issued',
      targetType: 'patient_copy',
      targetId: id,
      details: { kind, encounter_id: opts.encounterId },
    },
  );
  return id;
}

/**
 * A 7-day copy behind the birth date, its link sent where the form link went: the e-mailed copy
 * when the clinic chose "e-mail patients a copy" (`clinicChose`), and the copy a patient was
 * promised when their PDF could not be made in time (promise.ts: `promised`, whatever the
 * clinic's choice, since the patient was told it would come). A link sent by text gets its copy
 * by text: the patient gave a number and no address, and the text carries no more than the
 * e-mail (the practice's name and the link). A number that replied STOP is not texted, nor is a
 * kiosk's fill, which went to nobody. Answers whether a message was queued.
 */
export async function sendCopyLink(
  trx: DbExecutor,
  opts: { cipher: Cipher; companyId: number; linkId: string; encounterId: string; appUrl: string },
  why: 'clinicChose' | 'promised' = 'clinicChose',
): Promise<boolean> {
  const row = await trx
    .selectFrom('form_links as l')
    .innerJoin('companies as c', 'c.id', 'l.company_id')
    .select(['l.channel', 'l.recipient', 'l.language', 'c.name', 'c.email_patient_copy'])
    .where('l.id', '=', opts.linkId)
    .executeTakeFirst();
  if (!row || (why === 'clinicChose' && !row.email_patient_copy)) return false;
  if (row.channel !== 'email' && row.channel !== 'sms') return false;
  const to = openRecipient(opts.cipher, row.recipient);
  if (row.channel === 'sms') {
    const stopped = await optedOutPhones(trx, opts.cipher, opts.companyId, [to]);
    if (stopped.length > 0) return false;
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + COPY_EMAIL_DAYS * 24 * 60 * 60_000);
  const id = await createCopy(trx, opts, 'email', { tokenHash: hashToken(token), expiresAt });
  await queueCopyMessage(trx, opts.cipher, {
    channel: row.channel,
    to,
    practice: { name: row.name, companyId: opts.companyId },
    url: `${opts.appUrl}/copy/${token}`,
    link: { ref: `patient_copies:${id}`, expiresAt },
    // Issue 21: in the language the patient last saw their link in.
    language: row.language,
  });
  return true;
}
