import { cancelPendingChange } from '../email-change/service.js';
import { auditRefusals, type Ctx } from '../access.js';
import { loadTarget, refuseHigherPrivileges, refuseSuperAdmin } from './access.js';

/** Staff with the Edit form's rights cancel a pending login e-mail change of the user. */
export async function cancelStaffEmailChange(ctx: Ctx, id: number): Promise<void> {
  const event = { action: 'email_change.cancel', targetType: 'user', targetId: id };
  await auditRefusals(ctx, event, () =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await loadTarget(trx, id);
      refuseSuperAdmin(target);
      refuseHigherPrivileges(ctx.auth, target);
      await cancelPendingChange(trx, ctx.actor, { id, company_id: null });
    }),
  );
}
