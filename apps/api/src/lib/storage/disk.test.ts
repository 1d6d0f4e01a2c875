import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storageContract } from '#test/support/storage-contract.js';
import { diskStorage, diskStoreDir } from './disk.js';

storageContract('disk', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pc-disk-store-'));
  return {
    storage: diskStorage(dataDir),
    async writeRaw(name, bytes) {
      const file = path.join(diskStoreDir(dataDir), name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
});
