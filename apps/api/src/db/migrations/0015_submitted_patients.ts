import { sql, type Kysely } from 'kysely';

/**
 * Issue 16, Submitted Forms at speed: one row per patient of a clinic with their latest
 * submission, so the list pages patients through an index instead of grouping every encounter of
 * the clinic by patient_key on each read (156 ms for a busy clinic at 1,000,000 submissions).
 * Its unsearched total is the dashboard rollup's count of patients (migration 0009).
 *
 * Statement-level triggers on encounters keep it exact in the transaction that changes them,
 * whatever inserts them (the patient flow, seeds, tests) and whatever moves a patient to another
 * key (store/patient-key.ts during a key rotation): inserts upsert the latest time; updates and
 * deletes recompute the touched patients from their encounters. No names are copied here: the
 * list reads them from the encounters of the page's patients, so there is one copy to protect.
 */

const TRIGGER = 'encounters_submitted_patients';

/** The (company_id, patient_key) pairs a changed encounter touched, before or after. */
const changed = `from old_rows o join new_rows n on n.id = o.id
  where (o.company_id, o.patient_key, o.completed_at)
    is distinct from (n.company_id, n.patient_key, n.completed_at)`;
const touchedByUpdate = `select o.company_id, o.patient_key ${changed}
  union select n.company_id, n.patient_key ${changed}`;
const touchedByDelete = 'select distinct company_id, patient_key from old_rows';

/**
 * Those patients' rows made again from the encounters they have now (none: the row goes). A
 * visit committed meanwhile may have made the row again: the later time is kept, no conflict.
 */
const recompute = (touched: string) => `
  delete from submitted_patients p
    where (p.company_id, p.patient_key) in (${touched});
  insert into submitted_patients as p (company_id, patient_key, last_submitted_at)
    select e.company_id, e.patient_key, max(e.completed_at) from encounters e
    where (e.company_id, e.patient_key) in (${touched})
    group by e.company_id, e.patient_key
    on conflict (company_id, patient_key)
    do update set last_submitted_at = greatest(p.last_submitted_at, excluded.last_submitted_at)`;

const BODIES = {
  // Only a later visit moves a patient: an older one (a back-dated import) leaves the row be.
  insert: `insert into submitted_patients as p (company_id, patient_key, last_submitted_at)
    select company_id, patient_key, max(completed_at) from new_rows group by company_id, patient_key
    on conflict (company_id, patient_key)
    do update set last_submitted_at = excluded.last_submitted_at
    where excluded.last_submitted_at > p.last_submitted_at`,
  update: recompute(touchedByUpdate),
  delete: recompute(touchedByDelete),
} as const;

const REFERENCING = {
  insert: 'referencing new table as new_rows',
  update: 'referencing old table as old_rows new table as new_rows',
  delete: 'referencing old table as old_rows',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table submitted_patients (
    company_id integer not null references companies(id) on delete cascade,
    patient_key text not null,
    last_submitted_at timestamptz not null,
    primary key (company_id, patient_key))`.execute(db);
  // Page 1 newest first is the index's first rows; oldest first reads it backwards.
  await sql`create index submitted_patients_latest
    on submitted_patients (company_id, last_submitted_at desc, patient_key)`.execute(db);
  await sql`insert into submitted_patients (company_id, patient_key, last_submitted_at)
    select company_id, patient_key, max(completed_at) from encounters
    group by company_id, patient_key`.execute(db);
  for (const op of ['insert', 'update', 'delete'] as const) {
    await sql
      .raw(
        `create function ${TRIGGER}_${op}() returns trigger language plpgsql as $fn$
        begin ${BODIES[op]}; return null; end $fn$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${TRIGGER}_${op} after ${op} on encounters ${REFERENCING[op]}
        for each statement execute function ${TRIGGER}_${op}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists ${TRIGGER}_${op} on encounters`).execute(db);
    await sql.raw(`drop function if exists ${TRIGGER}_${op}()`).execute(db);
  }
  await db.schema.dropTable('submitted_patients').ifExists().execute();
}
