import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createCipher, loadCipher, type Cipher } from '../../lib/crypto.js';
import { addPrimaryKey, dropOldKeys } from '../../lib/keyring.js';
import { linkWorld, recordsRelease, refillPolicy, submit } from '#test/factories/patient-links.js';
import { fileForm, gpsJpeg, uploadId } from '#test/factories/uploads.js';
import { resealAll } from './reseal.js';
import { countByKey } from './sealed-data.js';

const t = linkWorld();

async function submitSingle(): Promise<string> {
  const { token, linkId } = await t.link();
  expect(
    (await submit(t.app, token, { fields: recordsRelease(), formId: t.formId })).statusCode,
  ).toBe(201);
  const row = await t.db
    .selectFrom('submissions')
    .select('id')
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** A bucket link with its first form sent: a row in link_steps. */
async function halfDoneBucket(reason = 'Continuity of care') {
  const bucketId = await t.bucket([t.formId, t.refillId]);
  const { token, linkId } = await t.link({ bucketId });
  const sendFirst = (why: string) =>
    submit(t.app, token, {
      fields: { ...recordsRelease(), reason_for_request: why },
      formId: bucketId,
      currentFormId: t.formId,
    });
  expect((await sendFirst(reason)).statusCode).toBe(201);
  return { token, linkId, bucketId, sendFirst };
}

const stepOf = (linkId: string) =>
  t.db
    .selectFrom('link_steps')
    .select('answers')
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();

const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'storage', 'submissions');
  return readdirSync(dir).map((name) => readFileSync(path.join(dir, name)));
};

describe('key rotation', () => {
  it('re-seals answers, link steps, TOTP secrets, PDFs and uploads; afterwards the new key alone opens everything', async () => {
    const ids = [await submitSingle(), await submitSingle()];
    await t.app.pdfWorker.drain();
    // One PDF as stored before PDFs were encrypted: in clear, no key id.
    const legacy = await t.db
      .selectFrom('submissions')
      .select(['pdf_key'])
      .where('id', '=', ids[1]!)
      .executeTakeFirstOrThrow();
    const plain = t.app.cipher.decryptBytes((await t.app.storage.get(legacy.pdf_key!))!);
    await t.app.storage.replace(legacy.pdf_key!, plain);
    await t.db
      .updateTable('submissions')
      .set({ pdf_key_id: null })
      .where('id', '=', ids[1]!)
      .execute();
    const bucket = await halfDoneBucket();
    const photoLink = await t.link({ formId: await fileForm(t.db, t.clinic.id) });
    const photo = await uploadId(
      t.app,
      photoLink.token,
      'card_front',
      await gpsJpeg(),
      'image/jpeg',
    );
    const totp = t.app.cipher.encryptJson({ totp: 'JBSWY3DPEHPK3PXP' });
    await t.db
      .updateTable('users')
      .set({ totp_secret: totp })
      .where('id', '=', t.clinic.owner.id)
      .execute();

    const oldKey = t.app.cipher.primaryKeyId();
    const [newKey] = addPrimaryKey(t.config.dataDir);
    const counts = await t.app.keyReseal.drain();
    const resealed = (target: string) =>
      counts.filter((c) => c.target === target).reduce((n, c) => n + c.resealed, 0);
    expect(resealed('submissions.answers')).toBeGreaterThanOrEqual(2);
    expect(resealed('link_steps.answers')).toBeGreaterThanOrEqual(1);
    expect(resealed('users.totp_secret')).toBeGreaterThanOrEqual(1);
    expect(resealed('submissions.pdf (files)')).toBeGreaterThanOrEqual(2);
    expect(resealed('form_uploads (files)')).toBeGreaterThanOrEqual(1);
    expect(counts.every((c) => c.failed === 0)).toBe(true);
    expect(new Set((await countByKey(t.db)).map((c) => c.keyId))).toEqual(new Set([newKey]));
    expect(newKey).not.toBe(oldKey);

    // Drop the old key: everything must open with the new key alone.
    dropOldKeys(t.config.dataDir);
    const alone: Cipher = loadCipher({ dataDir: t.config.dataDir });
    expect(alone.keyIds()).toEqual([newKey]);
    const rows = await t.db
      .selectFrom('submissions')
      .select(['id', 'answers', 'pdf_key', 'pdf_sha256'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) {
      expect(alone.decryptJson(row.answers!)).toMatchObject({ patient_lastname: 'Quimby' });
      const pdf = alone.decryptBytes((await t.app.storage.get(row.pdf_key!))!);
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(row.pdf_sha256);
    }
    const upload = await t.db
      .selectFrom('form_uploads')
      .select(['storage_key', 'sha256', 'key_id'])
      .where('id', '=', photo)
      .executeTakeFirstOrThrow();
    expect(upload.key_id).toBe(newKey);
    const opened = alone.decryptBytes((await t.app.storage.get(upload.storage_key))!);
    expect(createHash('sha256').update(opened).digest('hex')).toBe(upload.sha256);
    expect(alone.decryptJson((await stepOf(bucket.linkId)).answers)).toMatchObject({
      dob: '1984-03-07',
    });
    const user = await t.db
      .selectFrom('users')
      .select('totp_secret')
      .where('id', '=', t.clinic.owner.id)
      .executeTakeFirstOrThrow();
    expect(alone.decryptJson(user.totp_secret!)).toEqual({ totp: 'JBSWY3DPEHPK3PXP' });
    for (const file of storedFiles()) {
      expect(file.includes('%PDF')).toBe(false);
      expect(file.includes('Quimby')).toBe(false);
    }

    // The server follows the keyring file: downloads and a bucket finished now still work.
    t.app.cipher.refresh();
    expect(t.app.cipher.keyIds()).toEqual([newKey]);
    for (const row of rows) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/forms/pdf/download',
        query: { url: `submission:${row.id}` },
        headers: t.clinic.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(row.pdf_sha256);
    }
    const last = await submit(t.app, bucket.token, {
      fields: refillPolicy(),
      formId: bucket.bucketId,
      currentFormId: t.refillId,
      lastForm: true,
    });
    expect(last.statusCode).toBe(201);
  }, 60_000);

  it('never loses a value written while the rotation runs', async () => {
    const bucket = await halfDoneBucket('Before the rotation');
    const [newKey] = addPrimaryKey(t.config.dataDir);
    let wrote = false;
    const counts = await resealAll({
      db: t.db,
      cipher: loadCipher({ dataDir: t.config.dataDir }),
      storage: t.app.storage,
      batchSize: 1,
      // Between the re-seal's read and its write, the patient sends the form again.
      async beforeWrite(target) {
        if (target !== 'link_steps.answers' || wrote) return;
        wrote = true;
        expect((await bucket.sendFirst('Sent again meanwhile')).statusCode).toBe(201);
      },
    });
    expect(wrote).toBe(true);
    expect(counts.every((c) => c.failed === 0)).toBe(true);
    const kept = loadCipher({ dataDir: t.config.dataDir }).decryptJson(
      (await stepOf(bucket.linkId)).answers,
    );
    expect(kept).toMatchObject({ reason_for_request: 'Sent again meanwhile' });
    // A later pass seals it with the new key too, still with the patient's latest answers.
    await t.app.keyReseal.drain();
    const step = await stepOf(bucket.linkId);
    expect(step.answers.split('.')[1]).toBe(newKey);
    expect(loadCipher({ dataDir: t.config.dataDir }).decryptJson(step.answers)).toMatchObject({
      reason_for_request: 'Sent again meanwhile',
    });
  }, 60_000);

  it('leaves a value of a key it does not hold as it is, counted, with a clear error', async () => {
    const id = await submitSingle();
    const stranger = createCipher(randomBytes(32)).encryptJson({ a: 1 });
    await t.db.updateTable('submissions').set({ answers: stranger }).where('id', '=', id).execute();
    addPrimaryKey(t.config.dataDir);
    const counts = await t.app.keyReseal.drain();
    expect(counts.find((c) => c.target === 'submissions.answers')?.failed).toBe(1);
    const row = await t.db
      .selectFrom('submissions')
      .select('answers')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.answers).toBe(stranger);
    expect(() => t.app.cipher.decryptJson(stranger)).toThrow(/not in the keyring/);
  }, 60_000);
  it('notices a rotation made by another process by itself, as the running server does', async () => {
    const id = await submitSingle();
    await t.app.pdfWorker.drain();
    const [newKey] = addPrimaryKey(t.config.dataDir);
    t.app.jobs.start(100);
    try {
      await vi.waitFor(
        async () => {
          const row = await t.db
            .selectFrom('submissions')
            .select(['answers', 'pdf_key_id'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          expect([row.answers!.split('.')[1], row.pdf_key_id]).toEqual([newKey, newKey]);
        },
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await t.app.jobs.stop();
    }
  }, 60_000);
});
