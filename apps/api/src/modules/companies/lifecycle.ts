import { companyMessages, type Company } from '@paperless/core';
import { writeAudit } from '../../lib/audit.js';
import type { DbExecutor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { getCompany, type Ctx } from './service.js';
import { reactivatedStatus } from './subscription.js';

/** Ends every session of the company's users: a suspended or deleted clinic is signed out. */
async function signOutCompany(db: DbExecutor, companyId: number, reason: string) {
  await db
    .updateTable('sessions')
    .set({ ended_at: new Date(), ended_reason: reason })
    .where('ended_at', 'is', null)
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('id').where('company_id', '=', companyId),
    )
    .execute();
}

/** Deactivate (with the reason, decision 16: Suspended) or activate a client. */
export async function setCompanyStatus(
  { db, auth, actor }: Ctx,
  id: number,
  status: number,
  reason: string | null | undefined,
): Promise<Company> {
  return db.transaction().execute(async (trx) => {
    await getCompany(trx, auth, id);
    if (status === 0 && !reason) throw AppError.field('reason', companyMessages.reasonRequired);
    await trx
      .updateTable('companies')
      .set({ status, in_active_reason: status === 0 ? reason! : null, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('subscriptions')
      .set({
        status: status === 0 ? 'suspended' : await reactivatedStatus(trx, id),
        updated_at: new Date(),
      })
      .where('company_id', '=', id)
      .execute();
    if (status === 0) await signOutCompany(trx, id, 'company deactivated');
    await writeAudit(trx, actor, {
      action: status === 0 ? 'company.deactivate' : 'company.activate',
      targetType: 'company',
      targetId: id,
    });
    return getCompany(trx, auth, id);
  });
}

/**
 * Soft delete: the company and its users disappear from every list and cannot sign in, but
 * its submissions, invoices and audit trail are kept (records must outlive the contract).
 */
export async function deleteCompany({ db, auth, actor }: Ctx, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await getCompany(trx, auth, id);
    const now = new Date();
    await trx.updateTable('companies').set({ deleted_at: now }).where('id', '=', id).execute();
    await trx
      .updateTable('users')
      .set({ deleted_at: now })
      .where('company_id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
    await signOutCompany(trx, id, 'company deleted');
    await writeAudit(trx, actor, { action: 'company.delete', targetType: 'company', targetId: id });
  });
}
