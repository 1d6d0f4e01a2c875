import type { Db, DbExecutor } from '../../../db/database.js';
import { anonymous, writeAudit } from '../../../lib/audit.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import { openRecipient } from '../../../lib/recipient.js';
import { clinicZone } from '../../../lib/tenancy.js';
import { optedOutPhones } from '../opt-outs.js';
import { formLinkRef, linkUrl, queueLinkMessage, type LinkKind } from '../sending/message.js';
import { linkSubject } from '../sending/queries.js';
import { takeSendQuota } from '../sending/quota.js';
import { visitDayOf } from '../sending/service.js';
import { LinkGone, stateOf } from './link-state.js';
import { findReplacedLink, unavailable } from './lookup.js';

/** Why nothing went, for the clinic's audit only: the patient hears the same either way. */
type Skipped = 'kiosk' | 'no_token' | 'opted_out' | 'quota' | 'target_gone';

/**
 * Issue 36: the patient holding an older message's URL (its token replaced by a resend) asks for
 * the link's newest URL again. It goes through the outbox to the same address or number, by the
 * same channel, in the link's language, as the resend's message did: the patient never types an
 * address, so nobody can send a link anywhere new. The answer is the same whether or not a
 * message could go (a number that replied STOP, the clinic's daily quota spent), so the page
 * learns nothing of the clinic or the patient; the audit keeps the reason. A link that is done
 * (submitted, expired, cancelled) sends nothing and is refused with its state's 410.
 */
export async function sendAgain(opts: {
  db: Db;
  cipher: Cipher;
  appUrl: string;
  token: string;
  ip: string | null;
}): Promise<void> {
  await opts.db.transaction().execute(async (trx) => {
    // Locked: the practice may be resending or cancelling the same link right now.
    const row = await findReplacedLink(trx, opts.token, true);
    if (!row) throw unavailable();
    const state = stateOf(row);
    if (state) throw new LinkGone(state, row);
    const skipped = await queueNewest(trx, opts, String(row.id), row.company_id);
    await writeAudit(
      trx,
      { ...anonymous(opts.ip), companyId: row.company_id },
      {
        action: 'patient_link.sent_again',
        outcome: skipped ? 'failure' : 'success',
        targetType: 'form_link',
        targetId: String(row.id),
        details: skipped ? { sent: false, reason: skipped } : { sent: true },
      },
    );
  });
}

/** Queues the link's current URL to its recipient; says why not when it cannot. */
async function queueNewest(
  trx: DbExecutor,
  opts: { cipher: Cipher; appUrl: string },
  linkId: string,
  companyId: number,
): Promise<Skipped | null> {
  const link = await trx
    .selectFrom('form_links')
    .select(['channel', 'recipient', 'token_sealed', 'form_id', 'bucket_id', 'visit_at'])
    .select(['expires_at', 'language'])
    .where('id', '=', linkId)
    .executeTakeFirstOrThrow();
  if (link.channel === 'kiosk') return 'kiosk';
  const token = currentToken(opts.cipher, link.token_sealed);
  if (token === null) return 'no_token';
  const to = openRecipient(opts.cipher, link.recipient);
  if (link.channel === 'sms' && (await optedOutPhones(trx, opts.cipher, companyId, [to])).length) {
    return 'opted_out';
  }
  const kind: LinkKind = link.form_id !== null ? 'form' : 'bucket';
  let subject;
  try {
    subject = await linkSubject(trx, companyId, kind, link.form_id ?? link.bucket_id ?? -1);
  } catch (error) {
    if (error instanceof AppError) return 'target_gone';
    throw error;
  }
  try {
    // Counted like any message of the clinic's, so older URLs cannot relay more than it may.
    await takeSendQuota(trx, companyId, 1);
  } catch (error) {
    // Refused after counting: the day's count stays one over a limit already reached.
    if (error instanceof AppError) return 'quota';
    throw error;
  }
  const timeZone = await clinicZone(trx, companyId);
  const visitAhead = link.visit_at && link.visit_at > new Date() ? link.visit_at : null;
  await queueLinkMessage(
    trx,
    opts.cipher,
    link.channel,
    to,
    subject,
    linkUrl(opts.appUrl, kind, token),
    {
      ref: formLinkRef(linkId),
      expiresAt: link.expires_at,
      visitDay: visitDayOf(visitAhead, timeZone, link.language),
      language: link.language,
    },
  );
  return null;
}

/** The link's current token, or null once finished or sealed under a key that left the ring. */
function currentToken(cipher: Cipher, sealed: string | null): string | null {
  if (sealed === null) return null;
  try {
    const token = cipher.decryptJson(sealed);
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}
