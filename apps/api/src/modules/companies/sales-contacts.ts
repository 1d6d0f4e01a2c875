import { ROLE } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';

/** The Assigned Sales Contact choices: live Sales Persons, by name. */
export async function listSalesContacts(db: DbExecutor) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('r.name', '=', ROLE.salesPerson)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
}
