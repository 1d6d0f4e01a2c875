import type { PatientLanguage } from '@paperless/core';
import type { Db } from '../../../db/database.js';
import { anonymous, writeAudit } from '../../../lib/audit.js';
import { findLiveLink, unavailable } from './lookup.js';

/**
 * The patient's language switch (issue 21): the link keeps the language its pages now show, so
 * what follows (the submission, its PDF, reminders, another device) is in it. Same token answers
 * as the other public routes that store something: a submitted or expired link is no link (404),
 * a cancelled one says so (410). Every switch is audited, even to the language already kept.
 */
export async function switchLinkLanguage(opts: {
  db: Db;
  token: string;
  language: PatientLanguage;
  ip: string | null;
}): Promise<PatientLanguage> {
  return opts.db.transaction().execute(async (trx) => {
    const link = await findLiveLink(trx, opts.token, { lock: true });
    if (!link) throw unavailable();
    if (link.language !== opts.language) {
      await trx
        .updateTable('form_links')
        .set({ language: opts.language })
        .where('id', '=', link.id)
        .execute();
    }
    await writeAudit(
      trx,
      { ...anonymous(opts.ip), companyId: link.companyId },
      {
        action: 'patient_link.language_changed',
        targetType: 'form_link',
        targetId: link.id,
        details: { language: opts.language, previous: link.language },
      },
    );
    return opts.language;
  });
}
