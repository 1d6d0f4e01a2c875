import { localDateOf } from '@paperless/core';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { linkWorld, recordsRelease, submit } from '#test/factories/patient-links.js';
import { flatText } from '#test/pdf/pdf-text.js';
import { PDF_MAX_ATTEMPTS } from './worker.js';

const t = linkWorld({ name: 'Lakeside Family Clinic' });

async function submitted() {
  const { token, linkId } = await t.link();
  expect(
    (await submit(t.app, token, { fields: recordsRelease(), formId: t.formId })).statusCode,
  ).toBe(201);
  return t.db
    .selectFrom('submissions')
    .selectAll()
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
}

/** The submission's PDF lease runs out, as time would have it, and the worker runs again. */
async function leaseLapses(id: string) {
  await t.db
    .updateTable('submissions')
    .set({ pdf_lease_until: new Date(0) })
    .where('id', '=', id)
    .execute();
  await t.app.pdfWorker.drain();
}

const reload = (id: string) =>
  t.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('PDF worker', () => {
  it('turns a pending submission into a stored PDF with its name and checksum', async () => {
    const pending = await submitted();
    expect(pending.pdf_status).toBe('pending');
    await t.app.pdfWorker.drain();

    const ready = await reload(pending.id);
    expect(ready).toMatchObject({ pdf_status: 'ready', pdf_attempts: 1, pdf_lease_until: null });
    // Issue 18: the patient, the form and the clinic's day (file-names.test.ts has the rules).
    const { time_zone } = await t.db
      .selectFrom('companies')
      .select('time_zone')
      .where('id', '=', t.clinic.id)
      .executeTakeFirstOrThrow();
    const day = localDateOf(ready.created_at, time_zone);
    expect(ready.pdf_name).toBe(`Quimby, Zelda - Records Release Authorization Form - ${day}.pdf`);
    expect(ready.pdf_key).toMatch(/^submissions\/[0-9a-f]{32}\.pdf$/);
    // Sealed at rest (issue 7): the file on disk is not a readable PDF.
    const stored = await t.app.storage.get(ready.pdf_key!);
    expect(stored?.includes('%PDF')).toBe(false);
    expect(ready.pdf_key_id).toBe(t.app.cipher.primaryKeyId());
    const bytes = t.app.cipher.decryptBytes(stored!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(ready.pdf_sha256);
    const text = await flatText(new Uint8Array(bytes));
    for (const expected of [
      'Zelda Quimby',
      '03/07/1984',
      'Lakeside Family Clinic',
      'Records Release Authorization Form',
      'North Dallas Cardiology',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is woken by a submission once started, and stops cleanly', async () => {
    t.app.pdfWorker.start(60_000);
    const pending = await submitted();
    await vi.waitFor(async () => expect((await reload(pending.id)).pdf_status).toBe('ready'), {
      timeout: 15_000,
      interval: 100,
    });
    await t.app.pdfWorker.stop();
  });

  it('retries after a failure and gives up as failed after the last attempt', async () => {
    const pending = await submitted();
    // Answers that no longer open (a rotated key, a damaged row) fail at every try.
    await t.db
      .updateTable('submissions')
      .set({ answers: 'v1.broken' })
      .where('id', '=', pending.id)
      .execute();
    await t.app.pdfWorker.drain();
    let row = await reload(pending.id);
    expect(row).toMatchObject({ pdf_status: 'pending', pdf_attempts: 1 });
    expect(row.pdf_lease_until!.getTime()).toBeGreaterThan(Date.now());

    for (let attempt = 2; attempt <= PDF_MAX_ATTEMPTS; attempt++) {
      await leaseLapses(pending.id);
    }
    row = await reload(pending.id);
    expect(row).toMatchObject({
      pdf_status: 'failed',
      pdf_attempts: PDF_MAX_ATTEMPTS,
      pdf_key: null,
    });
  });

  it('takes back a submission whose lease ran out (a crash mid-render)', async () => {
    const pending = await submitted();
    // As if a worker claimed it and died: the lease is taken, then expires.
    await t.db
      .updateTable('submissions')
      .set({ pdf_attempts: 1, pdf_lease_until: new Date(Date.now() + 60_000) })
      .where('id', '=', pending.id)
      .execute();
    await t.app.pdfWorker.drain();
    expect((await reload(pending.id)).pdf_status).toBe('pending');
    await leaseLapses(pending.id);
    expect(await reload(pending.id)).toMatchObject({ pdf_status: 'ready', pdf_attempts: 2 });
  });
});
