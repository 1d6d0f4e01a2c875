import {
  HANDOFF_MAX_FAILURES,
  handoffMessages,
  localizeErrors,
  localizeText,
  preferredPatientLanguage,
  type PatientLanguage,
} from '@paperless/core';
import { sql } from 'kysely';
import { timingSafeEqual } from 'node:crypto';
import type { Db, DbExecutor } from '../../../db/database.js';
import { anonymous, writeAudit, type AuditActor } from '../../../lib/audit.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import { hashToken } from '../../../lib/tokens.js';
import { notifyClinicUsers, ACTIVITY_PATH } from '../../notifications/index.js';
import { findLiveLink } from '../patient-links/lookup.js';
import { openDraft, type Draft } from './drafts.js';
import { dobMac } from './service.js';

export interface Claimed {
  token: string;
  kind: 'form' | 'bucket';
  draft: Draft | null;
}

type Outcome = { claimed: Claimed } | { refused: AppError };

const expired = () => new AppError('gone', handoffMessages.codeExpired);
const locked = () => new AppError('too_many_requests', handoffMessages.locked);

interface ClaimContext {
  cipher: Cipher;
  code: string;
  dob: string;
  ip: string | null;
  appUrl?: string;
  /** The browser's Accept-Language: the language of a refusal whose code names no link. */
  acceptLanguage?: string;
}

/**
 * POST /public/handoffs/claim: the second device gives the code and the patient's birth date.
 * The right date claims the hand-off (once) and answers the link's token and the draft. A wrong
 * one is counted on the hand-off; the fifth locks it and tells the clinic (no patient named).
 * Refusals commit their count and audit row before they are answered, so they run in a
 * transaction that returns them rather than throws.
 */
export async function claimHandoff(ctx: ClaimContext & { db: Db }): Promise<Claimed> {
  const outcome = await ctx.db.transaction().execute((trx) => claimIn(trx, ctx));
  if ('refused' in outcome) throw outcome.refused;
  return outcome.claimed;
}

async function claimIn(trx: DbExecutor, ctx: ClaimContext): Promise<Outcome> {
  const row = await trx
    .selectFrom('link_handoffs')
    .select(['id', 'link_id', 'company_id', 'token_sealed', 'dob_mac', 'failures'])
    .select(['locked_at', 'claimed_at', sql<boolean>`expires_at > now()`.as('live')])
    .where('code_hash', '=', hashToken(ctx.code))
    .forUpdate()
    .executeTakeFirst();
  if (!row) {
    await writeAudit(trx, anonymous(ctx.ip), {
      action: 'handoff.refused',
      outcome: 'denied',
      details: { reason: 'unknown' },
    });
    // Issue 21: an unknown code names no link, so the browser's language answers.
    const lang = preferredPatientLanguage(ctx.acceptLanguage);
    return { refused: inLanguage(new AppError('not_found', handoffMessages.codeExpired), lang) };
  }
  const actor: AuditActor = { ...anonymous(ctx.ip), companyId: row.company_id };
  const about = { targetType: 'form_link', targetId: String(row.link_id) };
  // Issue 21: a refusal of a known code is in the language of the link it continues, as the
  // link's own pages answer.
  const inLinks = async (error: AppError): Promise<Outcome> => ({
    refused: inLanguage(error, await linkLanguage(trx, row.link_id)),
  });
  const refuse = async (reason: string, error: AppError): Promise<Outcome> => {
    await writeAudit(trx, actor, {
      action: 'handoff.refused',
      outcome: 'denied',
      ...about,
      details: { handoff_id: String(row.id), reason },
    });
    return inLinks(error);
  };
  if (row.locked_at) return refuse('locked', locked());
  if (row.claimed_at) return refuse('claimed', expired());
  if (!row.live) return refuse('expired', expired());

  if (!dobMatches(ctx.cipher, ctx.dob, row.dob_mac)) {
    const failures = row.failures + 1;
    const lockNow = failures >= HANDOFF_MAX_FAILURES;
    await trx
      .updateTable('link_handoffs')
      .set({ failures, ...(lockNow ? { locked_at: sql<Date>`now()` } : {}) })
      .where('id', '=', row.id)
      .execute();
    if (!lockNow) {
      await writeAudit(trx, actor, {
        action: 'handoff.dob_failed',
        outcome: 'failure',
        ...about,
        details: { handoff_id: String(row.id), failures },
      });
      const left = HANDOFF_MAX_FAILURES - failures;
      return inLinks(AppError.field('dob', handoffMessages.dobMismatch(left)));
    }
    const told = await tellClinic(trx, ctx, row.company_id, String(row.link_id));
    await writeAudit(trx, actor, {
      action: 'handoff.locked',
      outcome: 'failure',
      ...about,
      details: { handoff_id: String(row.id), failures, notified_users: told.notified },
    });
    return inLinks(locked());
  }

  const token = ctx.cipher.decryptJson(row.token_sealed) as string;
  let link;
  try {
    link = await findLiveLink(trx, token);
  } catch (error) {
    // Cancelled since the code was made: the patient, who proved who they are, is told so.
    if (error instanceof AppError) return refuse('link_closed', error);
    throw error;
  }
  // Completed, expired, or sent again with a new address since the code was made.
  if (!link) return refuse('link_closed', expired());
  await trx
    .updateTable('link_handoffs')
    .set({ claimed_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .execute();
  await writeAudit(trx, actor, {
    action: 'handoff.claimed',
    ...about,
    details: { handoff_id: String(row.id) },
  });
  return {
    claimed: {
      token,
      kind: link.bucketId === null ? 'form' : 'bucket',
      draft: await openDraft(trx, ctx.cipher, link.id),
    },
  };
}

/** A refusal in the patient's language: its message and its fields' messages. */
function inLanguage(error: AppError, lang: PatientLanguage): AppError {
  if (lang === 'en') return error;
  const errors = error.errors && localizeErrors(error.errors, lang);
  return new AppError(error.code, localizeText(error.message, lang), errors);
}

async function linkLanguage(trx: DbExecutor, linkId: string | number): Promise<PatientLanguage> {
  const link = await trx
    .selectFrom('form_links')
    .select('language')
    .where('id', '=', String(linkId))
    .executeTakeFirst();
  return link?.language ?? 'en';
}

/** Compared under every key of the ring (a key rotation may fall inside a code's 15 minutes). */
function dobMatches(cipher: Cipher, dob: string, stored: string): boolean {
  const want = Buffer.from(stored, 'hex');
  return cipher.keyIds().some((keyId) => {
    const given = Buffer.from(dobMac(cipher, dob, keyId), 'hex');
    return given.length === want.length && timingSafeEqual(given, want);
  });
}

/** The clinic hears that a code was locked: the form or bucket, never the patient. */
async function tellClinic(
  trx: DbExecutor,
  ctx: { cipher: Cipher; appUrl?: string },
  companyId: number,
  linkId: string,
) {
  const named = await trx
    .selectFrom('form_links as l')
    .leftJoin('forms as f', 'f.id', 'l.form_id')
    .leftJoin('buckets as b', 'b.id', 'l.bucket_id')
    .select(['f.title as form', 'b.title as bucket'])
    .where('l.id', '=', linkId)
    .executeTakeFirst();
  const title = named?.bucket ?? named?.form ?? 'forms';
  const body = handoffMessages.lockedNoticeBody(title);
  const where = ctx.appUrl
    ? `${ctx.appUrl}${ACTIVITY_PATH}`
    : 'Sign in to the portal and open Activity.';
  return notifyClinicUsers(trx, ctx.cipher, companyId, {
    title: handoffMessages.lockedNoticeTitle,
    body,
    linkPath: ACTIVITY_PATH,
    email: {
      subject: handoffMessages.lockedNoticeTitle,
      text: ['Hello,', '', body, where].join('\n'),
    },
  });
}
