import type { Cipher } from '../../../lib/crypto.js';

/**
 * Who sent a form, as the Signature Certificate prints it: the request's IP address and browser
 * (user agent). Tied to a patient, both are personal data, so they are kept sealed with the
 * cipher like the answers (submissions.signer, link_steps.signer) and leave only into the PDF.
 */
export interface Signer {
  ip: string | null;
  userAgent: string | null;
}

/** A user agent longer than this is cut: the header is the client's to fill. */
export const USER_AGENT_MAX = 512;

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

export function sealSigner(cipher: Cipher, signer: Signer): string {
  return cipher.encryptJson({
    ip: text(signer.ip, 64),
    user_agent: text(signer.userAgent, USER_AGENT_MAX),
  });
}

/** The signer of a sealed value; null when none was recorded (rows made before 0019). */
export function openSigner(cipher: Cipher, sealed: string | null): Signer | null {
  if (sealed === null) return null;
  const value = cipher.decryptJson(sealed) as { ip?: unknown; user_agent?: unknown } | null;
  return { ip: text(value?.ip, 64), userAgent: text(value?.user_agent, USER_AGENT_MAX) };
}
