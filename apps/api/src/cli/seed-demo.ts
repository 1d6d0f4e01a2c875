import { loadConfig } from '../config.js';
import { prepareDatabase } from '../db/prepare.js';
import { loadCipher } from '../lib/crypto.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../seed/demo.js';

/** `npm run seed:demo`: loads the demo data into the configured database and prints the logins. */
const config = loadConfig();
const database = await prepareDatabase(config);
try {
  const loaded = await seedDemo(database.db, loadCipher(config));
  console.log(loaded ? 'Demo data loaded.' : 'Demo data was already there; nothing changed.');
  console.log(`Demo logins (password for all: ${DEMO_PASSWORD}):`);
  for (const u of DEMO_USERS) console.log(`  ${u.role.padEnd(16)} ${u.email}`);
} finally {
  await database.close();
}
