import {
  UPLOAD_CLINIC_DAY_MAX_BYTES,
  UPLOAD_LINK_MAX_BYTES,
  uploadMessages,
} from '@paperless/core';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkWorld, patient, submit } from '#test/factories/patient-links.js';
import { sweepUnboundUploads } from './sweep.js';
import { fileForm, gpsJpeg, upload, uploadId } from '#test/factories/uploads.js';

/**
 * Security III, finding 5: eight 10.5 MB PDFs from one kiosk link in 1.5 s grew storage by
 * 84 MB, one link could store 630 MB per 10 minutes, and files no submission kept stayed for
 * good. Now what a link and a clinic's day may store is capped, and the reminders' minute
 * sweeps the files no submission kept.
 */
const t = linkWorld({ name: 'Upload Limits Clinic' }, fileForm);
let photo: Buffer;

beforeAll(async () => {
  photo = await gpsJpeg(400, 300);
});

/** Rows as if files of these sizes were kept for the link (no file behind them). */
async function keptAlready(linkId: string, sizes: number[], createdAt = new Date()) {
  for (const bytes of sizes) {
    await t.db
      .insertInto('form_uploads')
      .values({
        id: randomUUID(),
        link_id: linkId,
        company_id: t.clinic.id,
        form_id: t.formId,
        field: 'card_front',
        mime: 'image/jpeg',
        bytes,
        sha256: '0'.repeat(64),
        storage_key: `uploads/${'0'.repeat(32)}.jpg`,
        key_id: 'none',
        created_at: createdAt,
      })
      .execute();
  }
}

const storedFiles = async () => {
  let n = 0;
  for await (const key of t.app.storage.list()) if (key.startsWith('uploads/')) n += 1;
  return n;
};

const refusal = { message: uploadMessages.overLimit, errors: { file: [uploadMessages.overLimit] } };

describe('what uploads may store', () => {
  it(`refuses a file that takes a link past ${UPLOAD_LINK_MAX_BYTES / 2 ** 20} MB with 413, keeping nothing`, async () => {
    const link = await t.link();
    await keptAlready(link.linkId, [UPLOAD_LINK_MAX_BYTES - 1000]);
    const files = await storedFiles();
    const response = await upload(t.app, link.token, 'card_front', photo, 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(refusal);
    expect(await storedFiles()).toBe(files);
  });

  it('refuses it in the language of the link', async () => {
    const link = await t.link();
    await t.db
      .updateTable('form_links')
      .set({ language: 'es' })
      .where('id', '=', link.linkId)
      .execute();
    await keptAlready(link.linkId, [UPLOAD_LINK_MAX_BYTES]);
    const response = await upload(t.app, link.token, 'card_front', photo, 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Estos archivos superan el límite de tamaño de este formulario. Comuníquese con el consultorio.',
    );
  });

  it(`refuses one that takes the clinic past ${UPLOAD_CLINIC_DAY_MAX_BYTES / 2 ** 30} GB in a day with 429`, async () => {
    const other = await t.link();
    const earlier = await t.link();
    // Yesterday's files do not count; today's, on any of the clinic's links, do.
    await keptAlready(
      earlier.linkId,
      [UPLOAD_CLINIC_DAY_MAX_BYTES],
      new Date(Date.now() - 25 * 3600_000),
    );
    const link = await t.link();
    expect((await upload(t.app, link.token, 'card_front', photo, 'image/jpeg')).statusCode).toBe(
      201,
    );
    await keptAlready(other.linkId, Array(25).fill(Math.ceil(UPLOAD_CLINIC_DAY_MAX_BYTES / 25)));
    const response = await upload(t.app, link.token, 'card_front', photo, 'image/jpeg');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(refusal);
    await t.db
      .deleteFrom('form_uploads')
      .where('link_id', 'in', [other.linkId, earlier.linkId])
      .execute();
  });
});

describe('the sweep of files no submission kept', () => {
  const rowsOf = (linkId: string) =>
    t.db
      .selectFrom('form_uploads')
      .select(['id', 'storage_key'])
      .where('link_id', '=', linkId)
      .execute();

  it("deletes an ended link's unbound files, row and file, and keeps the submitted one", async () => {
    const link = await t.link();
    const loose = await uploadId(t.app, link.token, 'card_front', photo, 'image/jpeg');
    const kept = await uploadId(t.app, link.token, 'card_front', photo, 'image/jpeg');
    const keys = new Map((await rowsOf(link.linkId)).map((r) => [r.id, r.storage_key]));
    // Submitting ends the link and binds the file it names; the other stays unbound.
    const done = await submit(t.app, link.token, {
      formId: t.formId,
      fields: { ...patient, card_front: { upload_id: kept } },
    });
    expect(done.statusCode, done.body).toBe(201);

    expect(await sweepUnboundUploads({ db: t.db, storage: t.app.storage })).toEqual({ uploads: 1 });
    expect((await rowsOf(link.linkId)).map((r) => r.id)).toEqual([kept]);
    expect(await t.app.storage.get(keys.get(loose)!)).toBeNull();
    expect(await t.app.storage.get(keys.get(kept)!)).not.toBeNull();
  });

  it("keeps an open link's files, but not one replaced two hours ago", async () => {
    const link = await t.link();
    const first = await uploadId(t.app, link.token, 'card_front', photo, 'image/jpeg');
    const second = await uploadId(t.app, link.token, 'card_front', photo, 'image/jpeg');
    await sweepUnboundUploads({ db: t.db, storage: t.app.storage });
    expect((await rowsOf(link.linkId)).map((r) => r.id).sort()).toEqual([first, second].sort());

    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    await sql`update form_uploads set created_at = ${hoursAgo(4)} where id = ${first}`.execute(
      t.db,
    );
    await sql`update form_uploads set created_at = ${hoursAgo(3)} where id = ${second}`.execute(
      t.db,
    );
    await sweepUnboundUploads({ db: t.db, storage: t.app.storage });
    expect((await rowsOf(link.linkId)).map((r) => r.id)).toEqual([second]);
  });
});
