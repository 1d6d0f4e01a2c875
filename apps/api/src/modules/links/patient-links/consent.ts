import {
  consentIsCurrent,
  esignConsentMessages,
  isSigned,
  type LinkConsentResponse,
  type LinkConsentState,
  type TemplateValues,
} from '@paperless/core';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { anonymous, writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { findLiveLink, unavailable, type LiveLink } from './lookup.js';

/**
 * The e-sign consumer disclosure (issue 18; its text is core's esign-consent.ts): a patient
 * accepts it once per link, before the link's first signature, and the link keeps when and which
 * version. The Signature Certificate prints both.
 */

/** What the patient's page is told about the link's acceptance. */
export function consentState(link: LiveLink): LinkConsentState {
  return link.consent
    ? { version: link.consent.version, accepted_at: link.consent.acceptedAt.toISOString() }
    : null;
}

/**
 * A signed form needs the link's acceptance of today's disclosure: without it, a 422 on the
 * first signature's field, before anything is stored. Forms with no signature need none.
 */
export function requireConsent(link: LiveLink, values: TemplateValues): void {
  if (consentIsCurrent(link.consent)) return;
  const signed = Object.keys(values).find((name) => isSigned(values[name]));
  if (signed !== undefined) throw AppError.field(signed, esignConsentMessages.required);
}

/**
 * Records the patient's acceptance of the disclosure version their page showed (the schema
 * refuses any other), and the language it was shown in: the link's language now, since the
 * page tells the link (PUT .../language) whenever it shows another one. The certificate quotes
 * the disclosure in that language even if the patient switches afterwards. Accepting the same
 * version again keeps the first time and language: the certificate says when, and in what
 * words, the patient first agreed. Every acceptance is audited with the language shown then.
 */
export async function acceptConsent(opts: {
  db: Db;
  token: string;
  version: string;
  ip: string | null;
}): Promise<LinkConsentResponse['consent']> {
  return opts.db.transaction().execute(async (trx) => {
    const link = await findLiveLink(trx, opts.token, { lock: true });
    if (!link) throw unavailable();
    let consent = link.consent?.version === opts.version ? link.consent : null;
    const first = consent === null;
    if (!consent) {
      const row = await trx
        .updateTable('form_links')
        .set({
          consent_accepted_at: sql<Date>`now()`,
          consent_version: opts.version,
          consent_language: link.language,
        })
        .where('id', '=', link.id)
        .returning('consent_accepted_at')
        .executeTakeFirstOrThrow();
      consent = { version: opts.version, acceptedAt: row.consent_accepted_at ?? new Date() };
    }
    await writeAudit(
      trx,
      { ...anonymous(opts.ip), companyId: link.companyId },
      {
        action: 'patient_link.consent_accepted',
        targetType: 'form_link',
        targetId: link.id,
        details: { version: opts.version, first, language: link.language },
      },
    );
    return { version: consent.version, accepted_at: consent.acceptedAt.toISOString() };
  });
}
