import { ESIGN_DISCLOSURE_VERSION, ROLE, type SubmittedFormsResponse } from '@paperless/core';
import { expect, it } from 'vitest';
import { recordsRelease, templateFormId } from '#test/factories/patient-links.js';
import { createClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { onlyMessageTo } from '#test/support/outbox.js';
import { appWorld } from '#test/support/app.js';

/**
 * The proof that logs hold no patient data: one patient's whole journey (a link sent to them,
 * opened, submitted, its PDF made and downloaded, the list searched for them, and refusals that
 * echo their answers) with the log at its most verbose, then a search of every log line.
 */
const PATIENT = {
  first: 'Zebulon',
  last: 'Quixote',
  dob: '1961-11-23',
  email: 'zebulon.quixote@example.net',
  phone: '+1 (415) 555-0199',
  answer: 'Xylophonist with marmalade allergy',
};
// Each in the forms a log could carry: as typed, lower case, digits only.
const SECRETS = [
  ...Object.values(PATIENT),
  'zebulon',
  'quixote',
  '4155550199',
  '19611123',
  '11/23/1961',
];

const lines: string[] = [];
const t = appWorld({
  env: { LOG_LEVEL: 'trace' },
  logStream: { write: (line) => void lines.push(line) },
});

it('logs requests but never the patient, their answers or their link', async () => {
  const clinic = await createClinic(t.app, t.db, { name: 'Harbor Family Practice' });
  const formId = await templateFormId(t.db, clinic.id, 1);
  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = clinic.headers) =>
    t.app.inject({ method, url, payload, headers });

  // Refused first: a bad address beside the real ones echoes the patient's data in the body.
  const badSend = await call('POST', '/api/forms/send', {
    formId,
    emails: [PATIENT.email, `${PATIENT.first}@@${PATIENT.last}`],
  });
  expect(badSend.statusCode).toBe(422);
  const sent = await call('POST', '/api/forms/send', {
    formId,
    emails: [PATIENT.email],
    phone_numbers: [PATIENT.phone],
  });
  expect(sent.statusCode).toBe(201);
  await t.app.outbox.drain();
  const message = await onlyMessageTo(t, PATIENT.email);
  const token = /\/form-fill\/([A-Za-z0-9_-]+)/.exec(message)![1]!;

  expect((await t.app.inject({ url: `/form-fill/${token}` })).statusCode).toBeLessThan(500);
  expect((await call('GET', `/api/public/links/${token}`, undefined, {})).statusCode).toBe(200);
  const fields = {
    ...recordsRelease(),
    patient_firstname: PATIENT.first,
    patient_lastname: PATIENT.last,
    dob: PATIENT.dob,
    phone: PATIENT.phone,
    records_requested: PATIENT.answer,
  };
  // Issue 18: the patient accepts the e-sign disclosure before signing; its call is logged too.
  const consentUrl = `/api/public/links/${token}/consent`;
  const consent = await call('POST', consentUrl, { version: ESIGN_DISCLOSURE_VERSION }, {});
  expect(consent.statusCode).toBe(200);
  const submitUrl = `/api/public/links/${token}/submit`;
  // A refusal (an impossible date) with every other answer in the body.
  const refused = await call(
    'POST',
    submitUrl,
    { formId, fields: { ...fields, dob: '1961-13-45' } },
    {},
  );
  expect(refused.statusCode).toBe(422);
  const submitted = await call('POST', submitUrl, { formId, fields }, {});
  expect(submitted.statusCode).toBe(201);
  await t.app.pdfWorker.drain();

  const list = await call('GET', `/api/submitted-forms?search=${PATIENT.last}`);
  expect(list.statusCode).toBe(200);
  const [record] = list.json<SubmittedFormsResponse>().data.patients;
  expect(record?.patient_name).toContain(PATIENT.last);
  const file = record!.files[0]!;
  expect(file.status).toBe('ready');
  const query = new URLSearchParams({ url: file.url, pdf_name: file.pdf_name });
  const pdf = await call('GET', `/api/forms/pdf/download?${query}`);
  expect(pdf.statusCode).toBe(200);
  // Spent link: another submit is refused, with the answers again in its body.
  expect((await call('POST', submitUrl, { formId, fields }, {})).statusCode).toBe(404);

  // A staff sign-in, whose password and session token must not be logged either.
  const staff = await createUser(t.db, ROLE.superAdmin);
  const session = await loginAs(t.app, staff);
  expect((await call('GET', '/api/me', undefined, bearer(session.token))).statusCode).toBe(200);

  const log = lines.join('');
  // Requests were logged, at every step, with their status codes.
  expect(lines.length).toBeGreaterThan(20);
  expect(log).toContain('"statusCode":422');
  expect(log).toContain('/api/public/links/[token]/submit');
  const leaks = [...SECRETS, token, session.token, staff.password].filter((secret) =>
    log.toLowerCase().includes(secret.toLowerCase()),
  );
  const leaking = lines.filter((l) => leaks.some((s) => l.toLowerCase().includes(s.toLowerCase())));
  expect(leaking).toEqual([]);
  expect(leaks).toEqual([]);
});
