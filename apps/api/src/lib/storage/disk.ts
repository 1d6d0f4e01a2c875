import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DIR_MODE, FILE_MODE } from '../data-dir.js';
import { isStorageKey, newKey, type Storage } from './keys.js';

/** The default store: DATA_DIR/storage/<prefix>/<file>. */
export function diskStoreDir(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

export function diskStorage(dataDir: string): Storage {
  const root = diskStoreDir(dataDir);
  return {
    async put(prefix, extension, bytes) {
      const key = newKey(prefix, extension);
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true, mode: DIR_MODE });
      // Written aside then renamed, so a crash never leaves half a file under a live key.
      const partial = `${target}.partial`;
      await writeFile(partial, bytes, { mode: FILE_MODE });
      await rename(partial, target);
      return key;
    },
    async replace(key, bytes) {
      if (!isStorageKey(key)) return false;
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
      if (!isStorageKey(key)) return null;
      try {
        return await readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (isStorageKey(key)) await rm(path.join(root, key), { force: true });
    },
    list: () => diskKeys(root),
  };
}

/** The keys under a store folder. Keys are one folder deep (KEY_PATTERN): two levels are all. */
export async function* diskKeys(root: string): AsyncGenerator<string> {
  for (const folder of await entries(root)) {
    if (!folder.isDirectory()) continue;
    for (const file of await entries(path.join(root, folder.name))) {
      const key = `${folder.name}/${file.name}`;
      if (file.isFile() && isStorageKey(key)) yield key;
    }
  }
}

async function entries(dir: string) {
  try {
    return (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
