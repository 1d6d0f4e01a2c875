import type { SignupAgreements } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';

/**
 * Issue 20: one row per accepted document (Terms of Service, BAA) with the version the visitor
 * read (the payload's schema has already refused any other than the current one), the time and
 * the address the request came from, as the app's trust-proxy setting resolves it.
 */
export async function recordAgreements(
  trx: DbExecutor,
  acceptance: { companyId: number; userId: number; ip: string | null; now: Date },
  agreements: Pick<SignupAgreements, 'termsVersion' | 'baaVersion'>,
): Promise<void> {
  const row = (document: 'terms' | 'baa', version: string) => ({
    company_id: acceptance.companyId,
    user_id: acceptance.userId,
    document,
    version,
    accepted_at: acceptance.now,
    ip: acceptance.ip,
  });
  await trx
    .insertInto('terms_acceptances')
    .values([row('terms', agreements.termsVersion), row('baa', agreements.baaVersion)])
    .execute();
}
