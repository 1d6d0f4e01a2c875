import { companyUserMessages, ROLE, type CompanyUser } from '@paperless/core';
import { sql } from 'kysely';
import { writeAudit } from '../../../lib/audit.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import { assertReauthenticated, mailOwnershipTransferred } from '../../auth/index.js';
import { auditRefusals, refuseSuperAdmin, type Ctx } from '../access.js';
import { findRow, findUser } from '../service.js';
import { roleIdOf } from './queries.js';
import { clinicScope } from './service.js';

/**
 * POST /api/admin/transfer/{id} (decision 6): the owner hands the company to another of its
 * users. In one transaction is_owner moves, the new owner becomes Client Admin, the previous
 * owner Sub-Client Admin, and the company's login e-mail follows the owner. Roles are read per
 * request, so both users' sessions carry their new permissions from the next call on. The owner
 * confirms their password (and code) first, and both owners are told by e-mail (Security II).
 */
export async function transferOwnership(
  ctx: Ctx & { cipher: Cipher },
  id: number,
  requestedCompany?: number,
): Promise<CompanyUser> {
  const scope = await clinicScope(ctx, requestedCompany);
  const { companyId } = scope;
  const event = { action: 'company.ownership_transfer', targetType: 'user', targetId: id };
  return auditRefusals(ctx, event, () =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await findRow(trx, scope, id);
      // Read from the database, not the session, so two racing transfers cannot both pass.
      const caller = await trx
        .selectFrom('users')
        .select(['id', 'is_owner', 'email', 'first_name'])
        .where('id', '=', ctx.auth.user.id)
        .where('company_id', '=', companyId)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!caller?.is_owner) {
        throw new AppError('forbidden', companyUserMessages.onlyOwnerTransfers);
      }
      if (target.is_owner) throw new AppError('conflict', companyUserMessages.alreadyOwner);
      refuseSuperAdmin(scope, target);
      // Asked only of a transfer that would go through: a session left open is not enough.
      await assertReauthenticated(trx, ctx.auth);
      const clientAdmin = await roleIdOf(trx, ROLE.clientAdmin);
      const subClientAdmin = await roleIdOf(trx, ROLE.subClientAdmin);
      await trx
        .updateTable('users')
        .set({ is_owner: false, role_id: subClientAdmin, updated_at: sql<Date>`now()` })
        .where('id', '=', caller.id)
        .execute();
      await trx
        .updateTable('users')
        .set({ is_owner: true, role_id: clientAdmin, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('companies')
        .set({ email: target.email, updated_at: new Date() })
        .where('id', '=', companyId)
        .execute();
      await writeAudit(trx, ctx.actor, {
        ...event,
        details: { company_id: companyId, previous_owner_id: caller.id },
      });
      const company = await trx
        .selectFrom('companies')
        .select('name')
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow();
      await mailOwnershipTransferred(trx, ctx.cipher, {
        company: company.name,
        previous: caller,
        next: target,
      });
      return findUser(trx, scope, id);
    }),
  );
}
