import { messages, sendingMessages } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { forgetOutboxLink } from '../../../lib/outbox/enqueue.js';
import { companyInScope } from '../../../lib/tenancy.js';
import { planReminders } from '../reminders/plan.js';
import { formLinkRef } from './message.js';
import { forgetDraft } from '../handoff/drafts.js';
import type { Ctx } from './service.js';
import { clinicZone } from '../../../lib/tenancy.js';

/** A link of the company, locked until the action commits (a patient may be submitting it). */
async function lockedLink(trx: DbExecutor, companyId: number, linkId: number) {
  const link = await trx
    .selectFrom('form_links')
    .select(['id', 'submitted_at', 'cancelled_at'])
    .where('id', '=', String(linkId))
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!link) throw new AppError('not_found', messages.notFound);
  return link;
}

/**
 * The practice withdraws a link: it stops working at once (the patient is told it was
 * cancelled), no reminder follows, the forms a patient saved so far are dropped, and the stored
 * copy of the message forgets the URL. Cancelling a cancelled link changes nothing.
 */
export async function cancelLink(
  { db, auth, actor }: Ctx,
  linkId: number,
  requestedCompany?: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, requestedCompany);
    const link = await lockedLink(trx, companyId, linkId);
    if (link.submitted_at) throw new AppError('conflict', sendingMessages.cannotCancel);
    if (link.cancelled_at) return;
    const dropped = await withdrawLink(trx, link.id, auth.user.id);
    await writeAudit(trx, actor, {
      action: 'link.cancel',
      targetType: 'form_link',
      targetId: link.id,
      details: { company_id: companyId, saved_forms_dropped: dropped },
    });
  });
}

/**
 * What withdrawing a link does, for the practice's cancel and the kiosk's abandoned fills: it
 * stops working at once, no reminder follows, the forms saved so far, the draft and its hand-off
 * codes are dropped, and the outbox's copy of the message forgets the URL. Answers how many
 * saved forms went.
 */
export async function withdrawLink(
  trx: DbExecutor,
  linkId: string,
  cancelledBy: number | null,
): Promise<number> {
  await trx
    .updateTable('form_links')
    .set({
      cancelled_at: sql<Date>`now()`,
      cancelled_by: cancelledBy,
      next_reminder_at: null,
      token_sealed: null,
    })
    .where('id', '=', linkId)
    .execute();
  const steps = await trx.deleteFrom('link_steps').where('link_id', '=', linkId).executeTakeFirst();
  await forgetOutboxLink(trx, formLinkRef(linkId));
  await forgetDraft(trx, linkId);
  return Number(steps.numDeletedRows);
}

/**
 * Gives a link `days` more: counted from its expiry, or from now when it has already expired,
 * so an expired link works again under the same URL. A completed or cancelled link is done.
 */
export async function extendLink(
  { db, auth, actor }: Ctx,
  linkId: number,
  days: number,
  requestedCompany?: number,
): Promise<{ expiresAt: Date; timeZone: string }> {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, requestedCompany);
    const link = await lockedLink(trx, companyId, linkId);
    if (link.submitted_at || link.cancelled_at) {
      throw new AppError('conflict', sendingMessages.cannotExtend);
    }
    const extended = await trx
      .updateTable('form_links')
      .set({
        expires_at: sql<Date>`greatest(now(), expires_at) + make_interval(days => ${days})`,
        // The patient's "Ask for a new link" is answered: should the link lapse again, their
        // next request reaches the clinic at once, not a day after the first.
        renewal_requested_at: null,
      })
      .where('id', '=', link.id)
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    await planReminders(trx, [link.id]);
    await writeAudit(trx, actor, {
      action: 'link.extend',
      targetType: 'form_link',
      targetId: link.id,
      details: { company_id: companyId, days },
    });
    return { expiresAt: extended.expires_at, timeZone: await clinicZone(trx, companyId) };
  });
}
