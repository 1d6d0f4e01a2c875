import {
  LINK_TTL_DAYS,
  messages,
  sendingMessages,
  type BucketSend,
  type FormSend,
  type SentLinkListParams,
  type SentLinkListResponse,
} from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';
import type { Cipher } from '../../lib/crypto.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { companyInScope } from '../companies/scope.js';
import { forgetOutboxLink } from '../../lib/outbox/enqueue.js';
import { formLinkRef, linkUrl, queueLinkMessage, type LinkKind } from './message.js';
import { takeSendQuota } from './quota.js';
import { linkSubject, listLinks } from './queries.js';
import { openRecipient, sealRecipient } from './recipient.js';

export interface Ctx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
  appUrl: string;
  cipher: Cipher;
}

const expiry = () => sql<Date>`now() + make_interval(days => ${LINK_TTL_DAYS})`;

interface Send {
  kind: LinkKind;
  targetId: number;
  emails: string[];
  phones: string[];
  companyId?: number | undefined;
}

/**
 * One link per recipient (decision 13), all or none: the links, their messages and the audit
 * row commit together. Only the token's hash is stored; the token lives in the message alone.
 */
async function send({ db, auth, actor, appUrl, cipher }: Ctx, request: Send): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, request.companyId);
    const subject = await linkSubject(trx, companyId, request.kind, request.targetId);
    const recipients = [
      ...request.emails.map((to) => ({ channel: 'email' as const, to })),
      ...request.phones.map((to) => ({ channel: 'sms' as const, to })),
    ];
    await takeSendQuota(trx, companyId, recipients.length);
    for (const { channel, to } of recipients) {
      const token = newToken();
      const row = await trx
        .insertInto('form_links')
        .values({
          company_id: companyId,
          token_hash: hashToken(token),
          form_id: request.kind === 'form' ? request.targetId : null,
          bucket_id: request.kind === 'bucket' ? request.targetId : null,
          channel,
          recipient: sealRecipient(cipher, to),
          created_by: auth.user.id,
          expires_at: expiry(),
        })
        .returning(['id', 'expires_at'])
        .executeTakeFirstOrThrow();
      await queueLinkMessage(
        trx,
        cipher,
        channel,
        to,
        subject,
        linkUrl(appUrl, request.kind, token),
        { ref: formLinkRef(row.id), expiresAt: row.expires_at },
      );
    }
    // Counts only: the addresses are the patient's and stay out of the log.
    await writeAudit(trx, actor, {
      action: `${request.kind}.send`,
      targetType: request.kind,
      targetId: request.targetId,
      details: {
        company_id: companyId,
        emails: request.emails.length,
        phones: request.phones.length,
      },
    });
    return recipients.length;
  });
}

export function sendForm(ctx: Ctx, body: FormSend): Promise<number> {
  const { formId, emails, phone_numbers, company_id } = body;
  return send(ctx, {
    kind: 'form',
    targetId: formId,
    emails,
    phones: phone_numbers,
    companyId: company_id,
  });
}

export function sendBucket(ctx: Ctx, body: BucketSend): Promise<number> {
  const { bucketId, emails, phone_numbers, company_id } = body;
  return send(ctx, {
    kind: 'bucket',
    targetId: bucketId,
    emails,
    phones: phone_numbers,
    companyId: company_id,
  });
}

/**
 * Sends a link again under a new token: the old URL stops working, because only hashes are
 * kept and a URL we never stored cannot be sent twice. A submitted link is done for good.
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
      .select(['id', 'form_id', 'bucket_id', 'channel', 'recipient', 'submitted_at'])
      .where('id', '=', String(linkId))
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!link) throw new AppError('not_found', messages.notFound);
    if (link.submitted_at) throw new AppError('conflict', sendingMessages.alreadySubmitted);
    const kind: LinkKind = link.form_id !== null ? 'form' : 'bucket';
    const subject = await subjectForResend(trx, companyId, kind, link.form_id ?? link.bucket_id);
    await takeSendQuota(trx, companyId, 1);
    // The old URL stops working: its stored copy keeps no link (before the new copy is queued
    // under the same ref).
    await forgetOutboxLink(trx, formLinkRef(link.id));
    const token = newToken();
    const renewed = await trx
      .updateTable('form_links')
      .set({
        token_hash: hashToken(token),
        expires_at: expiry(),
        last_sent_at: sql<Date>`now()`,
        send_count: sql<number>`send_count + 1`,
      })
      .where('id', '=', link.id)
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    await queueLinkMessage(
      trx,
      cipher,
      link.channel,
      openRecipient(cipher, link.recipient),
      subject,
      linkUrl(appUrl, kind, token),
      { ref: formLinkRef(link.id), expiresAt: renewed.expires_at },
    );
    await writeAudit(trx, actor, {
      action: 'link.resend',
      targetType: 'form_link',
      targetId: link.id,
      details: { company_id: companyId, channel: link.channel },
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

/** The sent-links list. Recipients are patients' contacts, so every read is audited. */
export async function linksOf(
  { db, auth, actor, cipher }: Ctx,
  query: SentLinkListParams,
): Promise<SentLinkListResponse> {
  const companyId = await companyInScope(db, auth, query.company_id);
  const { data, total } = await listLinks(db, cipher, {
    companyId,
    formId: query.form_id,
    bucketId: query.bucket_id,
    page: query.page,
    perPage: query.per_page,
  });
  await writeAudit(db, actor, {
    action: 'link.list',
    targetType: query.form_id ? 'form' : query.bucket_id ? 'bucket' : 'company',
    targetId: query.form_id ?? query.bucket_id ?? companyId,
    details: { company_id: companyId, page: query.page, rows: data.length },
  });
  return { data, total, page: query.page, per_page: query.per_page };
}
