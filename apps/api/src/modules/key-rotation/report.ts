import type { Cipher } from '../../lib/crypto.js';
import type { ResealCount } from './reseal.js';
import { notUnderPrimary, type SealedCount } from './sealed-data.js';

/** What `keys:rotate -- --status` prints: the keyring, then per target how much each key sealed. */
export function formatStatus(cipher: Cipher, counts: readonly SealedCount[]): string {
  const primary = cipher.primaryKeyId();
  const ids = cipher.keyIds();
  const lines = [
    `Keyring: ${ids.map((id) => (id === primary ? `${id} (primary)` : id)).join(', ')}`,
  ];
  const width = Math.max(0, ...counts.map((c) => c.target.length));
  for (const c of counts) {
    const note =
      c.keyId === primary
        ? ''
        : c.keyId === 'clear'
          ? '  (stored in clear)'
          : ids.includes(c.keyId)
            ? '  (old key)'
            : '  (key NOT in the keyring)';
    lines.push(`  ${c.target.padEnd(width)}  ${c.keyId}: ${c.count}${note}`);
  }
  const left = notUnderPrimary(counts, primary);
  lines.push(
    left === 0
      ? ids.length > 1
        ? 'Everything is sealed with the primary key: the old keys can be removed (--drop-old-keys).'
        : 'Everything is sealed with the primary key.'
      : `Still under other keys or in clear: ${left}.`,
  );
  return lines.join('\n');
}

export function formatTotals(counts: readonly ResealCount[]): string {
  const byTarget = new Map<string, ResealCount>();
  for (const c of counts) {
    const seen = byTarget.get(c.target) ?? { target: c.target, resealed: 0, failed: 0 };
    byTarget.set(c.target, {
      target: c.target,
      resealed: seen.resealed + c.resealed,
      failed: seen.failed + c.failed,
    });
  }
  const rows = [...byTarget.values()];
  const total = rows.reduce((n, c) => n + c.resealed, 0);
  const failed = rows.reduce((n, c) => n + c.failed, 0);
  return [
    ...rows.map((c) => `  ${c.target}: ${c.resealed} re-sealed, ${c.failed} could not be opened`),
    `Re-sealed ${total} in all; ${failed} could not be opened (left as they are).`,
  ].join('\n');
}

/**
 * The steps when keys come from the environment: the CLI cannot change them, and instances
 * restarted one by one must always be able to open what the others seal.
 */
export const ENV_KEY_STEPS = `Encryption keys come from DATA_ENCRYPTION_KEY, so the new key is yours to set. Without downtime:
  1. Make a key: openssl rand -base64 32
  2. Add it to DATA_ENCRYPTION_PREVIOUS_KEYS (comma separated) on every instance; restart them one
     by one. Every instance can now open data sealed with it.
  3. Make it DATA_ENCRYPTION_KEY and move the old key into DATA_ENCRYPTION_PREVIOUS_KEYS; restart
     the instances one by one. New data is now sealed with the new key.
  4. Run: npm run keys:rotate -- --reseal   (on the embedded database the running server does this
     by itself in the background; its log says "key rotation: ...").
  5. When npm run keys:rotate -- --status shows nothing under the old key, remove it from
     DATA_ENCRYPTION_PREVIOUS_KEYS and restart the instances one by one.`;
