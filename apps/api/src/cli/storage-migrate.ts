import { loadConfig } from '../config.js';
import { lockForMaintenance } from '../lib/backup/manifest.js';
import { checkBucket } from '../lib/storage/bucket-check.js';
import { diskStoreDir } from '../lib/storage/disk.js';
import { migrateDiskStore, type MigrationFigures } from '../lib/storage/migrate.js';
import { openBucket } from '../lib/storage/s3.js';

/**
 * `npm run storage:migrate`: moves the stored files (logos, PDFs) from DATA_DIR/storage into
 * the bucket of S3_BUCKET (lib/storage/migrate.ts), every one verified by its SHA-256 before
 * the folder is moved aside. Stop every server first; rerun it as often as needed.
 */
const config = loadConfig();

function report(f: MigrationFigures, bucket: string): string {
  if (!f.movedTo) {
    return `Nothing to migrate: there is no ${diskStoreDir(config.dataDir)}. Servers with S3_BUCKET set may start.`;
  }
  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
  const lines = [
    `Stored files in ${diskStoreDir(config.dataDir)}: ${f.found}`,
    `  copied into S3_BUCKET "${bucket}": ${f.copied} new, ${f.recopied} again (differed in the bucket), ${mb(f.bytesCopied)}`,
    `  skipped (already in the bucket, same SHA-256): ${f.skipped}`,
    `  verified (read back from the bucket, SHA-256 equal): ${f.verified} of ${f.found}, ${mb(f.bytesVerified)}`,
  ];
  if (f.ignored.length > 0) {
    lines.push(`  not stored files, left in the folder: ${f.ignored.join(', ')}`);
  }
  lines.push(
    `Switched: the folder is now ${f.movedTo}. Start the servers with S3_BUCKET set.`,
    'That folder is a second copy of the files (sealed PDFs, logos): delete it once the servers serve them.',
  );
  return lines.join('\n');
}

async function main(): Promise<number> {
  if (!config.s3) {
    console.error(
      'S3_BUCKET is not set: set S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
        '(as the servers will have them) to move the stored files into that bucket.',
    );
    return 2;
  }
  // An embedded-database server holds this lock; one on PostgreSQL must be stopped by hand.
  const release = lockForMaintenance(config.dataDir, 'Moving the stored files');
  const bucket = openBucket(config.s3);
  try {
    await checkBucket(bucket);
    const figures = await migrateDiskStore({ dataDir: config.dataDir, bucket });
    console.log(report(figures, config.s3.bucket));
    return 0;
  } finally {
    bucket.close();
    release();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
