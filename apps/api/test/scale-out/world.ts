import { ROLE } from '@paperless/core';
import type { Db } from '../../src/db/database.js';
import { seedClinic } from '../factories/server-seed.js';
import { createUser, type TestUser } from '../factories/users.js';

/** Who acts in the scale-out test: the Super Admin, and a clinic whose owner sends links. */
export interface World {
  admin: TestUser;
  clinic: { companyId: number; formId: number };
  owner: TestUser;
}

/**
 * Written straight to the database before the instances start (as the security tests seed
 * theirs): the clinic's plan allows 100,000 encounters a month, so its daily sending quota
 * (three messages per encounter) never gets in the way of a few hundred links.
 */
export async function seedWorld(db: Db): Promise<World> {
  const admin = await createUser(db, ROLE.superAdmin);
  const clinic = await seedClinic(db);
  const owner = await createUser(db, ROLE.clientAdmin, {
    companyId: clinic.companyId,
    owner: true,
  });
  return { admin, clinic, owner };
}
