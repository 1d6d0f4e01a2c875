import type { SubmittedFormsResponse } from '@paperless/core';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../../db/migrations/0015_submitted_patients.js';
import { createClinic } from '#test/factories/clinics.js';
import { linkWorld, recordsRelease, submit } from '#test/factories/patient-links.js';
import { countPatients } from './list.js';
import { movePatientKeys, patientKey } from './store/patient-key.js';
import { addVisit } from '#test/factories/submissions.js';

// Submitted Forms pages over submitted_patients (migration 0015), which triggers on encounters
// keep; every test ends by checking it against the encounters it summarises.
const t = linkWorld();

/** A patient completes a fresh link through the patient flow. */
async function visit(first: string, last: string, dob: string) {
  const { token } = await t.link();
  const fields = { ...recordsRelease(), patient_firstname: first, patient_lastname: last, dob };
  expect((await submit(t.app, token, { fields, formId: t.formId })).statusCode).toBe(201);
}

async function listed(query: Record<string, string> = {}, headers = t.clinic.headers) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/submitted-forms',
    query,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SubmittedFormsResponse>();
}
const names = async (query: Record<string, string> = {}, headers = t.clinic.headers) =>
  (await listed(query, headers)).data.patients.map((p) => p.patient_name);

/** Each clinic's patients with their latest encounter, from the rollup and from encounters. */
async function rollupAndTruth() {
  const rollup = await sql<{ row: string }>`
    select company_id || '|' || patient_key || '|' || last_submitted_at::text as row
    from submitted_patients order by 1`.execute(t.db);
  const truth = await sql<{ row: string }>`
    select company_id || '|' || patient_key || '|' || max(completed_at)::text as row
    from encounters group by company_id, patient_key order by 1`.execute(t.db);
  return [rollup.rows.map((r) => r.row), truth.rows.map((r) => r.row)];
}
async function expectRollupExact() {
  const [rollup, truth] = await rollupAndTruth();
  expect(rollup).toEqual(truth);
  expect(rollup!.length).toBeGreaterThan(0);
  // The unsearched total (the dashboard rollup's patients) is the number of rows listed.
  const totals = await sql<{ company_id: number; listed: string; total: string | null }>`
    select sp.company_id, count(*) as listed,
      (select sum(m.patients) from company_months m where m.company_id = sp.company_id) as total
    from submitted_patients sp group by sp.company_id`.execute(t.db);
  for (const row of totals.rows) expect(Number(row.total)).toBe(Number(row.listed));
}

const keyOf = async (last: string) =>
  (
    await t.db
      .selectFrom('encounters')
      .select('patient_key')
      .where('company_id', '=', t.clinic.id)
      .where('patient_last_name', 'ilike', last)
      .executeTakeFirstOrThrow()
  ).patient_key;

describe('submitted_patients', () => {
  it('moves a patient to the top on their second visit through the patient flow', async () => {
    await visit('Ann', 'Lee', '1980-02-29');
    await visit('Bob', 'Stone', '1975-12-01');
    expect(await names()).toEqual(['Bob Stone', 'Ann Lee']);
    await visit(' ann ', 'LEE', '1980-02-29');
    const body = await listed();
    expect(body.total).toBe(2);
    expect(body.data.patients.map((p) => [p.patient_name, p.files.length])).toEqual([
      ['ann LEE', 2],
      ['Bob Stone', 1],
    ]);
    expect(await names({ sort: 'date_asc' })).toEqual(['Bob Stone', 'ann LEE']);
    await expectRollupExact();
  });

  it('keeps the latest time when an older visit is recorded later', async () => {
    const before = await listed();
    // As an import of an old paper visit would store it: the patient's own key, a past time.
    const bob = { firstName: 'Bob', lastName: 'Stone', dob: '1975-12-01' };
    await t.db
      .insertInto('encounters')
      .values({
        company_id: t.clinic.id,
        patient_first_name: bob.firstName,
        patient_last_name: bob.lastName,
        patient_dob: bob.dob,
        patient_key: patientKey(t.app.cipher, bob).key,
        completed_at: new Date('2020-01-01T12:00:00Z'),
      })
      .execute();
    const after = await listed();
    expect(after.data.patients.map((p) => [p.patient_name, p.last_submitted_at])).toEqual(
      before.data.patients.map((p) => [p.patient_name, p.last_submitted_at]),
    );
    await expectRollupExact();
  });

  it('follows a patient moved to another key, as a key rotation moves them', async () => {
    const old = await keyOf('stone');
    await t.db.transaction().execute(async (trx) => {
      await movePatientKeys(trx, t.clinic.id, [old], { key: 'rotated-bob-key', keyId: 'k-test' });
    });
    const rows = await t.db
      .selectFrom('submitted_patients')
      .select('patient_key')
      .where('company_id', '=', t.clinic.id)
      .execute();
    expect(rows.map((r) => r.patient_key)).toContain('rotated-bob-key');
    expect(rows.map((r) => r.patient_key)).not.toContain(old);
    const bob = (await listed({ search: 'stone' })).data.patients;
    expect(bob.map((p) => [p.patient_key, p.patient_name])).toEqual([
      ['rotated-bob-key', 'Bob Stone'],
    ]);
    await expectRollupExact();
  });

  it('counts every patient unsearched, and searched no further than the cap', async () => {
    // 'e' is in both names (Lee, Stone).
    expect(await countPatients(t.db, t.clinic.id, '', 1)).toEqual({ total: 2, capped: false });
    expect(await countPatients(t.db, t.clinic.id, 'e', 1)).toEqual({ total: 1, capped: true });
    expect(await countPatients(t.db, t.clinic.id, 'e', 2)).toEqual({ total: 2, capped: false });
    expect(await countPatients(t.db, t.clinic.id, 'stone', 1)).toEqual({ total: 1, capped: false });
    expect(await countPatients(t.db, t.clinic.id, 'nobody', 1)).toEqual({
      total: 0,
      capped: false,
    });
  });

  it('forgets removed encounters: the latest left counts, none left drops the patient', async () => {
    const ann = await keyOf('lee');
    const newest = await t.db
      .selectFrom('encounters')
      .select(['id', 'completed_at'])
      .where('company_id', '=', t.clinic.id)
      .where('patient_key', '=', ann)
      .orderBy('completed_at', 'desc')
      .execute();
    const removeEncounters = async (ids: string[]) => {
      await t.db.deleteFrom('submissions').where('encounter_id', 'in', ids).execute();
      await t.db.deleteFrom('encounters').where('id', 'in', ids).execute();
    };
    await removeEncounters([newest[0]!.id]);
    const annNow = (await listed({ search: 'lee' })).data.patients[0]!;
    expect(annNow.last_submitted_at).toBe(newest[1]!.completed_at.toISOString());
    expect(await names()).toEqual(['Bob Stone', 'Ann Lee']);
    await expectRollupExact();
    await removeEncounters([newest[1]!.id]);
    expect(await names()).toEqual(['Bob Stone']);
    await expectRollupExact();
  });

  it('orders patients of the same instant one way, and the exact reverse oldest first', async () => {
    const other = await createClinic(t.app, t.db);
    const at = new Date('2025-03-03T09:00:00Z');
    for (const first of ['Cy', 'Di', 'Ed']) {
      await addVisit(t.db, other.id, { first, last: 'Moss', dob: null, at, files: [] });
    }
    const newest = await names({}, other.headers);
    expect(newest).toHaveLength(3);
    expect(await names({ sort: 'date_asc' }, other.headers)).toEqual([...newest].reverse());
    const paged = [1, 2, 3].map((page) =>
      names({ page: String(page), per_page: '1' }, other.headers),
    );
    expect((await Promise.all(paged)).flat()).toEqual(newest);
  });

  it('is filled from the encounters already there when the migration runs', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    await expectRollupExact();
    expect(await names()).toEqual(['Bob Stone']);
    await visit('Fay', 'Wong', '1999-09-09');
    expect(await names()).toEqual(['Fay Wong', 'Bob Stone']);
    await expectRollupExact();
  });
});
