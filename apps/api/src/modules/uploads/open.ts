import { createHash } from 'node:crypto';
import { openStoredFile, UnknownKeyError, type Cipher } from '../../lib/crypto.js';
import type { Storage } from '../../lib/storage.js';

/** A kept upload's plain bytes, or why there are none. */
export type OpenedUpload =
  { ok: true; bytes: Buffer } | { ok: false; reason: 'missing' | 'integrity' };

/**
 * Opens a stored upload: read from storage (the key comes from its row, never a request),
 * opened with the keyring and checked against the sha256 recorded when it was kept. A key the
 * keyring lacks is the installation's fault and is thrown as it is.
 */
export async function openUpload(
  deps: { storage: Storage; cipher: Cipher },
  row: { storage_key: string; sha256: string },
): Promise<OpenedUpload> {
  const stored = await deps.storage.get(row.storage_key);
  if (!stored) return { ok: false, reason: 'missing' };
  let bytes: Buffer;
  try {
    bytes = openStoredFile(deps.cipher, stored);
  } catch (error) {
    if (error instanceof UnknownKeyError) throw error;
    return { ok: false, reason: 'integrity' };
  }
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== row.sha256.toLowerCase()) return { ok: false, reason: 'integrity' };
  return { ok: true, bytes };
}
