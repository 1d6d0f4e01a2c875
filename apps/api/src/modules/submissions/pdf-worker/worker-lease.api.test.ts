import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../../lib/storage.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { makeLink, refillPolicy, submit, templateFormId } from '#test/factories/patient-links.js';
import { createPdfWorker, type PdfLease, type PdfWorker } from './worker.js';

// Several instances run the PDF worker on one database: each PDF is made once, and a job that
// takes long keeps its claim instead of being made a second time elsewhere.
let t: TestApp;
let clinic: TestClinic;
let formId: number;
const workers: PdfWorker[] = [];

beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db);
  formId = await templateFormId(t.db, clinic.id, 7);
});
afterAll(async () => {
  for (const w of workers) await w.stop();
  await t.close();
});

const silent = { warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Another instance's worker; `storage` stands for a slow object store when given. */
function instance(storage: Storage = t.app.storage, lease?: PdfLease): PdfWorker {
  const worker = createPdfWorker({ db: t.db, storage, cipher: t.app.cipher }, silent, { lease });
  workers.push(worker);
  return worker;
}

async function submitted(): Promise<string> {
  const { token, linkId } = await makeLink(t.db, { companyId: clinic.id, formId });
  expect((await submit(t.app, token, { fields: refillPolicy(), formId })).statusCode).toBe(201);
  const row = await t.db
    .selectFrom('submissions')
    .select('id')
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const reload = (ids: string[]) =>
  t.db
    .selectFrom('submissions')
    .select(['id', 'pdf_status', 'pdf_attempts'])
    .where('id', 'in', ids)
    .execute();

describe('the PDF worker on several instances', () => {
  it('makes each PDF once when two instances drain at the same time', async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await submitted());
    await Promise.all([instance().drain(), instance().drain()]);
    const rows = await reload(ids);
    expect(rows.map((r) => [r.pdf_status, r.pdf_attempts])).toEqual(ids.map(() => ['ready', 1]));
  });

  it('keeps the claim of a slow job alive, so no other instance makes it too', async () => {
    const id = await submitted();
    const slowStore: Storage = {
      ...t.app.storage,
      put: async (...args) => {
        await sleep(2_500);
        return t.app.storage.put(...args);
      },
    };
    const holder = instance(slowStore, { leaseSeconds: 1, renewMs: 200 }).drain();
    // Well past the 1 s lease, another instance looks again and again.
    const other = instance();
    for (let i = 0; i < 8; i++) {
      await sleep(300);
      await other.drain();
    }
    await holder;
    expect(await reload([id])).toEqual([
      expect.objectContaining({ pdf_status: 'ready', pdf_attempts: 1 }),
    ]);
  });
});
