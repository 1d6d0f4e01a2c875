import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { KEYRING_FILE } from './keyring.js';

/**
 * On PostgreSQL several instances may serve one database (issue 15): each must seal and open
 * patient data with the same key, which a keyring file in one machine's DATA_DIR cannot give.
 */
export function sharedKeyRefusal(config: Config): string | null {
  if (!config.databaseUrl || config.encryptionKey) return null;
  // encryption.key: the one-key file of installations made before keyrings (lib/keyring.ts).
  const keyring = [KEYRING_FILE, 'encryption.key']
    .map((name) => path.join(config.dataDir, name))
    .find((file) => existsSync(file));
  const lines = [
    'DATABASE_URL is set (PostgreSQL) but DATA_ENCRYPTION_KEY is not. On PostgreSQL every instance',
    'must seal and open patient data with the same key, so it comes from the environment, not from',
    "a keyring file in one machine's DATA_DIR.",
    'Make a key with `openssl rand -base64 32`, set it as DATA_ENCRYPTION_KEY on every instance,',
    'and keep a copy apart from the database backups: without it the data cannot be read.',
  ];
  if (keyring) {
    lines.push(
      `This DATA_DIR has a keyring (${keyring}) that sealed the existing data: set`,
      'DATA_ENCRYPTION_KEY to its first key and DATA_ENCRYPTION_PREVIOUS_KEYS to the others',
      '(comma separated) instead of a new key.',
    );
  }
  return lines.join('\n');
}

/**
 * PostgreSQL alone does not make an instance shareable: files on this machine's disk and rate
 * limits in its memory would each be seen by one instance only. That is a fine single server,
 * so it is said at start rather than refused.
 */
export function singleInstanceWarning(config: Config): string | null {
  if (!config.databaseUrl) return null;
  const local = [
    ...(config.s3 ? [] : [`files in ${config.dataDir}/storage (set S3_BUCKET)`]),
    ...(config.rateLimit.redisUrl ? [] : ['rate limits in memory (set REDIS_URL)']),
  ];
  if (local.length === 0) return null;
  return `This instance keeps ${local.join(' and ')}: run no second instance beside it until both are shared.`;
}
