import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { composeEmail } from '../email/compose.js';
import type { EmailLayout } from '../email/layout.js';
import { logoReader } from '../email/logo.js';
import { createStorage, type Storage } from '../storage.js';

/**
 * Where a message goes. Without SMTP or SMS settings it stays in the outbox (state 'outbox'),
 * readable by provider staff in the app (decision 22).
 */
export interface Transport {
  /** Resolves with the final state, or throws so the worker retries. */
  deliver(message: OutgoingMessage): Promise<'sent' | 'outbox'>;
  close(): void;
}

/** A queued message opened for delivery: the full address and body are unsealed only here. */
export interface OutgoingMessage {
  id: number;
  /** Stable per queued message (worker.ts outboxMessageKey): every copy carries the same one. */
  messageKey: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  /** An e-mail's layout (lib/email/layout.ts); none: a Paperless Clinic e-mail. */
  layout?: EmailLayout | undefined;
  /** The storage key of the practice's logo, when the layout names a practice that has one. */
  logoKey?: string | null;
}

/**
 * `storage` is where practices' logos are read from at delivery: the configured store, the one
 * the app keeps them in.
 */
export function createTransport(
  config: Config,
  storage: Storage = createStorage(config),
): Transport {
  const mailer = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined;
  const sms = config.sms;
  const senderDomain = domainOf(config.mail.from) ?? new URL(config.appUrl).hostname;
  const logos = logoReader(storage);
  return {
    async deliver(message) {
      if (message.channel === 'email') {
        if (!mailer) return 'outbox';
        const subject = message.subject ?? '';
        const messageId = `outbox.${message.messageKey}@${senderDomain}`;
        const logo = message.logoKey
          ? await logos(message.logoKey, `logo.${messageId}`)
          : undefined;
        await mailer.sendMail({
          // The same Message-ID on every try of one message, so that should a crash make us
          // send it twice (outbox worker), the receiving side can recognise the copy.
          messageId: `<${messageId}>`,
          // When it was sent (this try), not when it was queued.
          date: new Date(),
          to: message.to,
          subject,
          text: message.text,
          ...(await composeEmail({
            from: config.mail.from,
            subject,
            text: message.text,
            layout: message.layout,
            logo,
          })),
        });
        return 'sent';
      }
      if (!sms) return 'outbox';
      await sendTwilioSms(sms, message.to, message.text);
      return 'sent';
    },
    close() {
      mailer?.close();
    },
  };
}

/**
 * The domain of MAIL_FROM's address: a Message-ID's right-hand side names the sender (the app's
 * own host when MAIL_FROM has no domain).
 */
function domainOf(from: string): string | undefined {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1];
}

async function sendTwilioSms(
  sms: NonNullable<Config['sms']>,
  to: string,
  body: string,
): Promise<void> {
  const url = `https://api.twilio.com/2010-04-01/Accounts/${sms.accountSid}/Messages.json`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: to, From: sms.from, Body: body }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
}
