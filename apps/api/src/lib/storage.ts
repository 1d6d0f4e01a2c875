import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DIR_MODE, FILE_MODE } from './data-dir.js';

/**
 * Where files (logos, PDFs) live (decision 23): a directory under DATA_DIR. Keys are made
 * here, never taken from a request, so no caller can name a path outside the store.
 */
export interface Storage {
  put(prefix: string, extension: string, bytes: Uint8Array): Promise<string>;
  /** null when the key is malformed or the file is gone. */
  get(key: string): Promise<Buffer | null>;
  /** Swaps an existing file's bytes at once (readers see old or new, never half); false if gone. */
  replace(key: string, bytes: Uint8Array): Promise<boolean>;
}

const KEY_PATTERN = /^[a-z-]+\/[0-9a-f]{32}\.[a-z0-9]+$/;

export function diskStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'storage');
  return {
    async put(prefix, extension, bytes) {
      const key = `${prefix}/${randomBytes(16).toString('hex')}.${extension}`;
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true, mode: DIR_MODE });
      // Written aside then renamed, so a crash never leaves half a file under a live key.
      const partial = `${target}.partial`;
      await writeFile(partial, bytes, { mode: FILE_MODE });
      await rename(partial, target);
      return key;
    },
    async replace(key, bytes) {
      if (!KEY_PATTERN.test(key)) return false;
      const target = path.join(root, key);
      try {
        await stat(target);
      } catch {
        return false;
      }
      // A partial of its own: two replacers of one file never write into the same partial.
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes, { mode: FILE_MODE });
      await rename(partial, target);
      return true;
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
      try {
        return await readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
  };
}
