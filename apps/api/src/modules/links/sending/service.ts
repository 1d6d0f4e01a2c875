import {
  formatInZone,
  kioskMessages,
  messages,
  sendingMessages,
  type BucketSend,
  type FormSend,
  type PatientLanguage,
} from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import type { AuthContext } from '../../../lib/sessions.js';
import type { Cipher } from '../../../lib/crypto.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { forgetOutboxLink } from '../../../lib/outbox/enqueue.js';
import { companyInScope } from '../../../lib/tenancy.js';
import { planReminders } from '../reminders/plan.js';
import { formLinkRef, linkUrl, queueLinkMessage, type LinkKind } from './message.js';
import { optedOutPhones, refuseOptedOut } from '../opt-outs.js';
import { takeSendQuota } from './quota.js';
import { clinicLanguage, linkSubject } from './queries.js';
import { openRecipient, recipientMac, sealRecipient } from '../../../lib/recipient.js';
import { clinicZone } from '../../../lib/tenancy.js';
import { linkExpiry, visitInstant } from './visit.js';

export interface Ctx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
  appUrl: string;
  cipher: Cipher;
}

interface Send {
  kind: LinkKind;
  targetId: number;
  emails: string[];
  phones: string[];
  companyId?: number | undefined;
  visitAt?: string | undefined;
  patientName?: string | undefined;
  /** Absent: the clinic's default (issue 21). */
  language?: PatientLanguage | undefined;
}

/**
 * The visit's date as the e-mail names it, when the link ends with that day: in the clinic's
 * words for English, in the patient's locale for another ("3 de diciembre de 2026").
 */
export function visitDayOf(visit: Date | null, timeZone: string, lang: PatientLanguage) {
  if (!visit) return undefined;
  if (lang === 'en') return formatInZone(visit, timeZone, 'date');
  // The clinics are American: US Spanish, as the catalogue is written in.
  return new Intl.DateTimeFormat(`${lang}-US`, {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(visit);
}

/**
 * One link per recipient (decision 13), all or none: the links, their messages, their reminder
 * plan and the audit row commit together. The token is stored as its hash (to open the link)
 * and sealed (so a reminder can carry the same URL); in clear it lives in the message alone.
 */
async function send({ db, auth, actor, appUrl, cipher }: Ctx, request: Send): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, request.companyId);
    const timeZone = await clinicZone(trx, companyId);
    // Refused before anything is written: a visit in the past is a typing slip, not a send.
    const visit = request.visitAt ? visitInstant(request.visitAt, timeZone) : null;
    const subject = await linkSubject(trx, companyId, request.kind, request.targetId);
    await refuseOptedOut(trx, cipher, companyId, request.phones);
    const recipients = [
      ...request.emails.map((to) => ({ channel: 'email' as const, to })),
      ...request.phones.map((to) => ({ channel: 'sms' as const, to })),
    ];
    await takeSendQuota(trx, companyId, recipients.length);
    const expiresAt = linkExpiry(visit, timeZone);
    const language = request.language ?? (await clinicLanguage(trx, companyId));
    const ids: string[] = [];
    for (const { channel, to } of recipients) {
      const token = newToken();
      const row = await trx
        .insertInto('form_links')
        .values({
          company_id: companyId,
          token_hash: hashToken(token),
          token_sealed: cipher.encryptJson(token),
          form_id: request.kind === 'form' ? request.targetId : null,
          bucket_id: request.kind === 'bucket' ? request.targetId : null,
          channel,
          recipient: sealRecipient(cipher, to),
          recipient_mac: recipientMac(cipher, channel, to),
          patient_name: request.patientName ?? null,
          visit_at: visit,
          created_by: auth.user.id,
          expires_at: expiresAt,
          language,
        })
        .returning(['id', 'expires_at'])
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      await queueLinkMessage(
        trx,
        cipher,
        channel,
        to,
        subject,
        linkUrl(appUrl, request.kind, token),
        {
          ref: formLinkRef(row.id),
          expiresAt: row.expires_at,
          visitDay: visitDayOf(visit, timeZone, language),
          language,
        },
      );
    }
    await planReminders(trx, ids);
    // Counts only: the addresses and the name are the patient's and stay out of the log.
    await writeAudit(trx, actor, {
      action: `${request.kind}.send`,
      targetType: request.kind,
      targetId: request.targetId,
      details: {
        company_id: companyId,
        emails: request.emails.length,
        phones: request.phones.length,
        visit: visit !== null,
        // Issue 21: the language the links and messages went out in.
        language,
      },
    });
    return recipients.length;
  });
}

export function sendForm(ctx: Ctx, body: FormSend): Promise<number> {
  return send(ctx, {
    kind: 'form',
    targetId: body.formId,
    emails: body.emails,
    phones: body.phone_numbers,
    companyId: body.company_id,
    visitAt: body.visit_at,
    patientName: body.patient_name,
    language: body.language,
  });
}

export function sendBucket(ctx: Ctx, body: BucketSend): Promise<number> {
  return send(ctx, {
    kind: 'bucket',
    targetId: body.bucketId,
    emails: body.emails,
    phones: body.phone_numbers,
    companyId: body.company_id,
    visitAt: body.visit_at,
    patientName: body.patient_name,
    language: body.language,
  });
}

/**
 * Sends a link again under a new token: the old URL stops opening the forms, because only the
 * hash (and, for reminders, the sealed new token) is kept; its hash is kept among the replaced
 * tokens, so that URL says a newer link was sent (issue 36). A submitted or cancelled link is done for good.
 * The expiry renews: the end of the visit's day while the visit is ahead, else LINK_TTL_DAYS.
 * Reminders already sent stay counted, so a resend does not restart the schedule's limit.
 */
export async function resendLink(
  { db, auth, actor, appUrl, cipher }: Ctx,
  linkId: number,
  requestedCompany?: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, requestedCompany);
    const link = await trx
      .selectFrom('form_links')
      .select([
        'id',
        'token_hash',
        'form_id',
        'bucket_id',
        'channel',
        'recipient',
        'submitted_at',
        'cancelled_at',
        'visit_at',
        'language',
      ])
      .where('id', '=', String(linkId))
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!link) throw new AppError('not_found', messages.notFound);
    if (link.submitted_at) throw new AppError('conflict', sendingMessages.alreadySubmitted);
    if (link.cancelled_at) throw new AppError('conflict', sendingMessages.alreadyCancelled);
    // A kiosk link (issue 19) was never sent: it lived on the clinic's tablet.
    if (link.channel === 'kiosk') throw new AppError('conflict', kioskMessages.notResendable);
    const kind: LinkKind = link.form_id !== null ? 'form' : 'bucket';
    const subject = await subjectForResend(trx, companyId, kind, link.form_id ?? link.bucket_id);
    const to = openRecipient(cipher, link.recipient);
    // A number that replied STOP is not texted again; no field names it here, so a conflict.
    if (link.channel === 'sms' && (await optedOutPhones(trx, cipher, companyId, [to])).length) {
      throw new AppError('conflict', sendingMessages.phoneOptedOut);
    }
    await takeSendQuota(trx, companyId, 1);
    // The old URL stops working: its stored copy keeps no link (before the new copy is queued
    // under the same ref).
    await forgetOutboxLink(trx, formLinkRef(link.id));
    const timeZone = await clinicZone(trx, companyId);
    const now = new Date();
    const visitAhead = link.visit_at && link.visit_at > now ? link.visit_at : null;
    // Issue 36: the old URL keeps saying whom to call, and can ask for this new one again.
    await trx
      .insertInto('replaced_link_tokens')
      .values({ token_hash: link.token_hash, link_id: link.id })
      .execute();
    const token = newToken();
    const renewed = await trx
      .updateTable('form_links')
      .set({
        token_hash: hashToken(token),
        token_sealed: cipher.encryptJson(token),
        expires_at: linkExpiry(visitAhead, timeZone, now),
        last_sent_at: sql<Date>`now()`,
        send_count: sql<number>`send_count + 1`,
      })
      .where('id', '=', link.id)
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    await queueLinkMessage(trx, cipher, link.channel, to, subject, linkUrl(appUrl, kind, token), {
      ref: formLinkRef(link.id),
      expiresAt: renewed.expires_at,
      visitDay: visitDayOf(visitAhead, timeZone, link.language),
      // A resend keeps the language the link was sent in, whatever the clinic's default is now.
      language: link.language,
    });
    await planReminders(trx, [link.id]);
    await writeAudit(trx, actor, {
      action: 'link.resend',
      targetType: 'form_link',
      targetId: link.id,
      details: { company_id: companyId, channel: link.channel, language: link.language },
    });
  });
}

/** A link whose form or bucket has since been deleted or emptied has nothing left to open. */
async function subjectForResend(
  db: DbExecutor,
  companyId: number,
  kind: LinkKind,
  id: number | null,
) {
  try {
    if (id === null) throw new AppError('not_found', messages.notFound);
    return await linkSubject(db, companyId, kind, id);
  } catch (error) {
    // Not found (deleted) or refused (an emptied bucket): either way nothing is left to open.
    if (error instanceof AppError && error.code !== 'conflict') {
      throw new AppError('conflict', sendingMessages.targetGone);
    }
    throw error;
  }
}
