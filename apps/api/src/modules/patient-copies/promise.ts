import {
  COPY_PROMISE_AFTER_SECONDS,
  localizeText,
  patientCopyMessages as m,
} from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { openRecipient } from '../../lib/recipient.js';
import { optedOutPhones } from '../links/index.js';
import { sendCopyLink } from './issue.js';
import type { FoundCopy } from './service.js';

/**
 * Issue 39: a copy is never waited for forever. When a visit's PDF gave up, or is still not made
 * COPY_PROMISE_AFTER_SECONDS after the visit was submitted, the patient is told that the practice
 * has their answers and that the copy will follow by the way their link came (e-mail or text);
 * that promise is kept here, on the server, once per visit (copy_promises), and keepCopyPromises
 * sends the copy's link when the PDFs are made (after the clinic's Try again, or a late try).
 * Where nothing can be sent (a kiosk's fill, a number that replied STOP) the patient is told to
 * ask the practice, and nothing is promised.
 */

/** Whether the visit's PDFs are to be waited for, or not any more: `late` or `failed`. */
export async function copyWait(
  db: DbExecutor,
  copy: Pick<FoundCopy, 'companyId' | 'encounterId'>,
): Promise<'wait' | 'late' | 'failed'> {
  const row = await db
    .selectFrom('submissions')
    .select([
      sql<boolean>`bool_or(pdf_status = 'failed')`.as('failed'),
      sql<boolean>`bool_or(pdf_status = 'pending' and created_at < now() - make_interval(secs => ${COPY_PROMISE_AFTER_SECONDS}))`.as(
        'late',
      ),
    ])
    .where('encounter_id', '=', copy.encounterId)
    .where('company_id', '=', copy.companyId)
    .executeTakeFirst();
  if (row?.failed) return 'failed';
  return row?.late ? 'late' : 'wait';
}

/** The channel a promised copy can go by, or null: the link's, unless it reaches nobody. */
async function promisableChannel(
  db: DbExecutor,
  cipher: Cipher,
  copy: Pick<FoundCopy, 'companyId' | 'encounterId'>,
): Promise<'email' | 'sms' | null> {
  const link = await db
    .selectFrom('encounters as e')
    .innerJoin('form_links as l', 'l.id', 'e.link_id')
    .select(['l.channel', 'l.recipient'])
    .where('e.id', '=', copy.encounterId)
    .executeTakeFirst();
  if (!link || (link.channel !== 'email' && link.channel !== 'sms')) return null;
  if (link.channel === 'email') return 'email';
  const to = openRecipient(cipher, link.recipient);
  const stopped = await optedOutPhones(db, cipher, copy.companyId, [to]);
  return stopped.length > 0 ? null : 'sms';
}

/**
 * Records the promise (once per visit: a second page asking finds it made) and answers what the
 * patient is told, in the copy's language. Audited when made, with the channel and why.
 */
export async function promiseCopy(
  deps: { db: Db; cipher: Cipher },
  copy: FoundCopy,
  why: 'late' | 'failed',
  actor: AuditActor,
): Promise<string> {
  const channel = await promisableChannel(deps.db, deps.cipher, copy);
  if (!channel) return localizeText(m.askForCopy(copy.practiceName), copy.language);
  await deps.db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('copy_promises')
      .values({ encounter_id: copy.encounterId, company_id: copy.companyId, channel })
      .onConflict((oc) => oc.column('encounter_id').doNothing())
      .returning('encounter_id')
      .executeTakeFirst();
    if (!made) return;
    await writeAudit(trx, actor, {
      action: 'patient_copy.promised',
      targetType: 'patient_copy',
      targetId: copy.id,
      details: { encounter_id: copy.encounterId, channel, reason: why },
    });
  });
  const said = channel === 'email' ? m.willEmail : m.willText;
  return localizeText(said(copy.practiceName), copy.language);
}

/** Promises whose visit's PDFs are all made, oldest first, a batch per pass. */
const KEEP_BATCH = 50;

/**
 * A duty (jobs/schedule.ts): sends the copy's link of each promise whose visit's PDFs are now
 * made, by the link's channel (issue.ts sendCopyLink: a 7-day copy behind the birth date). Each
 * promise is taken under its row lock (SKIP LOCKED) and marked kept in the transaction that
 * queues its message, so it is sent once however many instances run the pass.
 */
export async function keepCopyPromises(deps: {
  db: Db;
  cipher: Cipher;
  appUrl: string;
}): Promise<{ kept: number }> {
  const due = await deps.db
    .selectFrom('copy_promises as p')
    .select('p.encounter_id')
    .where('p.kept_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('submissions as s')
            .select('s.id')
            .whereRef('s.encounter_id', '=', 'p.encounter_id')
            .where((eb) =>
              eb.or([eb('s.pdf_status', 'is', null), eb('s.pdf_status', '!=', 'ready')]),
            ),
        ),
      ),
    )
    .orderBy('p.promised_at')
    .limit(KEEP_BATCH)
    .execute();
  let kept = 0;
  for (const { encounter_id } of due) {
    if (await keepOne(deps, String(encounter_id))) kept++;
  }
  return { kept };
}

async function keepOne(
  deps: { db: Db; cipher: Cipher; appUrl: string },
  encounterId: string,
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const promise = await trx
      .selectFrom('copy_promises as p')
      .innerJoin('encounters as e', 'e.id', 'p.encounter_id')
      .select(['p.company_id', 'p.channel', 'e.link_id'])
      .where('p.encounter_id', '=', encounterId)
      .where('p.kept_at', 'is', null)
      .forUpdate('p')
      .skipLocked()
      .executeTakeFirst();
    if (!promise) return false;
    // A link gone since (or a number that replied STOP since) sends nothing: kept all the same.
    const sent =
      promise.link_id !== null &&
      (await sendCopyLink(
        trx,
        {
          cipher: deps.cipher,
          companyId: promise.company_id,
          linkId: String(promise.link_id),
          encounterId,
          appUrl: deps.appUrl,
        },
        'promised',
      ));
    await trx
      .updateTable('copy_promises')
      .set({ kept_at: sql<Date>`now()` })
      .where('encounter_id', '=', encounterId)
      .execute();
    await writeAudit(
      trx,
      { userId: null, role: null, companyId: promise.company_id, ip: null },
      {
        action: 'patient_copy.promise_kept',
        targetType: 'encounter',
        targetId: encounterId,
        details: { channel: promise.channel, sent },
      },
    );
    return true;
  });
}
