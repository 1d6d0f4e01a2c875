import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

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
}

export function createTransport(config: Config): Transport {
  const mailer = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined;
  const sms = config.sms;
  const senderDomain = domainOf(config.mail.from);
  return {
    async deliver(message) {
      if (message.channel === 'email') {
        if (!mailer) return 'outbox';
        await mailer.sendMail({
          // The same Message-ID on every try of one message, so that should a crash make us
          // send it twice (outbox worker), the receiving side can recognise the copy.
          messageId: `<outbox.${message.messageKey}@${senderDomain}>`,
          from: config.mail.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
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

/** The domain of MAIL_FROM's address: a Message-ID's right-hand side names the sender. */
function domainOf(from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1];
  return domain ?? 'paperless-clinic.local';
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
