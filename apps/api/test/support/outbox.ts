import type { OutboxState } from '../../src/db/schema.js';
import { openText } from '../../src/lib/outbox/sealing.js';
import type { TestApp } from './app.js';

/** A stored outbox message with its sealed parts opened, as only the worker sees them. */
export interface OpenedMessage {
  id: number;
  channel: 'email' | 'sms';
  /** The full address; null once the message was delivered or scrubbed. */
  recipient: string | null;
  subject: string | null;
  /** The body with its link; null once delivered or its link was used or expired. */
  body_text: string | null;
  state: OutboxState;
}

/**
 * The messages queued to this address, oldest first. Tests read links from here as a person
 * reads them in the outbox screen; bodies and addresses are sealed at rest (lib/outbox).
 */
export async function outboxTo(t: Pick<TestApp, 'app' | 'db'>, to: string) {
  const rows = await t.db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient_sealed', 'subject', 'body_sealed', 'state'])
    .where('recipient_sealed', 'is not', null)
    .orderBy('id')
    .execute();
  const opened: OpenedMessage[] = rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: openText(t.app.cipher, r.recipient_sealed!),
    subject: r.subject,
    body_text: r.body_sealed === null ? null : openText(t.app.cipher, r.body_sealed),
    state: r.state,
  }));
  return opened.filter((m) => m.recipient === to);
}

/** The body of the one message queued to this address (fails the test when there is none). */
export async function onlyMessageTo(t: Pick<TestApp, 'app' | 'db'>, to: string): Promise<string> {
  const messages = await outboxTo(t, to);
  const text = messages.at(-1)?.body_text;
  if (messages.length !== 1 || !text) throw new Error(`expected one readable message to ${to}`);
  return text;
}
