import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCipher } from '../../lib/crypto.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic } from '#test/factories/clinics.js';
import { lastCompletePassKey } from './pass-record.js';
import { createResealWorker } from './worker.js';

/**
 * A server's start-up re-seal pass (main.ts) walks every sealed value: on a large database, a
 * scan of every submission while the server already serves. Once a complete pass found
 * everything under the only key, later starts skip it (migration 0033).
 */
let t: TestApp;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** A server starting on the same database: a worker of its own, as app.ts makes one. */
const startingServer = () =>
  createResealWorker({ db: t.db, storage: t.app.storage, cipher: t.app.cipher }, quiet);

describe("a server start's re-seal pass", () => {
  it('walks the data while no complete pass is on record, and records one', async () => {
    await t.db.deleteFrom('key_reseal_state').execute();
    const counts = await startingServer().runOnce();
    expect(counts.map((c) => c.target)).toContain('submissions.answers');
    expect(await lastCompletePassKey(t.db)).toBe(t.app.cipher.primaryKeyId());
  });

  it('is skipped by the next start under the same single key', async () => {
    await startingServer().runOnce();
    expect(await startingServer().runOnce()).toEqual([]);
  });

  it('runs when the key on record is not the primary (the keys changed since)', async () => {
    await t.db.updateTable('key_reseal_state').set({ primary_key_id: 'retired1' }).execute();
    expect((await startingServer().runOnce()).length).toBeGreaterThan(0);
    expect(await lastCompletePassKey(t.db)).toBe(t.app.cipher.primaryKeyId());
  });

  it('records nothing while a value cannot be opened, so each start looks again', async () => {
    await t.db.deleteFrom('key_reseal_state').execute();
    const user = (await createClinic(t.app, t.db)).staff;
    const stranger = createCipher(randomBytes(32)).encryptJson('JBSWY3DPEHPK3PXP');
    await t.db
      .updateTable('users')
      .set({ totp_secret: stranger })
      .where('id', '=', user.id)
      .execute();
    try {
      const counts = await startingServer().runOnce();
      expect(counts.find((c) => c.target === 'users.totp_secret')?.failed).toBe(1);
      expect(await lastCompletePassKey(t.db)).toBeUndefined();
      expect((await startingServer().runOnce()).length).toBeGreaterThan(0);
    } finally {
      await t.db
        .updateTable('users')
        .set({ totp_secret: null })
        .where('id', '=', user.id)
        .execute();
    }
  });
});
