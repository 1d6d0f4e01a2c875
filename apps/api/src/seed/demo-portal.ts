import { ESIGN_DISCLOSURE_VERSION, getTemplate } from '@paperless/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Cipher } from '../lib/crypto.js';
import { hashToken, newToken } from '../lib/tokens.js';
import { parseStoredFields } from '../modules/forms/index.js';
import { patientKey, sealSigner } from '../modules/submissions/index.js';
import {
  customAnswers,
  DEMO_CUSTOM_FORM,
  templateAnswers,
  type DemoPatient,
} from './demo-answers.js';

/**
 * The clinic portal of each demo clinic: its own form and a bucket, links sent to patients
 * (waiting, opened, completed), and answers with PDFs to come for the recent submissions. Only
 * recent rows get answers: the PDF worker renders every pending row at start, and older demo
 * history stays without a PDF ('unavailable'), as rows made before the portal would.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The demo's signers: an iPhone's Safari at an address reserved for documentation (RFC 5737). */
const DEMO_SIGNER = {
  ip: '203.0.113.24',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};
/** History submissions this recent get answers and a PDF. */
export const RECENT_DAYS = 14;
export const DEMO_BUCKET_TITLE = 'New Patient Packet';
/** Template ids of the bucket, before the clinic's own form. */
const BUCKET_TEMPLATES = [4, 5];
const LINK_LIFE_MS = 30 * DAY_MS;

/** Patients who completed a link lately, by clinic: fixed, so the demo can be searched. */
export const DEMO_LINK_PATIENTS: Record<string, [DemoPatient, DemoPatient]> = {
  'Sunrise Family Medicine': [
    { first: 'Emma', last: 'Johnson', dob: '1985-04-12' },
    { first: 'Liam', last: 'Carter', dob: '1972-09-30' },
  ],
  'Lakeside Pediatrics': [
    { first: 'Mia', last: 'Thompson', dob: '2016-03-08' },
    { first: 'Owen', last: 'Brooks', dob: '2012-11-21' },
  ],
  'Hill Country Orthopedics': [
    { first: 'Lucas', last: 'Martin', dob: '1968-06-15' },
    { first: 'Sofia', last: 'Rivera', dob: '1990-01-25' },
  ],
};

type Trx = Transaction<Database>;
interface FormRow {
  id: number;
  template_id: number | null;
  title: string;
  version: number;
  fields: unknown;
}

/** The clinic's own form (version 1, kept in form_versions) and its bucket. Before history. */
export async function seedDemoForms(trx: Trx, companyId: number): Promise<void> {
  const fields = JSON.stringify(DEMO_CUSTOM_FORM.fields);
  const form = await trx
    .insertInto('forms')
    .values({
      company_id: companyId,
      template_id: null,
      title: DEMO_CUSTOM_FORM.title,
      description: DEMO_CUSTOM_FORM.description,
      fields,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('form_versions')
    .values({
      form_id: form.id,
      version: 1,
      title: DEMO_CUSTOM_FORM.title,
      description: DEMO_CUSTOM_FORM.description,
      fields,
    })
    .execute();
  const templates = await trx
    .selectFrom('forms')
    .select(['id', 'template_id'])
    .where('company_id', '=', companyId)
    .where('template_id', 'in', BUCKET_TEMPLATES)
    .execute();
  const formIds = [
    ...BUCKET_TEMPLATES.map((t) => templates.find((f) => f.template_id === t)!.id),
    form.id,
  ];
  const bucket = await trx
    .insertInto('buckets')
    .values({ company_id: companyId, title: DEMO_BUCKET_TITLE })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('bucket_forms')
    .values(formIds.map((form_id, position) => ({ bucket_id: bucket.id, form_id, position })))
    .execute();
}

function answersFor(form: FormRow, patient: DemoPatient, at: Date, index: number) {
  const template = getTemplate(form.template_id);
  return template
    ? templateAnswers(template, patient, at.toISOString().slice(0, 10), index)
    : customAnswers(parseStoredFields(form.fields), patient, index);
}

/** After history: links in every state, completed ones with their encounters, recent answers. */
export async function seedDemoPortalActivity(
  trx: Trx,
  clinic: { id: number; name: string; ownerId: number | null },
  cipher: Cipher,
  now: Date,
): Promise<void> {
  const forms = await trx
    .selectFrom('forms')
    .select(['id', 'template_id', 'title', 'version', 'fields'])
    .where('company_id', '=', clinic.id)
    .orderBy('id')
    .execute();
  const bucket = await trx
    .selectFrom('buckets')
    .select('id')
    .where('company_id', '=', clinic.id)
    .where('title', '=', DEMO_BUCKET_TITLE)
    .executeTakeFirstOrThrow();
  const bucketForms = await trx
    .selectFrom('bucket_forms')
    .select('form_id')
    .where('bucket_id', '=', bucket.id)
    .orderBy('position')
    .execute();
  const byId = new Map(forms.map((f) => [f.id, f]));
  const demography = forms.find((f) => f.template_id === 4)!;

  const addLink = async (
    target: { form_id: number } | { bucket_id: number },
    recipient: string,
    sentAt: Date,
    opened: Date | null,
    submitted: Date | null,
  ) => {
    // A completed link's patient accepted the e-sign disclosure a minute after opening it.
    const consented = submitted && opened ? new Date(opened.getTime() + MINUTE_MS) : null;
    const row = await trx
      .insertInto('form_links')
      .values({
        company_id: clinic.id,
        token_hash: hashToken(newToken()),
        ...target,
        channel: recipient.includes('@') ? 'email' : 'sms',
        recipient: cipher.encryptJson(recipient),
        created_by: clinic.ownerId,
        created_at: sentAt,
        last_sent_at: sentAt,
        opened_at: opened,
        submitted_at: submitted,
        expires_at: new Date(sentAt.getTime() + LINK_LIFE_MS),
        consent_accepted_at: consented,
        consent_version: consented ? ESIGN_DISCLOSURE_VERSION : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  // Waiting and opened links: sent in the last days, not yet completed.
  await addLink({ form_id: demography.id }, '5125550188', new Date(now.getTime() - 20 * HOUR_MS), null, null); // prettier-ignore
  await addLink({ bucket_id: bucket.id }, 'new.patient@example.com', new Date(now.getTime() - 2 * DAY_MS), new Date(now.getTime() - DAY_MS), null); // prettier-ignore

  // Completed links: the bucket by one patient, the Demography form by the other.
  const [first, second] = DEMO_LINK_PATIENTS[clinic.name]!;
  const completions = [
    { patient: first, formIds: bucketForms.map((f) => f.form_id), target: { bucket_id: bucket.id }, at: now.getTime() - 2 * DAY_MS }, // prettier-ignore
    { patient: second, formIds: [demography.id], target: { form_id: demography.id }, at: now.getTime() - 6 * HOUR_MS }, // prettier-ignore
  ];
  for (const [index, done] of completions.entries()) {
    const at = new Date(done.at);
    const email = `${done.patient.first}.${done.patient.last}@example.com`.toLowerCase();
    const linkId = await addLink(done.target, email, new Date(done.at - DAY_MS), new Date(done.at - HOUR_MS), at); // prettier-ignore
    const { first: firstName, last: lastName, dob } = done.patient;
    const key = patientKey(cipher, { firstName, lastName, dob });
    const encounter = await trx
      .insertInto('encounters')
      .values({
        company_id: clinic.id,
        patient_first_name: firstName,
        patient_last_name: lastName,
        patient_dob: dob,
        patient_key: key.key,
        patient_key_id: key.keyId,
        completed_at: at,
        link_id: linkId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('submissions')
      .values(
        done.formIds.map((id) => {
          const form = byId.get(id)!;
          return {
            encounter_id: encounter.id,
            company_id: clinic.id,
            form_id: form.id,
            form_version: form.version,
            form_name: form.title,
            link_id: linkId,
            answers: cipher.encryptJson(answersFor(form, done.patient, at, index)),
            pdf_status: 'pending' as const,
            created_at: at,
            // What the Signature Certificate prints: a phone on a documentation address.
            signed_at: at,
            signer: sealSigner(cipher, DEMO_SIGNER),
          };
        }),
      )
      .execute();
  }
  await answerRecentHistory(trx, clinic.id, byId, cipher, now);
}

/** The last days of made-up history get answers too, so their PDFs are made. */
async function answerRecentHistory(
  trx: Trx,
  companyId: number,
  forms: Map<number, FormRow>,
  cipher: Cipher,
  now: Date,
): Promise<void> {
  const recent = await trx
    .selectFrom('submissions as s')
    .innerJoin('encounters as e', 'e.id', 's.encounter_id')
    .select(['s.id', 's.form_id', 's.created_at', 'e.patient_first_name', 'e.patient_last_name'])
    .select((eb) => eb.cast<string>('e.patient_dob', 'text').as('dob'))
    .where('s.company_id', '=', companyId)
    .where('s.pdf_status', 'is', null)
    .where('s.created_at', '>=', new Date(now.getTime() - RECENT_DAYS * DAY_MS))
    .orderBy('s.id')
    .execute();
  for (const [index, row] of recent.entries()) {
    const patient = { first: row.patient_first_name, last: row.patient_last_name, dob: row.dob };
    const answers = answersFor(forms.get(row.form_id)!, patient, row.created_at, index);
    await trx
      .updateTable('submissions')
      .set({ answers: cipher.encryptJson(answers), pdf_status: 'pending' })
      .where('id', '=', row.id)
      .execute();
  }
}
