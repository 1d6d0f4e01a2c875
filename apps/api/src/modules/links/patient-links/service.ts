import {
  COPY_DOWNLOAD_MINUTES,
  patientLinkMessages,
  type LinkSubmitPayload,
  type TemplateValues,
} from '@paperless/core';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import { recordEvent } from '../../../lib/jobs/events.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { loadFormDefinition } from '../../forms/index.js';
import {
  checkAnswers,
  createEncounter,
  type StoredForm,
  sealSigner,
  type Signer,
  bindUploads,
  checkUploads,
} from '../../submissions/index.js';
import {
  actorFor,
  findLiveLink,
  linkForms,
  linkTitle,
  unavailable,
  type LinkForm,
  type LiveLink,
} from './lookup.js';
import { requireConsent } from './consent.js';
import { inLinkLanguage } from './language.js';
import { cleanSignatureImages } from './signature-images.js';
import { linkCompleted } from './events.js';

type Trx = Transaction<Database>;

/** The patient's own copy to download, offered on the done screen (issue 19). */
export interface IssuedCopy {
  token: string;
  expires_at: string;
}

type SubmitPayload = Pick<LinkSubmitPayload, 'formId' | 'lastForm' | 'currentFormId'> & {
  fields: TemplateValues;
};

/**
 * Stores one form of a link (decision 14: committed before the patient hears it worked). A
 * single form, or the last missing form of a bucket, completes the link in one transaction:
 * one encounter, a submission per form, the link marked submitted. Earlier forms of a bucket
 * wait in link_steps; sending one again replaces it.
 */
export async function submitLinkForm(opts: {
  db: Db;
  cipher: Cipher;
  token: string;
  payload: SubmitPayload;
  ip: string | null;
  /** The browser's user agent, for the Signature Certificate. */
  userAgent?: string | null;
}): Promise<{ complete: boolean; copy: IssuedCopy | null }> {
  // Only a live link's submission is worth decoding images for: a stranger's token costs one
  // lookup. The images are decoded before the link's row is locked (sharp works off the event
  // loop), and the link is looked up again under the lock below.
  const live = await findLiveLink(opts.db, opts.token);
  if (!live) throw unavailable();
  const payload = { ...opts.payload, fields: await cleanSignatureImages(opts.payload.fields) };
  const formId =
    live.bucketId === null ? payload.formId : (payload.currentFormId ?? payload.formId);
  /** The form sent among the link's forms, and its answers checked by its rules. */
  const checked = (forms: LinkForm[]) => {
    if (forms.length === 0) throw unavailable();
    const form = forms.find((f) => f.definition.formId === formId);
    if (!form) throw AppError.field('formId', patientLinkMessages.formNotInLink);
    return { form, values: checkAnswers(form.definition, payload.fields) };
  };
  try {
    // Checked before the link's row is locked: nothing a patient sends holds the lock (and the
    // transaction it belongs to) while its answers are walked (Security III, finding 2).
    const before = checked(await linkForms(opts.db, live));
    return await opts.db.transaction().execute(async (trx) => {
      const link = await findLiveLink(trx, opts.token, { lock: true });
      if (!link) throw unavailable();
      const forms = await linkForms(trx, link);
      // The form edited in the meantime (rare): its answers are checked again, against it.
      const now = forms.find((f) => f.definition.formId === formId);
      const { form, values } =
        now?.definition.version === before.form.definition.version &&
        now.definition.kind === before.form.definition.kind
          ? { form: now, values: before.values }
          : checked(forms);
      requireConsent(link, values);
      await checkUploads(trx, link.id, form.definition, values);
      const actor = actorFor(link, opts.ip);
      const signer: Signer = { ip: opts.ip, userAgent: opts.userAgent ?? null };

      if (link.bucketId === null) {
        const copy = await complete(trx, opts, link, actor, signer, [
          { definition: form.definition, values, language: link.language },
        ]);
        return { complete: true, copy };
      }
      const steps = await trx
        .selectFrom('link_steps')
        .select(['form_id', 'form_version', 'answers', 'signed_at', 'signer', 'language'])
        .where('link_id', '=', link.id)
        .execute();
      const arrived = new Map(steps.map((s) => [s.form_id, s]));
      const missing = forms.filter((f) => f !== form && !arrived.has(f.definition.formId));
      if (missing.length > 0) {
        if (payload.lastForm) throw AppError.field('formId', patientLinkMessages.bucketIncomplete);
        const sealed = sealSigner(opts.cipher, signer);
        await saveStep(trx, opts.cipher, link, actor, sealed, {
          definition: form.definition,
          values,
          language: link.language,
        });
        return { complete: false, copy: null };
      }
      const stored: StoredForm[] = [];
      for (const f of forms) {
        if (f === form) {
          stored.push({ definition: form.definition, values, language: link.language });
          continue;
        }
        const step = arrived.get(f.definition.formId)!;
        // The version the patient saw when they sent that form, not today's.
        const definition =
          (await loadFormDefinition(trx, step.form_id, step.form_version)) ?? f.definition;
        const answers = opts.cipher.decryptJson(step.answers) as TemplateValues;
        stored.push({
          definition,
          values: answers,
          sent: { at: step.signed_at, signer: step.signer },
          // The language that form was filled in, even if the patient switched since.
          language: step.language,
        });
      }
      const copy = await complete(trx, opts, link, actor, signer, stored);
      return { complete: true, copy };
    });
  } catch (error) {
    // A completion racing another one of the same link hits encounters.link_id's uniqueness.
    if ((error as { code?: unknown }).code === '23505') throw unavailable();
    throw inLinkLanguage(error, live.language);
  }
}

async function saveStep(
  trx: Trx,
  cipher: Cipher,
  link: LiveLink,
  actor: AuditActor,
  signer: string,
  form: StoredForm,
) {
  const row = {
    link_id: link.id,
    form_id: form.definition.formId,
    form_version: form.definition.version,
    answers: cipher.encryptJson(form.values),
    // When and from where this form was sent: its submission's certificate prints them.
    signed_at: sql<Date>`now()`,
    signer,
    language: form.language,
  };
  await trx
    .insertInto('link_steps')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['link_id', 'form_id']).doUpdateSet({
        form_version: row.form_version,
        answers: row.answers,
        signed_at: row.signed_at,
        signer: row.signer,
        language: row.language,
      }),
    )
    .execute();
  // The first saved form puts the link in progress; later ones keep that time.
  await trx
    .updateTable('form_links')
    .set({ progress_at: sql<Date>`coalesce(progress_at, now())` })
    .where('id', '=', link.id)
    .execute();
  await writeAudit(trx, actor, {
    action: 'patient_link.step_saved',
    targetType: 'form_link',
    targetId: link.id,
    details: { form_id: row.form_id },
  });
}

/**
 * Completes a link under its row lock: the encounter and its submissions stored, the link spent,
 * and the `link.completed` event recorded in this same transaction; everything that follows is
 * that event's handlers' (apps/api/src/jobs/link-completed.ts), after the commit.
 */
async function complete(
  trx: Trx,
  { cipher }: { cipher: Cipher },
  link: LiveLink,
  actor: AuditActor,
  signer: Signer,
  forms: readonly StoredForm[],
): Promise<IssuedCopy | null> {
  const { encounterId, submissionIds } = await createEncounter(trx, {
    cipher,
    companyId: link.companyId,
    linkId: link.id,
    forms,
    signer,
  });
  await bindUploads(trx, link.id, forms, submissionIds);
  // Completed under the link's row lock: a reminder pass that claims the link after this
  // commits sees no due reminder, and the sealed token no one needs any more is gone.
  await trx
    .updateTable('form_links')
    .set({ submitted_at: sql<Date>`now()`, token_sealed: null, next_reminder_at: null })
    .where('id', '=', link.id)
    .execute();
  // The answers now live in the submissions; the waiting copies go.
  await trx.deleteFrom('link_steps').where('link_id', '=', link.id).execute();
  await writeAudit(trx, actor, {
    action: 'patient_link.submitted',
    targetType: 'form_link',
    targetId: link.id,
    details: {
      encounter_id: encounterId,
      submission_ids: submissionIds,
      form_ids: forms.map((f) => f.definition.formId),
    },
  });
  // A kiosk's patient walks away from the tablet: no copy to offer there.
  const copy =
    link.channel === 'kiosk'
      ? null
      : {
          token: newToken(),
          expires_at: new Date(Date.now() + COPY_DOWNLOAD_MINUTES * 60_000).toISOString(),
        };
  await recordEvent(trx, linkCompleted, link.id, {
    link_id: link.id,
    company_id: link.companyId,
    encounter_id: encounterId,
    submission_ids: submissionIds,
    title: await linkTitle(trx, link),
    channel: link.channel,
    download_copy: copy && { token_hash: hashToken(copy.token), expires_at: copy.expires_at },
  });
  return copy;
}
