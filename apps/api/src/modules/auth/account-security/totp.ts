import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) with node:crypto alone: HMAC-SHA1,
 * 6 digits, 30-second steps, which every authenticator app understands.
 */
export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Steps either side of now that still count, for clocks a little off. */
export const WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 bits, the size RFC 4226 recommends for SHA-1, as base32. */
export function generateSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226: the code for one counter value. */
export function hotp(
  key: Buffer,
  counter: number,
  digits: number = DIGITS,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function stepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / STEP_SECONDS);
}

/** The code an app shows at this moment for a base32 secret. */
export function totpAt(secret: string, timeMs: number = Date.now()): string {
  return hotp(base32Decode(secret), stepAt(timeMs));
}

/**
 * The step a code matches within ±WINDOW of now, or null. Steps at or before `afterStep` (the
 * last one accepted for this user) are refused, so an overheard code cannot be replayed.
 */
export function verifyTotp(
  secret: string,
  code: string,
  options: { now?: number; afterStep?: number | null } = {},
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const current = stepAt(options.now ?? Date.now());
  const given = Buffer.from(code);
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (options.afterStep != null && step <= options.afterStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given)) return step;
  }
  return null;
}

/** What the QR code carries (Google Authenticator's key URI format). */
export function otpauthUri(input: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  // encodeURIComponent rather than URLSearchParams: some apps show a '+' for a space.
  const params = [
    ['secret', input.secret],
    ['issuer', input.issuer],
    ['algorithm', 'SHA1'],
    ['digits', String(DIGITS)],
    ['period', String(STEP_SECONDS)],
  ].map(([key, value]) => `${key}=${encodeURIComponent(value!)}`);
  return `otpauth://totp/${label}?${params.join('&')}`;
}
