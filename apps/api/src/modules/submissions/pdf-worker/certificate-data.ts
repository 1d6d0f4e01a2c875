import {
  localizedEsignDisclosure,
  maskRecipient,
  signatureValueSchema,
  type PatientLanguage,
  type TemplateValues,
} from '@paperless/core';
import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';
import type { FormDefinition } from '../../forms/index.js';
import { openRecipient } from '../../../lib/recipient.js';
import type { CertificateInput, SignatureMethod } from '../pdf/certificate.js';
import { printableForm } from '../pdf/form-model.js';
import { isTranslated, languageShown } from '../pdf/language.js';
import { openSigner } from '../store/signer.js';

/**
 * What a submission's Signature Certificate (pdf/certificate.ts) prints, gathered by the PDF job:
 * the link it came through (masked recipient, sent, opened, the e-sign consent), when and from
 * where it was signed (the sealed signer), each signature's method, and two hashes anyone
 * holding the answers or the form can recompute. A submission without a link, or one stored
 * before this evidence was kept, gets a certificate whose unknown facts say so.
 */

/**
 * JSON with every object's keys sorted (by UTF-16 code units, as Array.prototype.sort does) and
 * no white space; arrays keep their order, strings and numbers are written as JSON.stringify
 * writes them, and undefined members are left out (non-finite numbers and undefined in arrays
 * are null), as JSON.stringify does. The same value always gives the same text.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return text === undefined ? 'null' : text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const members = Object.keys(record)
    .sort()
    .filter((key) => record[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${members.join(',')}}`;
}

/** Hex SHA-256 of a value's canonical JSON, encoded as UTF-8. */
export const canonicalSha256 = (value: unknown): string =>
  createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');

/**
 * The form version as the clinic stored it: the forms row when it is the current version,
 * otherwise its form_versions row (a template's row from before versions were kept stands for
 * its version, as loadFormDefinition reads it). A template's own wording ships with the
 * application (core templates, by id); its stored part is the clinic's customization in fields.
 */
async function storedFormVersion(db: DbExecutor, formId: number, version: number) {
  const form = await db
    .selectFrom('forms')
    .select(['template_id', 'title', 'description', 'version', 'fields'])
    .where('id', '=', formId)
    .executeTakeFirst();
  if (!form) return undefined;
  if (form.version === version) return form;
  const older = await db
    .selectFrom('form_versions')
    .select(['title', 'description', 'version', 'fields'])
    .where('form_id', '=', formId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (older) return { template_id: form.template_id, ...older };
  return form.template_id !== null ? form : undefined;
}

function methodOf(value: unknown): SignatureMethod {
  if (value === undefined || value === null || value === '') return 'not signed';
  const parsed = signatureValueSchema.safeParse(value);
  return parsed.success ? parsed.data.kind : 'unreadable';
}

/** The signatures the form shows this patient, in print order, with how each was given. */
function signaturesOf(definition: FormDefinition, values: TemplateValues) {
  const form = printableForm(definition, values);
  return form.sections
    .flatMap((section) => section.fields)
    .filter((field) => field.type === 'signature')
    .map((field) => ({
      label: field.label,
      method: methodOf(Object.hasOwn(values, field.name) ? values[field.name] : undefined),
    }));
}

export async function certificateData(
  deps: { db: DbExecutor; cipher: Cipher },
  submission: { id: string; definition: FormDefinition; values: TemplateValues },
): Promise<CertificateInput> {
  const row = await deps.db
    .selectFrom('submissions as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .leftJoin('form_links as l', 'l.id', 's.link_id')
    .select([
      's.form_id',
      's.form_name',
      's.form_version',
      's.created_at',
      's.signed_at',
      's.signer',
      's.language',
      'c.name as practice',
      'c.time_zone',
      'l.id as link_id',
      'l.channel',
      'l.recipient',
      'l.created_at as sent_at',
      'l.opened_at',
      'l.consent_accepted_at',
      'l.consent_version',
      'l.consent_language',
    ])
    .where('s.id', '=', submission.id)
    .executeTakeFirstOrThrow();
  const stored = await storedFormVersion(deps.db, row.form_id, row.form_version);
  const link =
    row.link_id !== null && row.channel !== null && row.recipient !== null
      ? {
          reference: `Link ${row.link_id}`,
          channel: row.channel,
          recipient: maskRecipient(openRecipient(deps.cipher, row.recipient)),
        }
      : null;
  return {
    timeZone: row.time_zone,
    practice: row.practice,
    form: { title: row.form_name, version: row.form_version },
    link,
    sentAt: row.sent_at,
    openedAt: row.opened_at,
    consent:
      row.consent_accepted_at && row.consent_version
        ? {
            acceptedAt: row.consent_accepted_at,
            version: row.consent_version,
            ...disclosureShown(row.consent_language ?? row.language, row.language, row.practice),
          }
        : null,
    signedAt: row.signed_at,
    submittedAt: row.created_at,
    signer: openSigner(deps.cipher, row.signer),
    signatures: signaturesOf(submission.definition, submission.values),
    answersSha256: canonicalSha256(submission.values),
    formSha256: stored ? canonicalSha256(stored) : null,
    ...(isTranslated(row.language) && { language: { name: languageShown(row.language) } }),
  };
}

/**
 * The disclosure as the patient's page showed it when they accepted it (the page names the
 * practice as the clinic's record does), in the language recorded with the consent; a consent
 * recorded before that language was kept (migration 0032) falls back to the form's. Quoted
 * unless both it and the form were English: when the two differ the quote says which words
 * the patient agreed to.
 */
function disclosureShown(consent: PatientLanguage, form: PatientLanguage, practice: string) {
  if (!isTranslated(consent) && !isTranslated(form)) return {};
  return {
    disclosure: {
      language: languageShown(consent),
      paragraphs: localizedEsignDisclosure(practice, consent),
    },
  };
}
