import path from 'node:path';
import { loadConfig } from '../config.js';
import { createBackup, defaultBackupPath } from '../lib/backup/backup.js';
import { postgresBackupSteps } from '../lib/backup/postgres-steps.js';
import { createStorage } from '../lib/storage.js';

/**
 * `npm run backup [-- <file.tar.gz>]`: one archive of the embedded database and DATA_DIR's files
 * (storage, encryption key or keyring), with a manifest of row counts and checksums. The server
 * must be stopped: the database is PGlite, one process's files, and a copy taken while it writes
 * could be inconsistent. On PostgreSQL it archives the files and prints the pg_dump steps. With
 * S3_BUCKET set, the stored files come from the bucket.
 */
const config = loadConfig();
const arg = process.argv.slice(2).find((a) => !a.startsWith('--'));
const out = arg ? path.resolve(arg) : defaultBackupPath();
try {
  if (config.databaseUrl) console.log(postgresBackupSteps());
  const manifest = await createBackup({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    out,
    bucketStorage: config.s3 ? createStorage(config) : undefined,
  });
  const rows = Object.values(manifest.tables ?? {}).reduce((a, b) => a + b, 0);
  console.log(`Backup written: ${out}`);
  if (manifest.tables) {
    console.log(`  database: ${Object.keys(manifest.tables).length} tables, ${rows} rows`);
  }
  console.log(`  files: ${manifest.files.filter((f) => f.path.startsWith('files/')).length}`);
  if (config.s3) console.log(`  stored files (logos, PDFs) from S3_BUCKET "${config.s3.bucket}"`);
  console.log(
    config.encryptionKey
      ? '  The encryption key comes from DATA_ENCRYPTION_KEY and is NOT in the archive: keep it safe apart.'
      : '  The archive holds the encryption key with the data: store it as securely as the data itself.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
