import { recipientKey } from '@paperless/core';
import { sealedKeyId, type Cipher } from './crypto.js';

export type Channel = 'email' | 'sms';

/**
 * form_links.recipient is the patient's e-mail address or phone number, sealed like the answers
 * (Security II, finding 4). Searches and the STOP lookup go by recipient_mac instead: a keyed
 * HMAC of the normalised address (recipientKey), never the address.
 */
export const sealRecipient = (cipher: Cipher, recipient: string): string =>
  cipher.encryptJson(recipient);

/** The address; a row stored in clear before migration 0012 (until re-sealed) is read as it is. */
export function openRecipient(cipher: Cipher, stored: string): string {
  if (sealedKeyId(stored) === null) return stored;
  const value = cipher.decryptJson(stored);
  if (typeof value !== 'string') throw new Error('form_links.recipient: not a sealed address');
  return value;
}

/** form_links.recipient_mac of a new link (and sms_opt_outs.phone_mac of a number). */
export const recipientMac = (cipher: Cipher, channel: Channel, to: string): string =>
  cipher.mac('link-recipient', recipientKey(channel, to)).mac;

/**
 * The MACs an address may be stored under: one per key of the ring, so links made before a key
 * rotation are found too. None for a value that normalises to nothing (a search with no digits
 * is no phone number).
 */
export function recipientMacs(cipher: Cipher, channel: Channel, value: string): string[] {
  const key = recipientKey(channel, value);
  if (!key) return [];
  return cipher.keyIds().map((keyId) => cipher.mac('link-recipient', key, keyId).mac);
}
