import {
  emailChangeMessages,
  maskEmail,
  messages,
  ROLE,
  type ForceEmailChange,
} from '@paperless/core';
import type { Db } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import type { MailDeps } from '../../../lib/outbox/enqueue.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { auditRefusals } from '../access.js';
import { applyNewEmail, loadAccount } from './apply.js';
import { cancelOpenChange } from './service.js';

export interface ForceCtx extends MailDeps {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
}

/**
 * The one way around the confirmations (decision 24): a Super Admin (the role itself, not a
 * Sub-Super Admin nor any custom role) changes a login e-mail at once, with a reason. The old
 * address is told, every session ends and the change is audited with both addresses masked.
 */
export async function forceEmailChange(
  ctx: ForceCtx,
  userId: number,
  input: ForceEmailChange,
): Promise<void> {
  const event = { action: 'email_change.force', targetType: 'user', targetId: userId };
  await auditRefusals(ctx, event, () =>
    ctx.db.transaction().execute(async (trx) => {
      if (ctx.auth.user.role !== ROLE.superAdmin) {
        throw new AppError('forbidden', emailChangeMessages.superAdminOnly);
      }
      const account = await loadAccount(trx, userId);
      if (!account) throw new AppError('not_found', messages.notFound);
      if (account.email.toLowerCase() === input.email) {
        throw AppError.field('email', emailChangeMessages.sameEmail);
      }
      await cancelOpenChange(trx, account.id);
      await applyNewEmail(trx, ctx, {
        account,
        newEmail: input.email,
        takenMessage: emailChangeMessages.emailTaken,
        forced: true,
      });
      const now = new Date();
      const row = await trx
        .insertInto('email_changes')
        .values({
          user_id: account.id,
          old_email: account.email,
          new_email: input.email,
          requested_by: ctx.actor.userId,
          origin: 'force',
          expires_at: now,
          completed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, ctx.actor, {
        ...event,
        details: {
          change_id: row.id,
          company_id: account.company_id,
          old_email: maskEmail(account.email),
          new_email: maskEmail(input.email),
          reason: input.reason,
        },
      });
    }),
  );
}
