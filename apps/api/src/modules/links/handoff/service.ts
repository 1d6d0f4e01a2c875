import {
  formatHandoffCode,
  HANDOFF_CODE_ALPHABET,
  HANDOFF_CODE_LENGTH,
  HANDOFF_CODE_MINUTES,
  handoffMessages,
} from '@paperless/core';
import { sql } from 'kysely';
import { randomInt } from 'node:crypto';
import type { Db, DbExecutor } from '../../../db/database.js';
import { anonymous, writeAudit, type AuditActor } from '../../../lib/audit.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import { hashToken } from '../../../lib/tokens.js';
import { findLiveLink, unavailable, type LiveLink } from '../patient-links/lookup.js';
import { sealDraft, storeDraft, type Draft } from './drafts.js';

/**
 * Continue on another device (issue 19): the patient's page saves its draft on the server as the
 * patient goes, and makes a short code (shown as a QR code too) that opens the link on another
 * device once the patient confirms their birth date there (claim.ts).
 */
interface Ctx {
  db: Db;
  cipher: Cipher;
  token: string;
  ip: string | null;
}

const actorFor = (link: LiveLink, ip: string | null): AuditActor => ({
  ...anonymous(ip),
  companyId: link.companyId,
});

/** The link the token opens, locked; a kiosk's link stays on the kiosk (no draft, no code). */
async function openLinkLocked(trx: DbExecutor, token: string): Promise<LiveLink> {
  const link = await findLiveLink(trx, token, { lock: true });
  if (!link) throw unavailable();
  if (link.channel === 'kiosk') throw new AppError('forbidden', handoffMessages.kioskStays);
  return link;
}

async function keepDraft(trx: DbExecutor, ctx: Ctx, link: LiveLink, sealed: string) {
  const saved = await storeDraft(trx, link.id, sealed);
  if (!saved) throw unavailable();
  if (saved.first) {
    await writeAudit(trx, actorFor(link, ctx.ip), {
      action: 'patient_link.draft_saved',
      targetType: 'form_link',
      targetId: link.id,
      details: { first_save: true },
    });
  }
  return saved.savedAt;
}

/** PUT .../draft: the patient's answers so far, kept for another device. */
export async function saveLinkDraft(ctx: Ctx & { draft: Draft }): Promise<Date> {
  // Sealed before the link's row is locked: the lock is held only for the write.
  const sealed = sealDraft(ctx.cipher, ctx.draft);
  return ctx.db.transaction().execute(async (trx) => {
    const link = await openLinkLocked(trx, ctx.token);
    return keepDraft(trx, ctx, link, sealed);
  });
}

/** Eight characters of the unambiguous alphabet, each drawn uniformly. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < HANDOFF_CODE_LENGTH; i += 1) {
    code += HANDOFF_CODE_ALPHABET[randomInt(HANDOFF_CODE_ALPHABET.length)];
  }
  return code;
}

/** The birth date as a hand-off keeps it: a keyed MAC, never the date. */
export const dobMac = (cipher: Cipher, dob: string, keyId?: string) =>
  cipher.mac('handoff-dob', dob, keyId).mac;

/**
 * POST .../handoff: saves the draft given, ends the link's earlier unclaimed codes and makes a
 * new one, valid 15 minutes. The code is stored as its SHA-256, the birth date as a MAC, and
 * the link's token sealed (the second device opens the link with it).
 */
export async function createHandoff(
  ctx: Ctx & { dob: string; draft?: Draft | undefined },
): Promise<{ code: string; expiresAt: Date }> {
  const sealed = ctx.draft ? sealDraft(ctx.cipher, ctx.draft) : undefined;
  return ctx.db.transaction().execute(async (trx) => {
    const link = await openLinkLocked(trx, ctx.token);
    if (sealed) await keepDraft(trx, ctx, link, sealed);
    await trx
      .updateTable('link_handoffs')
      .set({ expires_at: sql<Date>`now()` })
      .where('link_id', '=', link.id)
      .where('claimed_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .execute();
    let code = newCode();
    // 29^8 codes: a clash with a kept row is all but impossible, and then simply redrawn.
    while (
      await trx
        .selectFrom('link_handoffs')
        .select('id')
        .where('code_hash', '=', hashToken(code))
        .executeTakeFirst()
    ) {
      code = newCode();
    }
    const row = await trx
      .insertInto('link_handoffs')
      .values({
        link_id: link.id,
        company_id: link.companyId,
        code_hash: hashToken(code),
        token_sealed: ctx.cipher.encryptJson(ctx.token),
        dob_mac: dobMac(ctx.cipher, ctx.dob),
        expires_at: sql<Date>`now() + make_interval(mins => ${HANDOFF_CODE_MINUTES})`,
      })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actorFor(link, ctx.ip), {
      action: 'handoff.created',
      targetType: 'form_link',
      targetId: link.id,
      details: { handoff_id: String(row.id), with_draft: Boolean(sealed) },
    });
    return { code: formatHandoffCode(code), expiresAt: row.expires_at };
  });
}
