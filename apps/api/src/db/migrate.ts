import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001_foundation.js';
import * as m0002 from './migrations/0002_plans.js';
import * as m0003 from './migrations/0003_clients.js';
import * as m0004 from './migrations/0004_clinic_portal.js';
import * as m0005 from './migrations/0005_billing.js';
import * as m0006 from './migrations/0006_audit_chain.js';
import * as m0007 from './migrations/0007_account_security.js';
import * as m0008 from './migrations/0008_key_rotation.js';
import * as m0009 from './migrations/0009_scaling.js';

/** Migrations live in code (bundled with the server) and run at start, in name order. */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_plans': m0002,
  '0003_clients': m0003,
  '0004_clinic_portal': m0004,
  '0005_billing': m0005,
  '0006_audit_chain': m0006,
  '0007_account_security': m0007,
  '0008_key_rotation': m0008,
  '0009_scaling': m0009,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
