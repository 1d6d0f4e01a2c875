import { OUTBOX_LINK_REMOVED, type OutboxListResponse } from '@paperless/core';
import type { Db } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { openText, recipientMacs } from '../../lib/outbox/sealing.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A text sealed under a key the keyring lost must not take the whole list down. */
function readable(cipher: Cipher, sealed: string): string {
  try {
    return openText(cipher, sealed);
  } catch {
    return UNREADABLE;
  }
}

const UNREADABLE = '[sealed with a key that is not in the keyring]';

/**
 * A page of the outbox (Super Admin only). The search looks at the masked address and the
 * subject, never the bodies; a whole address typed in finds that address's messages by their
 * keyed HMAC (recipient_mac), not others that happen to mask alike. A body is shown with its link only
 * while that link is live and the message undelivered; otherwise its link-free copy.
 */
export async function listOutbox(
  db: Db,
  cipher: Cipher,
  query: { page: number; per_page: number; search?: string | undefined },
): Promise<OutboxListResponse> {
  let base = db.selectFrom('outbox');
  const search = query.search;
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const looksLikeAddress = search.includes('@') || /^\+?[\d\s().-]{7,}$/.test(search);
    base = base.where((eb) =>
      eb.or([
        eb('recipient_masked', 'ilike', pattern),
        eb('subject', 'ilike', pattern),
        // A whole address finds exactly its own messages (by keyed HMAC), and only those.
        ...(looksLikeAddress ? [eb('recipient_mac', 'in', recipientMacs(cipher, search))] : []),
      ]),
    );
  }
  const now = new Date();
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'channel',
        'recipient_masked',
        'subject',
        'body_sealed',
        'safe_body_sealed',
        'link_expires_at',
        'state',
        'attempts',
        'created_at',
        'delivered_at',
      ])
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => {
      const live =
        r.body_sealed !== null &&
        r.state !== 'sent' &&
        (r.link_expires_at === null || r.link_expires_at > now);
      const sealed = live ? r.body_sealed : r.safe_body_sealed;
      return {
        id: Number(r.id),
        channel: r.channel,
        to: r.recipient_masked,
        subject: r.subject,
        text: sealed === null ? OUTBOX_LINK_REMOVED : readable(cipher, sealed),
        link_removed: !live,
        state: r.state,
        attempts: r.attempts,
        created_at: r.created_at.toISOString(),
        delivered_at: r.delivered_at?.toISOString() ?? null,
      };
    }),
    page: query.page,
    per_page: query.per_page,
    total: Number(count.n),
  };
}
