import type { DbExecutor } from '../../db/database.js';

/** The clinic's IANA zone (issue 16): every time its staff and patients see is shown in it. */
export async function clinicZone(db: DbExecutor, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select('time_zone')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.time_zone;
}
