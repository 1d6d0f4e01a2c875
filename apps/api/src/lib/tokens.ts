import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and set-password links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a copy of the database opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
