import { loadConfig } from '../config.js';
import { prepareDatabase, type PreparedDatabase } from '../db/prepare.js';
import { loadCipher, type Cipher } from '../lib/crypto.js';
import { addPrimaryKey, dropOldKeys } from '../lib/keyring.js';
import { createStorage } from '../lib/storage.js';
import {
  resealAll,
  type ResealCount,
  ENV_KEY_STEPS,
  formatStatus,
  formatTotals,
  countByKey,
  notUnderPrimary,
} from '../modules/key-rotation/index.js';

/**
 * `npm run keys:rotate`: a new primary key in DATA_DIR's keyring, then every sealed value and
 * PDF re-sealed with it, online. Flags: `--reseal` (re-seal only, e.g. after changing
 * DATA_ENCRYPTION_KEY), `--status` (how much each key sealed), `--drop-old-keys` (remove the
 * old keys from the keyring once nothing is under them). With keys in the environment it
 * prints the steps instead of making a key.
 */
const USAGE = 'Usage: npm run keys:rotate [-- --reseal | --status | --drop-old-keys]';
const flags = process.argv.slice(2);
const mode = flags[0] ?? 'rotate';
if (flags.length > 1 || !['rotate', '--reseal', '--status', '--drop-old-keys'].includes(mode)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const envKeys = Boolean(config.encryptionKey);

/** The database, or null when a running server holds the embedded one. */
async function openDatabase(): Promise<PreparedDatabase | null> {
  try {
    return await prepareDatabase(config);
  } catch (error) {
    if (error instanceof Error && /in use by another Paperless Clinic process/.test(error.message))
      return null;
    throw error;
  }
}

async function reseal(database: PreparedDatabase, cipher: Cipher): Promise<ResealCount[]> {
  const storage = createStorage(config);
  const counts: ResealCount[] = [];
  let printedAt = 0;
  // Again until a pass finds nothing: a server may seal with the old key for a few seconds more.
  for (let round = 0; round < 5; round++) {
    const found = await resealAll({
      db: database.db,
      cipher,
      storage,
      onBatch: (p) => {
        if (Date.now() - printedAt < 1_000) return;
        printedAt = Date.now();
        console.log(`  ${p.target}: ${p.resealed} re-sealed so far`);
      },
    });
    counts.push(...found);
    if (found.every((c) => c.resealed === 0)) break;
  }
  return counts;
}

const SERVER_RUNNING = `A running server holds ${config.dataDir}: it picks the new key up within seconds and re-seals
everything under the old keys in the background (its log says "key rotation: ..."). Stop it to
see the counts with --status.`;

async function main(): Promise<number> {
  // Checks the configured keys (or makes the keyring) before anything changes.
  const cipher = loadCipher(config);
  if (mode === 'rotate' && envKeys) {
    console.log(ENV_KEY_STEPS);
    return 0;
  }
  if (mode === 'rotate') {
    const [primary, ...old] = addPrimaryKey(config.dataDir);
    console.log(`New primary key ${primary} in ${config.dataDir}/encryption.keys.`);
    console.log(`Older keys kept to open what they sealed: ${old.join(', ')}.`);
    cipher.refresh();
  }
  const database = await openDatabase();
  if (!database) {
    console.log(mode === 'rotate' ? SERVER_RUNNING : `A running server holds ${config.dataDir}.`);
    return mode === 'rotate' ? 0 : 1;
  }
  try {
    if (mode === 'rotate' || mode === '--reseal') {
      console.log(`Re-sealing with key ${cipher.primaryKeyId()}...`);
      const counts = await reseal(database, cipher);
      console.log(formatTotals(counts));
      if (counts.some((c) => c.failed > 0)) process.exitCode = 1;
    }
    const status = await countByKey(database.db);
    if (mode === '--drop-old-keys') {
      if (envKeys) {
        console.error(
          'Keys come from the environment: remove DATA_ENCRYPTION_PREVIOUS_KEYS there.',
        );
        return 1;
      }
      const left = notUnderPrimary(status, cipher.primaryKeyId());
      if (left > 0) {
        console.error(`${left} are still under other keys: run --reseal first.`);
        return 1;
      }
      const dropped = dropOldKeys(config.dataDir);
      console.log(`Removed ${dropped.length} old key(s): ${dropped.join(', ') || 'none'}.`);
      cipher.refresh();
    }
    console.log(formatStatus(cipher, status));
    return process.exitCode === 1 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
