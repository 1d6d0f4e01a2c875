import { patientCopyMessages as m } from '@paperless/core';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  makeLink,
  recordsRelease,
  refillPolicy,
  submit,
} from '#test/factories/patient-links.js';
import { copyHarness } from '#test/factories/patient-copies.js';

const { s, completed, info, pdf, copyRow, auditOf, expire } = copyHarness();

describe("the browser's copy", () => {
  it('comes with the submit answer, gives the PDF for 30 minutes and not after, audited', async () => {
    const { copy, linkId } = await completed();
    expect(copy).not.toBeNull();
    const minutes = (Date.parse(copy!.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    // Before the worker made the PDF: the page is told to wait.
    expect((await info(copy!.token)).json().data).toMatchObject({ kind: 'download', ready: false });
    const early = await pdf(copy!.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.pending);

    await s.t.app.pdfWorker.drain();
    const shown = await info(copy!.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toEqual({
      data: {
        kind: 'download',
        practice: { name: 'Sunrise Family Clinic' },
        expires_at: copy!.expires_at,
        needs_dob: false,
        ready: true,
      },
    });
    const response = await pdf(copy!.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The file's name has the practice and the form, never the patient.
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Sunrise Family Clinic - Records Release Authorization Form - \d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(response.headers['content-disposition']).not.toMatch(/Zelda|Quimby/);
    // One form: exactly the PDF that was recorded (Verify matches it).
    const submission = await s.t.db
      .selectFrom('submissions')
      .select('pdf_sha256')
      .where('link_id', '=', linkId)
      .executeTakeFirstOrThrow();
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(
      submission.pdf_sha256,
    );

    const row = await copyRow(copy!.token);
    const [viewed, ...more] = await auditOf('patient_copy.viewed', row.id);
    expect(more).toHaveLength(0);
    expect(viewed).toMatchObject({ company_id: s.clinic.id, user_id: null, outcome: 'success' });
    expect(viewed!.details).toMatchObject({
      encounter_id: String(row.encounter_id),
    });
    expect(JSON.stringify(viewed!.details)).not.toContain('1984');

    await expire(copy!.token);
    const gone = await pdf(copy!.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(m.expired('Sunrise Family Clinic'));
    expect((await info(copy!.token)).statusCode).toBe(410);
    expect(await auditOf('patient_copy.refused', row.id)).toHaveLength(2);
  });

  it('is not made at a kiosk: the tablet is shared', async () => {
    const { copy, linkId } = await completed('kiosk');
    expect(copy).toBeNull();
    const encounter = await s.t.db
      .selectFrom('encounters')
      .select('id')
      .where('link_id', '=', linkId)
      .executeTakeFirstOrThrow();
    const copies = await s.t.db
      .selectFrom('patient_copies')
      .select('id')
      .where('encounter_id', '=', encounter.id)
      .execute();
    expect(copies).toHaveLength(0);
  });

  it("reaches only its own visit: another copy's token gives the other visit's PDF", async () => {
    const a = await completed();
    const b = await completed();
    await s.t.app.pdfWorker.drain();
    const sha = async (linkId: string) =>
      (
        await s.t.db
          .selectFrom('submissions')
          .select('pdf_sha256')
          .where('link_id', '=', linkId)
          .executeTakeFirstOrThrow()
      ).pdf_sha256;
    const ofA = (await pdf(a.copy!.token)).rawPayload;
    const ofB = (await pdf(b.copy!.token)).rawPayload;
    expect(createHash('sha256').update(ofA).digest('hex')).toBe(await sha(a.linkId));
    expect(createHash('sha256').update(ofB).digest('hex')).toBe(await sha(b.linkId));
    expect(await sha(a.linkId)).not.toBe(await sha(b.linkId));
  });

  it("answers 404 to a token that opens no copy, counted as a miss, and never the link's token", async () => {
    const { token } = await completed();
    for (const guess of ['x'.repeat(43), token]) {
      const response = await pdf(guess, {}, '10.9.9.9');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(m.unknown);
    }
    const misses = await s.t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'patient_copy.unavailable')
      .where('ip', '=', '10.9.9.9')
      .execute();
    expect(misses).toHaveLength(2);
  });

  it("puts a bucket's forms in one PDF", async () => {
    const bucketId = await bucketOf(s.t.db, s.clinic.id, [s.refillId, s.formId]);
    const { token } = await makeLink(s.t.db, { companyId: s.clinic.id, bucketId });
    const step = (id: number, fields: object, lastForm: boolean) => ({
      fields,
      formId: id,
      lastForm,
      fromBucket: true,
    });
    expect((await submit(s.t.app, token, step(s.refillId, refillPolicy(), false))).statusCode).toBe(
      201,
    );
    const last = await submit(s.t.app, token, step(s.formId, recordsRelease(), true));
    const copy = last.json().copy as { token: string };
    await s.t.app.pdfWorker.drain();
    const response = await pdf(copy.token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers['content-disposition']).toContain('Sunrise Family Clinic - Forms - ');
  });
});
