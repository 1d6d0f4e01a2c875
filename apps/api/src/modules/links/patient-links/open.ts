import type { PublicLinkResponse } from '@paperless/core';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import { consentState } from './consent.js';
import { actorFor, findLiveLink, linkForms, publicForm, unavailable } from './lookup.js';

/**
 * What the patient's page shows for a link; the first and the latest open are recorded. A real
 * link that no longer opens throws LinkGone (410): the page says why and whom to call.
 */
export async function openLink(opts: {
  db: Db;
  token: string;
  ip: string | null;
}): Promise<PublicLinkResponse['data']> {
  return opts.db.transaction().execute(async (trx) => {
    const link = await findLiveLink(trx, opts.token, { explain: true });
    if (!link) throw unavailable();
    const forms = await linkForms(trx, link);
    // A bucket emptied, or a form deleted, since the link was sent: nothing to fill.
    if (forms.length === 0) throw unavailable();
    // The front desk's Activity shows when the patient last looked, not only the first time.
    await trx
      .updateTable('form_links')
      .set({
        opened_at: sql<Date>`coalesce(opened_at, now())`,
        last_opened_at: sql<Date>`now()`,
      })
      .where('id', '=', link.id)
      .execute();
    const done = await trx
      .selectFrom('link_steps')
      .select('form_id')
      .where('link_id', '=', link.id)
      .execute();
    await writeAudit(trx, actorFor(link, opts.ip), {
      action: 'patient_link.opened',
      targetType: 'form_link',
      targetId: link.id,
      details: { first_open: !link.opened },
    });
    return {
      kind: link.bucketId === null ? 'form' : 'bucket',
      practice: {
        name: link.practiceName,
        phone: link.branding.phone,
        address: link.branding.address,
        logo_url: link.logoKey ? `/api/${link.logoKey}` : null,
        brand_color: link.branding.brandColor,
      },
      forms: forms.map(publicForm),
      done_form_ids: done.map((d) => d.form_id),
      consent: consentState(link),
      language: link.language,
    };
  });
}
