import { calendarDateOf, textOf, type PatientLanguage, type TemplateValues } from '@paperless/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Cipher } from '../../../lib/crypto.js';
import type { FormDefinition } from '../../forms/index.js';
import { joinOlderKeys, type PatientIdentity } from './patient-key.js';
import { sealSigner, type Signer } from './signer.js';

/** One form's checked answers, ready to become a submission. */
export interface StoredForm {
  definition: FormDefinition;
  values: TemplateValues;
  /**
   * A bucket form sent earlier (link_steps): when, and its sealed signer. Absent: the form
   * arrives with this request, sent now by the request's signer.
   */
  sent?: { at: Date | null; signer: string | null };
  /** Issue 21: the language the form was filled in (its PDF prints its questions in it). */
  language: PatientLanguage;
}

/** dob: null when no form asked (Telemedicine Consent has no date of birth). */
export type Patient = PatientIdentity;

/**
 * Who the patient is: the first form (in the link's order) that names them. Every form was
 * checked before this, and each one requires the name, so one always does.
 */
export function patientOf(forms: readonly StoredForm[]): Patient {
  const named = forms.find((f) => textOf(f.values.patient_firstname) !== '') ?? forms[0];
  const dated = forms.find((f) => calendarDateOf(f.values.dob) !== undefined);
  return {
    firstName: textOf(named?.values.patient_firstname),
    lastName: textOf(named?.values.patient_lastname),
    dob: dated ? (calendarDateOf(dated.values.dob) ?? null) : null,
  };
}

const titleOf = (d: FormDefinition) => (d.kind === 'template' ? d.template.title : d.title);

/**
 * One encounter (decision 15) with one submission per form, in the caller's transaction. The
 * answers are sealed (lib/crypto.ts) and each submission waits for the PDF worker. The unique
 * encounters.link_id makes a second completion of one link fail instead of counting twice.
 */
export async function createEncounter(
  trx: Transaction<Database>,
  opts: {
    cipher: Cipher;
    companyId: number;
    linkId: string;
    forms: readonly StoredForm[];
    /** Who sent this request, for the Signature Certificate (sealed here). */
    signer: Signer;
  },
): Promise<{ encounterId: string; submissionIds: string[] }> {
  const patient = patientOf(opts.forms);
  // The patient's rows under an older key (a rotation under way) join the current key first.
  const key = await joinOlderKeys(trx, opts.cipher, opts.companyId, patient);
  const encounter = await trx
    .insertInto('encounters')
    .values({
      company_id: opts.companyId,
      patient_first_name: patient.firstName,
      patient_last_name: patient.lastName,
      patient_dob: patient.dob,
      patient_key: key.key,
      patient_key_id: key.keyId,
      link_id: opts.linkId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const signer = sealSigner(opts.cipher, opts.signer);
  const rows = await trx
    .insertInto('submissions')
    .values(
      opts.forms.map(({ definition, values, sent, language }) => ({
        encounter_id: encounter.id,
        company_id: opts.companyId,
        form_id: definition.formId,
        form_version: definition.version,
        form_name: titleOf(definition),
        link_id: opts.linkId,
        answers: opts.cipher.encryptJson(values),
        pdf_status: 'pending' as const,
        signed_at: sent ? sent.at : sql<Date>`now()`,
        signer: sent ? sent.signer : signer,
        language,
      })),
    )
    .returning('id')
    .execute();
  return { encounterId: String(encounter.id), submissionIds: rows.map((r) => String(r.id)) };
}
