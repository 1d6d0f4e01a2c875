import path from 'node:path';
import { loadConfig } from '../config.js';
import { postgresRestoreSteps } from '../lib/backup/postgres-steps.js';
import { restoreBackup } from '../lib/backup/restore.js';
import { restrictUmask } from '../lib/data-dir.js';
import { checkBucket } from '../lib/storage/bucket-check.js';
import { openBucket } from '../lib/storage/s3.js';

/**
 * `npm run restore -- <file.tar.gz> [--force]`: restores an archive of `npm run backup` into
 * DATA_DIR (refused while a server runs, and into a non-empty DATA_DIR unless --force), checks
 * every entry against the manifest, loads the database and compares its row counts. With
 * S3_BUCKET set, the stored files go into the bucket (each read back and verified).
 */
const args = process.argv.slice(2);
const archive = args.find((a) => !a.startsWith('--'));
if (!archive) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--force]');
  process.exit(2);
}
// What the restore writes (files, the database) is the owner's alone, as the server's.
restrictUmask();
const config = loadConfig();
const bucket = config.s3 ? openBucket(config.s3) : undefined;
try {
  // A bucket that cannot take the files is found out before DATA_DIR is touched.
  if (bucket) await checkBucket(bucket);
  const manifest = await restoreBackup({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    archive: path.resolve(archive),
    force: args.includes('--force'),
    bucket,
  });
  console.log(`Restored ${archive} (made ${manifest.createdAt}) into ${config.dataDir}.`);
  if (manifest.tables) {
    console.log(`  database: ${Object.keys(manifest.tables).length} tables, row counts match`);
  }
  console.log(
    `  files: ${manifest.files.filter((f) => f.path.startsWith('files/')).length}, checksums match`,
  );
  if (config.s3) {
    console.log(`  stored files copied into S3_BUCKET "${config.s3.bucket}", each verified`);
  }
  if (manifest.engine === 'postgres') console.log(postgresRestoreSteps());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  bucket?.close();
}
