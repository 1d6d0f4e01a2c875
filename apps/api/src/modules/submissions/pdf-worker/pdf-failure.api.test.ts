import {
  localizeText,
  patientCopyMessages as m,
  ROLE,
  submissionMessages,
  type NotificationsResponse,
  type SubmittedFormsResponse,
} from '@paperless/core';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { copyHarness } from '#test/factories/patient-copies.js';
import { createClinic } from '#test/factories/clinics.js';
import { recordsRelease } from '#test/factories/patient-links.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { outboxTo } from '#test/support/outbox.js';
import { keepCopyPromises } from '../../patient-copies/promise.js';
import { createPdfWorker, PDF_MAX_ATTEMPTS, type PdfWorker } from './worker.js';

/**
 * Issue 39, a PDF never fails silently. The server renders with a 1 ms time limit
 * (PDF_RENDER_TIMEOUT_MS, a real setting), so every render really fails: the worker retries,
 * gives up, the clinic's bell rings once per failure and the log says why without the patient;
 * the patient is told their copy will follow, and gets it once the clinic's Try again made the
 * PDF (on a worker with the normal limit, as another instance would have).
 */
const lines: string[] = [];
const { s, completed, pdf, setting, mailedToken } = copyHarness({
  env: { PDF_RENDER_TIMEOUT_MS: '1', LOG_LEVEL: 'info' },
  logStream: { write: (line) => void lines.push(line) },
});
const PRACTICE = 'Sunrise Family Clinic';

const workers: PdfWorker[] = [];
afterAll(async () => {
  for (const w of workers) await w.stop();
});
/** Another instance's PDF worker, with the normal render limit. */
function normalWorker(): PdfWorker {
  const worker = createPdfWorker(
    { db: s.t.db, storage: s.t.app.storage, cipher: s.t.app.cipher },
    { warn: () => undefined, error: () => undefined },
  );
  workers.push(worker);
  return worker;
}

const submissionOf = (linkId: string) =>
  s.t.db
    .selectFrom('submissions')
    .selectAll()
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();

/** Every try of the app's worker, each after the back-off has passed (as time would have it). */
async function failEveryTry(id: string) {
  for (let attempt = 1; attempt <= PDF_MAX_ATTEMPTS; attempt++) {
    await s.t.db
      .updateTable('submissions')
      .set({ pdf_lease_until: new Date(0) })
      .where('id', '=', id)
      .where('pdf_status', '=', 'pending')
      .execute();
    await s.t.app.pdfWorker.drain();
  }
  // The event's handlers: the clinic's bell.
  await s.t.app.jobs.drain();
}

const bell = async (token: string) =>
  (
    await s.t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })
  ).json<NotificationsResponse>().data;

const retry = (id: string | number, headers: Record<string, string>, query = '') =>
  s.t.app.inject({ method: 'POST', url: `/api/submissions/${id}/pdf/retry${query}`, headers });

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a PDF that cannot be made', () => {
  it('is retried, then told to the clinic once, logged without the patient, and promised to the patient', async () => {
    const done = await completed('email');
    const sub = await submissionOf(done.linkId);

    // The first try fails for real (the render's time ran out) and is tried again later.
    await s.t.app.pdfWorker.drain();
    expect(await submissionOf(done.linkId)).toMatchObject({
      pdf_status: 'pending',
      pdf_attempts: 1,
    });
    // Meanwhile the patient's page is asked to wait, as for any PDF being made.
    const waiting = await pdf(done.copy!.token);
    expect([waiting.statusCode, waiting.headers['retry-after']]).toEqual([409, '3']);

    await failEveryTry(sub.id);
    expect(await submissionOf(done.linkId)).toMatchObject({
      pdf_status: 'failed',
      pdf_attempts: PDF_MAX_ATTEMPTS,
      pdf_failures: 1,
    });

    // The bell of each of the clinic's users: the form, never the patient.
    for (const user of [s.clinic.owner, s.clinic.staff]) {
      const notices = (await bell(user.token)).filter(
        (n) => n.title === 'A PDF could not be created',
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]!.body).toContain('Records Release Authorization Form');
      expect(notices[0]!.body).toContain('Try again');
      expect(notices[0]!.link_path).toBe('/submitted-forms');
      expect(JSON.stringify(notices)).not.toMatch(/Zelda|Quimby|1984/);
    }
    // Looking again (another pass, the crash sweep) tells no one twice.
    await s.t.app.pdfWorker.drain();
    await s.t.app.jobs.drain();
    const owners = await bell(s.clinic.owner.token);
    expect(owners.filter((n) => n.title === 'A PDF could not be created')).toHaveLength(1);

    // The log: every try at warn, the giving up at error, with the cause by name only.
    const ours = logged().filter((l) => l.submissionId === String(sub.id));
    expect(ours.filter((l) => l.msg === 'submission PDF failed')).toHaveLength(
      PDF_MAX_ATTEMPTS - 1,
    );
    const gaveUp = ours.filter((l) => l.msg === 'submission PDF gave up');
    expect(gaveUp).toEqual([
      expect.objectContaining({
        level: 50,
        attempts: PDF_MAX_ATTEMPTS,
        stage: 'render',
        error: 'PdfRenderFailed',
        render: 'timeout',
      }),
    ]);
    const { reason_for_request, physician_name, records_requested, address } = recordsRelease();
    const patientData = [
      ...[reason_for_request, physician_name, records_requested, address],
      ...['Zelda', 'Quimby', '1984-03-07', '555-1234', 'Asthma', done.to],
    ];
    for (const line of lines) for (const secret of patientData) expect(line).not.toContain(secret);

    // The patient: not "try again later", but where their copy will come from.
    const promised = await pdf(done.copy!.token);
    expect(promised.statusCode).toBe(202);
    expect(promised.json()).toEqual({ message: m.willEmail(PRACTICE) });
    expect((await pdf(done.copy!.token)).statusCode).toBe(202);
    const promises = await s.t.db
      .selectFrom('copy_promises')
      .selectAll()
      .where('encounter_id', '=', sub.encounter_id)
      .execute();
    expect(promises).toEqual([expect.objectContaining({ channel: 'email', kept_at: null })]);
    // The clinic chose no e-mailed copies: nothing has gone to the patient yet.
    expect(await outboxTo(s.t, done.to)).toHaveLength(0);
    expect(
      await keepCopyPromises({ db: s.t.db, cipher: s.t.app.cipher, appUrl: 'http://app.test' }),
    ).toEqual({ kept: 0 });

    // The clinic sees it failed and tries again: pending, its tries counted afresh.
    const list = await s.t.app.inject({ url: '/api/submitted-forms', headers: s.clinic.headers });
    const files = list.json<SubmittedFormsResponse>().data.patients.flatMap((p) => p.files);
    expect(files.find((f) => String(f.submission_id) === String(sub.id))?.status).toBe('failed');
    const again = await retry(sub.id, s.clinic.headers);
    expect([again.statusCode, again.json().message]).toEqual([
      200,
      submissionMessages.retryStarted,
    ]);
    expect(await submissionOf(done.linkId)).toMatchObject({
      pdf_status: 'pending',
      pdf_attempts: 0,
    });
    const twice = await retry(sub.id, s.clinic.headers);
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      submissionMessages.retryNotFailed,
    ]);
    const audits = await s.t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'details'])
      .where('target_id', '=', sub.id)
      .where('action', 'like', 'submission.pdf_%')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => [a.action, a.user_id])).toEqual([
      ['submission.pdf_failed', null],
      ['submission.pdf_retry', s.clinic.owner.id],
    ]);

    // Made on a worker with the normal limit; the promise is kept once, however many passes.
    await normalWorker().drain();
    expect((await submissionOf(done.linkId)).pdf_status).toBe('ready');
    const passes = await Promise.all(
      [1, 2].map(() =>
        keepCopyPromises({ db: s.t.db, cipher: s.t.app.cipher, appUrl: 'http://app.test' }),
      ),
    );
    expect(passes.map((p) => p.kept).sort()).toEqual([0, 1]);
    await keepCopyPromises({ db: s.t.db, cipher: s.t.app.cipher, appUrl: 'http://app.test' });
    const { token, message } = await mailedToken(done.to);
    expect(message.subject).toBe(`${PRACTICE}: your copy of your signed forms`);
    for (const secret of ['Zelda', 'Quimby', '1984', 'Records Release'])
      expect(message.body_text).not.toContain(secret);
    const opened = await pdf(token, { dob: '1984-03-07' });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The browser's own copy works again too.
    expect((await pdf(done.copy!.token)).statusCode).toBe(200);
  }, 120_000);

  it('tells the clinic again when a PDF tried again fails again', async () => {
    const done = await completed('email');
    const sub = await submissionOf(done.linkId);
    await failEveryTry(sub.id);
    expect((await retry(sub.id, s.clinic.headers)).statusCode).toBe(200);
    await failEveryTry(sub.id);
    expect(await submissionOf(done.linkId)).toMatchObject({
      pdf_status: 'failed',
      pdf_failures: 2,
    });
    const told = await s.t.db
      .selectFrom('audit_log')
      .select('details')
      .where('target_id', '=', sub.id)
      .where('action', '=', 'submission.pdf_failed')
      .execute();
    expect(told).toHaveLength(2);
  }, 120_000);

  it('settles a last try whose process died as failed, and tells the clinic of it', async () => {
    const done = await completed('email');
    const sub = await submissionOf(done.linkId);
    // As if the instance that claimed the last try died: its lease ran out, nothing was written.
    await s.t.db
      .updateTable('submissions')
      .set({ pdf_attempts: PDF_MAX_ATTEMPTS, pdf_lease_until: new Date(0) })
      .where('id', '=', sub.id)
      .execute();
    await s.t.app.pdfWorker.drain();
    await s.t.app.jobs.drain();
    expect(await submissionOf(done.linkId)).toMatchObject({
      pdf_status: 'failed',
      pdf_failures: 1,
    });
    const told = await s.t.db
      .selectFrom('audit_log')
      .select('details')
      .where('target_id', '=', String(sub.id))
      .where('action', '=', 'submission.pdf_failed')
      .execute();
    expect(told.map((row) => row.details)).toEqual([
      expect.objectContaining({ stage: 'crashed', notified_users: 2 }),
    ]);
    expect(
      logged().filter(
        (l) => l.submissionId === String(sub.id) && l.msg === 'submission PDF gave up',
      ),
    ).toEqual([expect.objectContaining({ level: 50, stage: 'crashed' })]);
  });
});

describe("the patient's copy of a PDF that is late", () => {
  it('is promised by text, in the language of the link, once the wait is over', async () => {
    await setting(false);
    const done = await completed('sms', 'es');
    const sub = await submissionOf(done.linkId);
    // Not made yet, and submitted longer ago than the page waits (as time would have it).
    await sql`update submissions set created_at = now() - interval '5 minutes' where id = ${sub.id}`.execute(
      s.t.db,
    );
    const promised = await pdf(done.copy!.token);
    expect(promised.statusCode).toBe(202);
    expect(promised.json().message).toBe(localizeText(m.willText(PRACTICE), 'es'));
    expect(promised.json().message).toMatch(/^Sunrise Family Clinic ya recibió sus respuestas/);
    const audit = await s.t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'patient_copy.promised')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ channel: 'sms', reason: 'late' });

    await normalWorker().drain();
    await keepCopyPromises({ db: s.t.db, cipher: s.t.app.cipher, appUrl: 'http://app.test' });
    const [sms, ...more] = await outboxTo(s.t, done.to);
    expect(more).toHaveLength(0);
    expect(sms!.channel).toBe('sms');
    expect(sms!.body_text).toMatch(/^Sunrise Family Clinic: su copia .*\/copy\/\S+/);
  }, 60_000);
});

describe('Try again', () => {
  it('is for users who may see the submission, in its own company only', async () => {
    const done = await completed('email');
    const sub = await submissionOf(done.linkId);
    await s.t.db
      .updateTable('submissions')
      .set({ pdf_status: 'failed', pdf_attempts: PDF_MAX_ATTEMPTS })
      .where('id', '=', sub.id)
      .execute();

    const other = await createClinic(s.t.app, s.t.db);
    expect((await retry(sub.id, other.headers)).statusCode).toBe(404);
    // Naming the submission's company does not help a user of another clinic.
    expect((await retry(sub.id, other.headers, `?company_id=${s.clinic.id}`)).statusCode).toBe(404);
    // A Sales Person has no view of submissions; provider staff who do must name the company.
    const sales = await loginAs(s.t.app, await createUser(s.t.db, ROLE.salesPerson));
    expect(
      (await retry(sub.id, bearer(sales.token), `?company_id=${s.clinic.id}`)).statusCode,
    ).toBe(403);
    const admin = bearer((await loginAs(s.t.app, await createUser(s.t.db))).token);
    expect((await retry(sub.id, admin)).statusCode).toBe(422);
    expect((await retry(sub.id, admin, `?company_id=${other.id}`)).statusCode).toBe(404);
    expect(await submissionOf(done.linkId)).toMatchObject({ pdf_status: 'failed' });

    // The clinic's other user may, as they may see it.
    expect((await retry(sub.id, bearer(s.clinic.staff.token))).statusCode).toBe(200);
    expect((await submissionOf(done.linkId)).pdf_status).toBe('pending');
    await normalWorker().drain();
  });
});
