// Where the browser tests' server keeps its data. With TEST_DATABASE_URL (CI, and any machine
// with PostgreSQL) it is a fresh PostgreSQL database of its own, so a command-line tool such as
// `reminders:run` can work on the same data while the server runs, as it would in production;
// without it, the embedded database, which only the server's process can open.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface E2eData {
  dataDir: string;
  /** Set when the server runs on PostgreSQL. */
  databaseUrl: string | undefined;
  adminUrl: string | undefined;
  database: string | undefined;
}

export function e2eData(port: number): E2eData {
  const dataDir = path.join(tmpdir(), `paperless-e2e-${port}`);
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { dataDir, databaseUrl: undefined, adminUrl: undefined, database: undefined };
  const database = `paperless_e2e_${port}`;
  const url = new URL(base);
  const adminUrl = url.toString();
  url.pathname = `/${database}`;
  return { dataDir, databaseUrl: url.toString(), adminUrl, database };
}

/** One key per run, shared by the server and the tools the tests start (the same process tree). */
export const e2eEncryptionKey: string = (process.env.E2E_ENCRYPTION_KEY ??=
  randomBytes(32).toString('base64'));
