import { createHmac, timingSafeEqual } from 'node:crypto';

/** The path Twilio posts inbound texts to (the number's "A message comes in" webhook). */
export const TWILIO_SMS_PATH = '/api/webhooks/twilio/sms';

/**
 * Twilio's request signature: base64 HMAC-SHA1, under the account's auth token, of the full URL
 * it called followed by each POST parameter's name and value, sorted by name.
 * https://www.twilio.com/docs/usage/security#validating-requests
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** True only for the signature Twilio would make of this request (compared timing-safe). */
export function validTwilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
  given: string | string[] | undefined,
): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);

/** What an inbound text asks for: the carrier keywords, whole message, any case. */
export function smsKeyword(body: string | undefined): 'stop' | 'start' | null {
  const word = (body ?? '').trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}
