import type { Kysely } from 'kysely';

/** Placeholder for issue 7's audit_chain work: replaced by its real migration. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
