/**
 * On PostgreSQL the database is backed up with PostgreSQL's own tools (consistent while the
 * server runs); `npm run backup` then archives DATA_DIR's files. The dump first, the files
 * second: files are only ever added under new names, so every file a dumped row names is in
 * the later files archive.
 */
export function postgresBackupSteps(): string {
  return [
    "PostgreSQL (DATABASE_URL is set): this archive holds DATA_DIR's files only. Back up the database",
    'with pg_dump first, then run this command:',
    '  pg_dump --format=custom --file=paperless-db.dump "$DATABASE_URL"',
  ].join('\n');
}

export function postgresRestoreSteps(): string {
  return [
    'Files restored. Restore the database with pg_restore into an empty database, then start the server:',
    '  createdb paperless   # or: psql -c "create database paperless"',
    '  pg_restore --no-owner --dbname="$DATABASE_URL" paperless-db.dump',
  ].join('\n');
}
