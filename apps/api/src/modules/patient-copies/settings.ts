import { messages, type PatientCopySettings } from '@paperless/core';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';
import { companyInScope } from '../../lib/tenancy.js';

async function load(db: DbExecutor, companyId: number): Promise<PatientCopySettings> {
  const row = await db
    .selectFrom('companies')
    .select('email_patient_copy')
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', messages.notFound);
  return { email_patient_copy: row.email_patient_copy };
}

/** Whether the clinic e-mails its patients a copy of what they signed (issue 19). */
export async function getCopySettings(
  db: Db,
  auth: AuthContext,
  requestedCompanyId: number | undefined,
): Promise<PatientCopySettings> {
  return load(db, await companyInScope(db, auth, requestedCompanyId));
}

/** The owner's choice, audited with the value it had and the one it has now. */
export async function updateCopySettings(
  { db, auth, actor }: { db: Db; auth: AuthContext; actor: AuditActor },
  requestedCompanyId: number | undefined,
  settings: PatientCopySettings,
): Promise<PatientCopySettings> {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, requestedCompanyId);
    const before = await load(trx, companyId);
    await trx
      .updateTable('companies')
      .set({ email_patient_copy: settings.email_patient_copy })
      .where('id', '=', companyId)
      .execute();
    await writeAudit(trx, actor, {
      action: 'company.patient_copy_setting',
      targetType: 'company',
      targetId: companyId,
      details: { from: before.email_patient_copy, to: settings.email_patient_copy },
    });
    return settings;
  });
}
