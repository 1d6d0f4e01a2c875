import { messages, type PracticeProfile, type PracticeProfileView } from '@paperless/core';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';
import { companyInScope } from '../../lib/tenancy.js';

export interface Ctx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
}

const COLUMNS = [
  'name',
  'phone',
  'address',
  'address1',
  'city',
  'state',
  'zip',
  'brand_color',
  'patient_language',
  'logo_key',
] as const;

type Row = Pick<
  PracticeProfileView,
  | 'name'
  | 'phone'
  | 'address'
  | 'address1'
  | 'city'
  | 'state'
  | 'zip'
  | 'brand_color'
  | 'patient_language'
> & { logo_key: string | null };

async function loadProfile(db: DbExecutor, companyId: number, lock = false): Promise<Row> {
  let query = db
    .selectFrom('companies')
    .select(COLUMNS)
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('not_found', messages.notFound);
  return row;
}

/** The same public address the client form's company answer gives (companies/queries.ts). */
const view = ({ logo_key, ...row }: Row): PracticeProfileView => ({
  ...row,
  logo_url: logo_key ? `/api/${logo_key}` : null,
});

export async function getPracticeProfile(
  db: DbExecutor,
  auth: AuthContext,
  requestedCompanyId: number | undefined,
): Promise<PracticeProfileView> {
  const companyId = await companyInScope(db, auth, requestedCompanyId);
  return view(await loadProfile(db, companyId));
}

/**
 * The owner saves the practice's phone, address and brand colour: the same columns the client
 * form edits, so provider staff see the owner's values there and the other way round. The audit
 * row names what changed, with both values (business details, no patient data).
 */
export async function updatePracticeProfile(
  { db, auth, actor }: Ctx,
  requestedCompanyId: number | undefined,
  profile: PracticeProfile,
): Promise<PracticeProfileView> {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, requestedCompanyId);
    const before = await loadProfile(trx, companyId, true);
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    for (const [key, value] of Object.entries(profile) as [
      keyof PracticeProfile,
      string | null | undefined,
    ][]) {
      // An absent patient_language (issue 21) keeps the clinic's default.
      if (value !== undefined && before[key] !== value)
        changes[key] = { from: before[key], to: value };
    }
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('companies')
        .set({ ...profile, updated_at: new Date() })
        .where('id', '=', companyId)
        .execute();
    }
    await writeAudit(trx, actor, {
      action: 'company.practice_profile_update',
      targetType: 'company',
      targetId: companyId,
      details: { company_id: companyId, changes },
    });
    return view({
      ...before,
      ...profile,
      patient_language: profile.patient_language ?? before.patient_language,
    });
  });
}

/**
 * Sets (a storage key) or removes (null) the practice's logo. The previous file stays in storage:
 * a PDF rendered earlier already holds its own copy, and storage keeps no delete (backups list
 * every key); nothing links to it any more.
 */
export async function setPracticeLogo(
  { db, auth, actor }: Ctx,
  requestedCompanyId: number | undefined,
  logoKey: string | null,
): Promise<PracticeProfileView> {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, requestedCompanyId);
    const before = await loadProfile(trx, companyId, true);
    await trx
      .updateTable('companies')
      .set({ logo_key: logoKey, updated_at: new Date() })
      .where('id', '=', companyId)
      .execute();
    await writeAudit(trx, actor, {
      action: logoKey ? 'company.logo_update' : 'company.logo_remove',
      targetType: 'company',
      targetId: companyId,
      details: { company_id: companyId, had_logo: before.logo_key !== null },
    });
    return view({ ...before, logo_key: logoKey });
  });
}
