import { timingSafeEqual } from 'node:crypto';
import type { Cipher } from '../../../lib/crypto.js';

/**
 * The one-click stop a reminder e-mail carries: `<link id>.<HMAC of the id>`, keyed from the
 * keyring (its own purpose), so it names one link and cannot be made for another. Nothing is
 * stored: any key of the ring verifies it, so a stop link survives a key rotation.
 */
export function reminderStopToken(cipher: Cipher, linkId: string | number): string {
  return `${linkId}.${cipher.mac('reminder-stop', String(linkId)).mac}`;
}

/** The link id a token names, or null when the token is not one we made (timing-safe). */
export function verifyReminderStopToken(cipher: Cipher, token: string): string | null {
  const match = /^([1-9][0-9]{0,18})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, linkId, given] = match as unknown as [string, string, string];
  const givenBytes = Buffer.from(given, 'hex');
  let valid = false;
  // Every key is checked, not the first match only: the time taken does not tell which key.
  for (const keyId of cipher.keyIds()) {
    const expected = Buffer.from(cipher.mac('reminder-stop', linkId, keyId).mac, 'hex');
    if (timingSafeEqual(expected, givenBytes)) valid = true;
  }
  return valid ? linkId : null;
}

/** The page a reminder e-mail links to; it posts the token to /api/public/reminders/stop. */
export const reminderStopUrl = (appUrl: string, cipher: Cipher, linkId: string | number) =>
  `${appUrl}/reminders/stop/${reminderStopToken(cipher, linkId)}`;

/**
 * The List-Unsubscribe address of a reminder e-mail (RFC 8058): a mail client's one-click POST
 * there stops the reminders; a GET (a client that opens it in a browser) is sent on to the page.
 */
export const reminderUnsubscribeUrl = (appUrl: string, cipher: Cipher, linkId: string | number) =>
  `${appUrl}${REMINDER_UNSUBSCRIBE_PATH}/${reminderStopToken(cipher, linkId)}`;

export const REMINDER_UNSUBSCRIBE_PATH = '/api/public/reminders/unsubscribe';
