import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { storePdf } from '#test/factories/packets.js';
import { addVisit } from '#test/factories/submissions.js';
import { packetMessages } from './packet-schemas.js';

// Issue 39: a merged PDF's cover names one patient, so a selection of several patients' forms
// is refused for it (and still served as a ZIP of separate files).
let t: TestApp;
let clinic: TestClinic;
const ids: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db);
  const visit = (first: string, last: string, dob: string | null, at: string, n: number) =>
    storePdf(t.app, `${first} ${n}`, n).then((pdf) =>
      addVisit(t.db, clinic.id, {
        first,
        last,
        dob,
        at: new Date(at),
        files: [{ formName: 'Demography', status: 'ready', ...pdf }],
      }),
    );
  [ids.ana1] = await visit('Ana', 'Ruiz', '1990-01-02', '2026-06-01T15:00:00Z', 1);
  // The same patient as the front desk typed her another day: case and spaces differ.
  [ids.ana2] = await visit(' ana', 'RUIZ ', '1990-01-02', '2026-06-08T15:00:00Z', 2);
  [ids.namesake] = await visit('Ana', 'Ruiz', '1971-09-30', '2026-06-09T15:00:00Z', 3);
  [ids.other] = await visit('Cara', 'Diaz', null, '2026-06-10T15:00:00Z', 4);
});
afterAll(() => t.close());

const packet = (format: 'pdf' | 'zip', list: string[]) =>
  t.app.inject({
    method: 'GET',
    url: `/api/submitted-forms/packet.${format}`,
    query: { submission_ids: list.join(',') },
    headers: clinic.headers,
  });

describe('a merged PDF holds one patient', () => {
  it("merges one patient's forms from two visits", async () => {
    const res = await packet('pdf', [ids.ana1!, ids.ana2!]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it.each([
    ['two patients', ['ana1', 'other']],
    ['a namesake born another day', ['ana1', 'namesake']],
  ])('refuses %s with a 422 naming the selection, and audits no download', async (_, keys) => {
    const before = await downloads();
    const res = await packet(
      'pdf',
      keys.map((k) => ids[k]!),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ submission_ids: [packetMessages.onePatient] });
    expect(await downloads()).toBe(before);
  });

  it("still serves several patients' forms as a ZIP of separate files", async () => {
    const res = await packet('zip', [ids.ana1!, ids.other!]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
  });
});

async function downloads(): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('action', '=', 'submission.download')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
