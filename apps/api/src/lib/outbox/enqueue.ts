import { maskRecipient } from '@paperless/core';
import type { Config } from '../../config.js';
import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../crypto.js';
import type { EmailLayout } from '../email/layout.js';
import { scrubbed, sealedLayout, sealedMessage } from './sealing.js';

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
  /** Whose e-mail it looks like and its extra headers; none: a Paperless Clinic e-mail. */
  layout?: EmailLayout;
}

export interface SmsMessage {
  to: string;
  text: string;
  link?: OutboxLink;
}

/** A message of either channel, as the outbox stores it (an SMS has no subject). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  link?: OutboxLink;
  /** E-mail only (lib/email/layout.ts). */
  layout?: EmailLayout;
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters per statement. */
const ROWS_PER_INSERT = 1000;

/**
 * Queues a message in the same transaction as the change that causes it: if the change
 * commits the message will be delivered, and if it rolls back nothing is sent. The address and
 * the body are sealed at rest (lib/outbox/sealing.ts); the masked address stays readable.
 */
export async function enqueueEmail(
  db: DbExecutor,
  cipher: Cipher,
  message: EmailMessage,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values(outboxRow(cipher, { ...message, channel: 'email' }))
    .execute();
}

export async function enqueueSms(
  db: DbExecutor,
  cipher: Cipher,
  message: SmsMessage,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values(outboxRow(cipher, { ...message, channel: 'sms', subject: null }))
    .execute();
}

/**
 * Queues many messages as enqueueEmail and enqueueSms do, many rows to a statement: one
 * statement per message made a reminder pass over 100,000 links take minutes
 * (bench/src/reminders).
 */
export async function enqueueMessages(
  db: DbExecutor,
  cipher: Cipher,
  messages: readonly OutboxMessage[],
): Promise<void> {
  for (let i = 0; i < messages.length; i += ROWS_PER_INSERT) {
    const rows = messages.slice(i, i + ROWS_PER_INSERT).map((m) => outboxRow(cipher, m));
    await db.insertInto('outbox').values(rows).execute();
  }
}

/** The one shape of a new outbox row: sealed at rest, the masked address readable. */
function outboxRow(cipher: Cipher, message: OutboxMessage) {
  return {
    channel: message.channel,
    subject: message.subject,
    recipient_masked: maskRecipient(message.to),
    ...sealedMessage(cipher, message.to, message.text),
    layout_sealed: message.channel === 'email' ? sealedLayout(cipher, message.layout) : null,
    link_ref: message.link?.ref ?? null,
    link_expires_at: message.link?.expiresAt ?? null,
  };
}

/**
 * The link named by `ref` was used or voided: stored copies of messages that carry it keep no
 * usable link from now on (nor the full address), and one still waiting is not sent.
 */
export async function forgetOutboxLink(db: DbExecutor, ref: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set(scrubbed())
    .where('link_ref', '=', ref)
    .where('scrubbed_at', 'is', null)
    .execute();
}
