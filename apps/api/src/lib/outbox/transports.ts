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
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
}

export function createTransport(config: Config): Transport {
  const mailer = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined;
  const sms = config.sms;
  return {
    async deliver(message) {
      if (message.channel === 'email') {
        if (!mailer) return 'outbox';
        await mailer.sendMail({
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
