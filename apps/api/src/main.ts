import { buildApp } from './app.js';
import { startBackgroundWork } from './jobs/index.js';
import { sealAuditLog } from './modules/audit-log/index.js';
import { loadConfig } from './config.js';
import { prepareDatabase } from './db/prepare.js';
import { loadCipher } from './lib/crypto.js';
import { restrictUmask, secureDataDir } from './lib/data-dir.js';
import { sharedKeyRefusal, singleInstanceWarning } from './lib/instances.js';
import { checkStorageAtStart } from './lib/storage/start-check.js';
import { createTransport } from './lib/outbox/transports.js';
import { demoPaymentsRefusal } from './modules/signup/index.js';
import { bootstrapAdmin } from './seed/admin.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/demo.js';

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
  startBackgroundWork(app);
  // With PostgreSQL and a configured key, one re-seal pass at start all the same: it converts
  // what older versions stored (unkeyed patient keys, addresses in clear) under this instance's
  // primary, which every instance can open; skipped when the database records a complete pass
  // under this instance's only key.
  if (database.engine !== 'pglite' && config.encryptionKey) void app.keyReseal.runOnce();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // app.close() stops accepting connections and waits for requests in flight.
    await app.close();
    // The last requests' audit rows join the chain now rather than at the next start.
    await sealAuditLog(db).catch((error: unknown) =>
      app.log.error({ err: error instanceof Error ? error.name : 'unknown' }, 'audit not sealed'),
    );
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
  const alone = singleInstanceWarning(config);
  if (alone) app.log.warn(alone);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
