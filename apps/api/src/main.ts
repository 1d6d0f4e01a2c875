import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { prepareDatabase } from './db/prepare.js';
import { loadCipher } from './lib/crypto.js';
import { restrictUmask, secureDataDir } from './lib/data-dir.js';
import { KEYRING_FILE } from './lib/keyring.js';
import { checkStorageAtStart } from './lib/storage/start-check.js';
import { createTransport } from './lib/outbox/transports.js';
import { demoPaymentsRefusal } from './modules/signup/demo-payments.js';
import { bootstrapAdmin } from './seed/admin.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/demo.js';

/**
 * On PostgreSQL several instances may serve one database (issue 15): each must seal and open
 * patient data with the same key, which a keyring file in one machine's DATA_DIR cannot give.
 */
function sharedKeyRefusal(config: Config): string | null {
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

async function main(): Promise<void> {
  // Before any file is made: the database, the keyring and stored files are the owner's alone.
  restrictUmask();
  const config = loadConfig();
  secureDataDir(config.dataDir);
  // Before touching the database: a public server must not take free signups by accident.
  const refusal = demoPaymentsRefusal({
    env: config.env,
    stripe: config.stripe !== undefined,
    allowDemoPayments: config.allowDemoPayments,
    appUrl: config.appUrl,
  });
  if (refusal) throw new Error(refusal);
  const keyRefusal = sharedKeyRefusal(config);
  if (keyRefusal) throw new Error(keyRefusal);
  // Before the database too: a bucket that cannot be used stops the start, by setting name.
  await checkStorageAtStart(config);
  const database = await prepareDatabase(config);
  const { db } = database;

  if (config.admin && (await bootstrapAdmin(db, config.admin))) {
    console.warn(`Created the first Super Admin: ${config.admin.email}`);
  }
  if (config.seedDemo && (await seedDemo(db, loadCipher(config)))) {
    console.warn(`Loaded demo data. Every demo login uses the password ${DEMO_PASSWORD}:`);
    for (const u of DEMO_USERS) console.warn(`  ${u.role.padEnd(16)} ${u.email}`);
  }

  const transport = createTransport(config);
  const app = await buildApp({ config, db, transport });
  app.outbox.start(2_000);
  app.pdfWorker.start(1_000);
  app.auditSealer.start(1_000);
  // Embedded: only the server can re-seal (it holds the data directory). PostgreSQL with
  // configured keys: the operator runs `keys:rotate -- --reseal` once every instance has the key.
  if (database.engine === 'pglite' || !config.encryptionKey) app.keyReseal.start(10_000);
  // One pass at start all the same: it converts what older versions stored (unkeyed patient
  // keys, addresses in clear) under this instance's primary, which every instance can open.
  else void app.keyReseal.drain();
  app.billing.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // app.close() stops accepting connections and waits for requests in flight.
    await app.close();
    transport.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Paperless Clinic on ${config.appUrl} (database: ${database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}; files: ${config.s3 ? `S3 bucket ${config.s3.bucket}` : `${config.dataDir}/storage`})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
