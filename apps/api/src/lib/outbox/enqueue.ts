import type { DbExecutor } from '../../db/database.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Queues a message in the same transaction as the change that causes it: if the change
 * commits the message will be delivered, and if it rolls back nothing is sent.
 */
export async function enqueueEmail(db: DbExecutor, message: EmailMessage): Promise<void> {
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

export async function enqueueSms(db: DbExecutor, message: SmsMessage): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ channel: 'sms', recipient: message.to, subject: null, body_text: message.text })
    .execute();
}
