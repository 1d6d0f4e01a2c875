import { sealedKeyId, type Cipher } from '../../lib/crypto.js';

/**
 * form_links.recipient is the patient's e-mail address or phone number, sealed like the answers
 * (Security II, finding 4). Nothing searches by it; if a screen ever does, store a keyed HMAC of
 * the normalised address beside it (cipher.mac), never the address.
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
