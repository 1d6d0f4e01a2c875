import type { PatientLanguage } from '@paperless/core';
import { expect } from 'vitest';
import type { TestApp } from '../support/app.js';
import { acceptDisclosure, makeLink, open } from './patient-links.js';

/** Test helpers for the PDF job: a form sent, filled and signed as a patient's page does. */

export interface PatientVisit {
  companyId: number;
  formId: number;
  fields: Record<string, unknown>;
  /**
   * The language the page shows when the patient accepts the e-sign disclosure (the page tells
   * the link first, as on a switch); the link's own when absent.
   */
  consentIn?: PatientLanguage;
  /** The language the patient switches the page to after accepting, before submitting. */
  submitIn?: PatientLanguage;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

const switchLanguage = async (t: TestApp, token: string, language: PatientLanguage) => {
  const switched = await t.app.inject({
    method: 'PUT',
    url: `/api/public/links/${token}/language`,
    payload: { language },
  });
  expect(switched.statusCode, switched.body).toBe(200);
};

/**
 * A one-form link made, opened, its disclosure accepted and the form submitted through the
 * public routes, as the patient's browser does; the submission's row as stored.
 */
export async function submittedThroughLink(t: TestApp, visit: PatientVisit) {
  const { token, linkId } = await makeLink(t.db, {
    companyId: visit.companyId,
    formId: visit.formId,
    consent: false,
  });
  expect((await open(t.app, token)).statusCode).toBe(200);
  if (visit.consentIn) await switchLanguage(t, token, visit.consentIn);
  expect((await acceptDisclosure(t.app, token)).statusCode).toBe(200);
  if (visit.submitIn) await switchLanguage(t, token, visit.submitIn);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/public/links/${token}/submit`,
    payload: { fields: visit.fields, formId: visit.formId },
    ...(visit.headers && { headers: visit.headers }),
    ...(visit.remoteAddress && { remoteAddress: visit.remoteAddress }),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const submission = await t.db
    .selectFrom('submissions')
    .selectAll()
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  return { token, linkId, submission };
}

/** The submission's PDF once the worker has made it, opened (it is sealed at rest). */
export async function renderedPdf(t: TestApp, submissionId: string): Promise<Uint8Array> {
  await t.app.pdfWorker.drain();
  const row = await t.db
    .selectFrom('submissions')
    .select(['pdf_key', 'pdf_status'])
    .where('id', '=', submissionId)
    .executeTakeFirstOrThrow();
  expect(row.pdf_status).toBe('ready');
  const sealed = await t.app.storage.get(row.pdf_key!);
  return new Uint8Array(t.app.cipher.decryptBytes(sealed!));
}
