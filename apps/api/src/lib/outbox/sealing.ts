import { OUTBOX_LINK_REMOVED } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import type { OutboxState } from '../../db/schema.js';
import type { Cipher } from '../crypto.js';
import { emailLayoutSchema, type EmailLayout } from '../email/layout.js';

/**
 * How the outbox keeps a message at rest (Security II, finding 2): the full address and the
 * body sealed with the keyring, beside a sealed copy of the body without its web addresses.
 * Scrubbing drops the first two (and an e-mail's layout, which may hold a stop link), so what
 * stays has no usable link and no full address.
 */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+/g;

/** The text with every web address replaced: the copy that stays once a link is gone. */
export function withoutLinks(text: string): string {
  return text.replace(WEB_ADDRESS, OUTBOX_LINK_REMOVED);
}

export const sealText = (cipher: Cipher, text: string): string => cipher.encryptJson(text);

export function openText(cipher: Cipher, sealed: string): string {
  const value = cipher.decryptJson(sealed);
  if (typeof value !== 'string') throw new Error('not a sealed outbox text');
  return value;
}

/**
 * Keyed HMACs of an address under every key of the ring, so the Super Admin can find the
 * messages of one exact address (masked forms collide: many addresses mask alike) without the
 * address being stored in clear; every key, so messages queued before a rotation are found too.
 */
export function recipientMacs(cipher: Cipher, address: string): string[] {
  const normal = normalAddress(address);
  return cipher.keyIds().map((keyId) => cipher.mac('outbox-recipient', normal, keyId).mac);
}

/** An e-mail address in lower case; a phone number as its digits (as typed: `+1` is a digit). */
function normalAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/\D/g, '');
}

/** The sealed columns of a new message (or of one queued before sealing, lib/outbox/legacy.ts). */
export function sealedMessage(cipher: Cipher, to: string, text: string) {
  return {
    recipient_mac: cipher.mac('outbox-recipient', normalAddress(to)).mac,
    recipient_sealed: sealText(cipher, to),
    body_sealed: sealText(cipher, text),
    safe_body_sealed: sealText(cipher, withoutLinks(text)),
  };
}

/**
 * An e-mail's layout, sealed as the body is: a reminder's carries its stop link, a token. None is
 * stored for a Paperless Clinic e-mail without extra headers.
 */
export function sealedLayout(cipher: Cipher, layout: EmailLayout | undefined): string | null {
  if (!layout || (!layout.practice && !layout.unsubscribe)) return null;
  return cipher.encryptJson(layout);
}

/** The stored layout; none (or one not of this shape) gives the Paperless Clinic layout. */
export function openLayout(cipher: Cipher, sealed: string | null): EmailLayout | undefined {
  if (sealed === null) return undefined;
  const parsed = emailLayoutSchema.safeParse(cipher.decryptJson(sealed));
  return parsed.success ? parsed.data : undefined;
}

const NOT_SENT = 'Not sent: its link was used, replaced or expired first.';

/**
 * The update that makes a stored copy keep no usable link and no full address. A message still
 * waiting for delivery is not sent any more: its link no longer works.
 */
export function scrubbed() {
  return {
    body_sealed: null,
    recipient_sealed: null,
    layout_sealed: null,
    scrubbed_at: sql<Date>`now()`,
    state: sql<OutboxState>`case when state = 'pending' then 'failed' else state end`,
    last_error: sql<
      string | null
    >`case when state = 'pending' then ${NOT_SENT} else last_error end`,
  };
}

/** Scrubs every stored copy whose link expired; answers how many. */
export async function scrubExpired(db: DbExecutor): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set(scrubbed())
    .where('scrubbed_at', 'is', null)
    .where('link_expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
