import { randomBytes } from 'node:crypto';

/**
 * Where files (logos, PDFs) live (decision 23): on disk under DATA_DIR, or in an S3 bucket.
 * Keys are made here, never taken from a request, so no caller can name a path or an object
 * outside the store.
 */
export interface Storage {
  put(prefix: string, extension: string, bytes: Uint8Array): Promise<string>;
  /** null when the key is malformed or the file is gone. */
  get(key: string): Promise<Buffer | null>;
  /** Swaps an existing file's bytes at once (readers see old or new, never half); false if gone. */
  replace(key: string, bytes: Uint8Array): Promise<boolean>;
  /**
   * Deletes a file; a malformed key or a file already gone is no error. Only patients' uploads
   * that no submission kept are ever deleted (uploads/sweep.ts).
   */
  remove(key: string): Promise<void>;
  /** Every stored key (backups, the move to a bucket); anything else in the store is skipped. */
  list(): AsyncIterable<string>;
}

/** `<prefix>/<32 hex>.<extension>`, e.g. `logos/0f…e1.png`. */
export const KEY_PATTERN = /^[a-z-]+\/[0-9a-f]{32}\.[a-z0-9]+$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A fresh random key; a prefix or extension that could leave its folder is a bug, refused. */
export function newKey(prefix: string, extension: string): string {
  const key = `${prefix}/${randomBytes(16).toString('hex')}.${extension}`;
  if (!isStorageKey(key)) {
    throw new Error(`Not a storage prefix and extension: ${JSON.stringify([prefix, extension])}`);
  }
  return key;
}
