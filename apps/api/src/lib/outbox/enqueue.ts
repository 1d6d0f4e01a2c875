import type { Config } from '../../config.js';
import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../crypto.js';

/** What a service needs to queue a message: the app's address for links, and the keyring that seals bodies at rest. */
export interface MailDeps {
  config: Config;
  cipher: Cipher;
}

/**
 * The one-time link a message carries (a reset, invitation, e-mail-change or patient link), so
 * that the stored copy can drop it once the link is used or expires. `ref` names the token's
 * row as `<table>:<id>` (for example `password_tokens:42`, `form_links:17`); whoever uses or
 * voids that token calls forgetOutboxLink(db, ref).
 */
export interface OutboxLink {
  ref: string;
  expiresAt: Date;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  link?: OutboxLink;
}

export interface SmsMessage {
  to: string;
  text: string;
  link?: OutboxLink;
}

/**
 * Queues a message in the same transaction as the change that causes it: if the change
 * commits the message will be delivered, and if it rolls back nothing is sent.
 */
export async function enqueueEmail(
  db: DbExecutor,
  cipher: Cipher,
  message: EmailMessage,
): Promise<void> {
  void cipher; // sealing of bodies at rest: being built in this session
  await db
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body_text: message.text,
    })
    .execute();
}

export async function enqueueSms(
  db: DbExecutor,
  cipher: Cipher,
  message: SmsMessage,
): Promise<void> {
  void cipher;
  await db
    .insertInto('outbox')
    .values({ channel: 'sms', recipient: message.to, subject: null, body_text: message.text })
    .execute();
}

/**
 * The link named by `ref` was used or voided: stored copies of messages that carry it keep no
 * usable link from now on. (Being built in this session by the outbox change; callers may rely
 * on the signature.)
 */
export async function forgetOutboxLink(_db: DbExecutor, _ref: string): Promise<void> {}
