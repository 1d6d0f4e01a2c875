import {
  ESIGN_DISCLOSURE_VERSION,
  type CustomFormFieldInput,
  type PatientLanguage,
} from '@paperless/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.js';
import { hashToken, newToken } from '../../src/lib/tokens.js';
import type { TestApp } from '../support/app.js';
import { clinicWorld, createClinic } from './clinics.js';

/** Test helpers: links made as the sending feature makes them, and answers that pass. */
const DAY = 24 * 3600_000;

export async function templateFormId(db: Db, companyId: number, templateId: number) {
  const row = await db
    .selectFrom('forms')
    .select('id')
    .where('company_id', '=', companyId)
    .where('template_id', '=', templateId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function customForm(db: Db, companyId: number, fields: CustomFormFieldInput[]) {
  const row = await db
    .insertInto('forms')
    .values({
      company_id: companyId,
      title: 'Allergy Check',
      description: 'Tell us about allergies',
      fields: JSON.stringify(fields),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function bucketOf(db: Db, companyId: number, formIds: number[]) {
  const bucket = await db
    .insertInto('buckets')
    .values({ company_id: companyId, title: 'New patient' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('bucket_forms')
    .values(formIds.map((form_id, position) => ({ bucket_id: bucket.id, form_id, position })))
    .execute();
  return bucket.id;
}

export interface LinkTarget {
  companyId: number;
  formId?: number;
  bucketId?: number;
  expiresInDays?: number;
  /** False: the patient has not yet accepted the e-sign disclosure (issue 18). */
  consent?: boolean;
  language?: PatientLanguage;
}

export async function makeLink(db: Db, target: LinkTarget) {
  const consented = target.consent ?? true;
  const token = newToken();
  const row = await db
    .insertInto('form_links')
    .values({
      company_id: target.companyId,
      token_hash: hashToken(token),
      form_id: target.formId ?? null,
      bucket_id: target.bucketId ?? null,
      channel: 'email',
      recipient: 'patient@example.com',
      expires_at: new Date(Date.now() + (target.expiresInDays ?? 30) * DAY),
      consent_accepted_at: consented ? new Date() : null,
      consent_version: consented ? ESIGN_DISCLOSURE_VERSION : null,
      ...(target.language ? { language: target.language } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, linkId: String(row.id) };
}

/**
 * The patient's side's test world: a clinic with its Refill Policy (`refillId`) and `formId`, its
 * Records Release unless `formOf` makes another; `link()` makes a link of the clinic, to `formId`
 * unless told otherwise, and `bucket()` a bucket of its forms; `linkRow()` reads a link back and
 * `audits()` its audit rows of one action.
 */
export function linkWorld(
  options: Parameters<typeof clinicWorld>[0] = {},
  formOf = (db: Db, companyId: number) => templateFormId(db, companyId, 1),
) {
  return clinicWorld(options, async ({ db, clinic }) => {
    const formId = await formOf(db, clinic.id);
    const refillId = await templateFormId(db, clinic.id, 7);
    const link = (target: Omit<LinkTarget, 'companyId'> = {}) =>
      makeLink(db, { companyId: clinic.id, ...(target.bucketId ? {} : { formId }), ...target });
    const bucket = (formIds: number[]) => bucketOf(db, clinic.id, formIds);
    const linkRow = (linkId: string) =>
      db.selectFrom('form_links').selectAll().where('id', '=', linkId).executeTakeFirstOrThrow();
    const audits = (linkId: string, action: string) =>
      db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', action)
        .where('target_id', '=', linkId)
        .execute();
    return { formId, refillId, link, bucket, linkRow, audits };
  });
}

/** A Records Release link of a clinic of its own, for what a clinic's state does to its links. */
export async function linkOfNewClinic(t: Pick<TestApp, 'app' | 'db'>, name?: string) {
  const clinic = await createClinic(t.app, t.db, { name });
  const formId = await templateFormId(t.db, clinic.id, 1);
  return { clinic, formId, ...(await makeLink(t.db, { companyId: clinic.id, formId })) };
}

const today = () => new Date().toISOString().slice(0, 10);
const typed = { kind: 'typed', text: 'Zelda Quimby', font: 'Caveat' } as const;

export const patient = {
  patient_firstname: 'Zelda',
  patient_lastname: 'Quimby',
  dob: '1984-03-07',
};

/** Answers to Records Release (template 1) that pass its validator. */
export const recordsRelease = () => ({
  ...patient,
  reason_for_request: 'Continuity of care',
  physician_name: 'North Dallas Cardiology',
  records_requested: 'Last two years of visit notes',
  consent: 'Yes',
  phone: '+1 (214) 555-1234',
  fax: '+1 (214) 555-9876',
  address: '12 Oak Street, Dallas',
  conditions: ['Asthma'],
  medical_release: 'Release Medical Records',
  signature_patient: typed,
  date: today(),
});

/** Answers to Prescription Refill Policy (template 7). */
export const refillPolicy = () => ({
  ...patient,
  representative_info: 'Grace Hopper, 555-0100',
  date: today(),
});

/** One form of a bucket link (`formId` of bucket `bucketId`) as the page sends it. */
export const bucketStep = (
  bucketId: number,
  formId: number,
  fields: Record<string, unknown>,
  lastForm?: boolean,
) => ({
  fields,
  formId: bucketId,
  currentFormId: formId,
  fromBucket: true,
  ...(lastForm === undefined ? {} : { lastForm }),
});

/**
 * Records the patient's acceptance of the e-sign disclosure as the consent route does, without
 * its audit row or rate count, so tests about something else can send signed forms through
 * links made by the sending API. The consent route's own tests call the route.
 */
export async function recordConsent(db: Db, token: string): Promise<void> {
  await db
    .updateTable('form_links')
    .set({ consent_accepted_at: new Date(), consent_version: ESIGN_DISCLOSURE_VERSION })
    .where('token_hash', '=', hashToken(token))
    .where('consent_accepted_at', 'is', null)
    .execute();
}

/** Submits one form of a link whose patient accepted the disclosure first. */
export async function submit(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  remoteAddress?: string,
) {
  await recordConsent(app.db, token);
  return submitUnconsented(app, token, payload, remoteAddress);
}

/**
 * Submits as the patient's page would, consent or not. A completed link's `link.completed`
 * handlers run before this answers, as a listening server runs them at once after the commit
 * (tests start no runner): the clinic's notices, the patient's copies and the draft's deletion
 * are there when the test looks. PDFs stay for pdfWorker.drain().
 */
export async function submitUnconsented(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  remoteAddress?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/links/${token}/submit`,
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode === 201 && res.json<{ complete?: boolean }>().complete) await app.jobs.drain();
  return res;
}

export function acceptDisclosure(
  app: FastifyInstance,
  token: string,
  version: string = ESIGN_DISCLOSURE_VERSION,
) {
  return app.inject({
    method: 'POST',
    url: `/api/public/links/${token}/consent`,
    payload: { version },
  });
}

export function open(app: FastifyInstance, token: string, remoteAddress?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/public/links/${token}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
