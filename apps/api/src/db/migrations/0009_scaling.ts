import { sql, type Kysely } from 'kysely';

/**
 * Issue 8, scaling: the provider dashboard reads rollups instead of counting whole tables, and
 * the client search is served by trigram indexes.
 *
 * - `company_months`: per client and calendar month (UTC), what the dashboard adds up: the
 *   client itself (in the month it was created), new distinct patients, encounters, submitted
 *   forms and paid revenue (by the month an invoice bills).
 * - `dashboard_months`: the same sums over the live clients of a scope: owner 0 is every live
 *   client (what staff see), any other owner is a Sales Person's own clients (reference_id).
 *   The dashboard reads O(months) rows of it.
 * - `patient_keys`: one row per distinct patient of a clinic, so "distinct patients" is a
 *   counter, not a count(distinct) over all encounters.
 *
 * Statement-level triggers with transition tables keep them exact in the transaction that
 * changes the base rows (one upsert per statement, not per row, so bulk inserts stay cheap).
 * Changes go base table → company_months → dashboard_months; moving a client between scopes
 * (deleted, restored, reassigned) moves its rows. Encounters never change clinic or patient
 * (no code does that), so only their month is followed on update.
 */

const month = (ts: string) => `date_trunc('month', ${ts} at time zone 'utc')::date`;
const COLS = ['clients', 'patients', 'encounters', 'forms', 'revenue'] as const;
const sumCols = COLS.map((c) => `sum(${c}) as ${c}`).join(', ');
const addExcluded = (t: string) => COLS.map((c) => `${c} = ${t}.${c} + excluded.${c}`).join(', ');
const nonZero = COLS.map((c) => `sum(${c}) <> 0`).join(' or ');

/** Each base table's contribution to company_months, per row of `rows`. */
const contributions: Record<string, (rows: string) => string> = {
  companies: (rows) => `select id as company_id, ${month('created_at')} as month,
    1 as clients, 0 as patients, 0 as encounters, 0 as forms, 0::numeric as revenue from ${rows}`,
  encounters: (rows) => `select company_id, ${month('completed_at')} as month,
    0 as clients, 0 as patients, 1 as encounters, 0 as forms, 0::numeric as revenue from ${rows}`,
  submissions: (rows) => `select company_id, ${month('created_at')} as month,
    0 as clients, 0 as patients, 0 as encounters, 1 as forms, 0::numeric as revenue from ${rows}`,
  invoices: (rows) => `select company_id, date_trunc('month', period_start)::date as month,
    0 as clients, 0 as patients, 0 as encounters, 0 as forms, amount as revenue from ${rows}
    where status = 'paid'`,
};

type Op = 'insert' | 'update' | 'delete';

/** The signed rows of a statement: new rows count +1, old rows -1. */
function signed(contribution: (rows: string) => string, op: Op): string {
  const parts: string[] = [];
  const neg = COLS.map((c) => `-${c} as ${c}`).join(', ');
  if (op !== 'delete') parts.push(contribution('new_rows'));
  if (op !== 'insert')
    parts.push(`select company_id, month, ${neg} from (${contribution('old_rows')}) o`);
  return parts.join(' union all ');
}

/** Upsert grouped deltas (company_id, month, COLS...) into company_months. */
function upsertCompanyMonths(deltas: string): string {
  return `insert into company_months as t (company_id, month, ${COLS.join(', ')})
    select company_id, month, ${sumCols} from (${deltas}) d group by company_id, month
    having ${nonZero}
    on conflict (company_id, month) do update set ${addExcluded('t')}`;
}

/** Upsert deltas of live clients into both of their scopes (all, and their Sales Person). */
function upsertScopes(deltas: string, companies = 'companies'): string {
  return `insert into dashboard_months as t (owner_id, month, ${COLS.join(', ')})
    select s.owner_id, d.month, ${COLS.map((c) => `sum(d.${c})`).join(', ')}
    from (${deltas}) d join ${companies} c on c.id = d.company_id and c.deleted_at is null
    cross join lateral (values (0), (c.reference_id)) s(owner_id)
    where s.owner_id is not null
    group by s.owner_id, d.month
    on conflict (owner_id, month) do update set ${addExcluded('t')}`;
}

function transition(op: Op): string {
  if (op === 'insert') return 'referencing new table as new_rows';
  if (op === 'delete') return 'referencing old table as old_rows';
  return 'referencing old table as old_rows new table as new_rows';
}

async function trigger(db: Kysely<unknown>, table: string, op: Op, body: string) {
  const name = `${table}_rollup_${op}`;
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $fn$
      begin ${body}; return null; end $fn$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name} after ${op} on ${table} ${transition(op)}
      for each statement execute function ${name}()`,
    )
    .execute(db);
}

const OPS: Op[] = ['insert', 'update', 'delete'];

async function createTables(db: Kysely<unknown>) {
  const counters = COLS.map((c) =>
    c === 'revenue'
      ? 'revenue numeric(14, 2) not null default 0'
      : `${c} integer not null default 0`,
  ).join(', ');
  await sql
    .raw(
      `create table company_months (company_id integer not null, month date not null, ${counters},
        primary key (company_id, month))`,
    )
    .execute(db);
  await sql
    .raw(
      `create table dashboard_months (owner_id integer not null, month date not null, ${counters},
        primary key (owner_id, month))`,
    )
    .execute(db);
  await sql`create table patient_keys (company_id integer not null, patient_key text not null,
    month date not null, encounters integer not null, primary key (company_id, patient_key))`.execute(
    db,
  );
}

/** Fill the rollups from the rows already there, before the triggers exist. */
async function backfill(db: Kysely<unknown>) {
  await sql
    .raw(
      `insert into patient_keys (company_id, patient_key, month, encounters)
      select company_id, patient_key, min(${month('completed_at')}), count(*)
      from encounters group by company_id, patient_key`,
    )
    .execute(db);
  const all = [
    ...Object.entries(contributions).map(([table, rowsOf]) => rowsOf(table)),
    `select company_id, month, 0, count(*), 0, 0, 0::numeric from patient_keys group by company_id, month`,
  ].join(' union all ');
  await sql.raw(upsertCompanyMonths(all)).execute(db);
  await sql.raw(upsertScopes('select * from company_months')).execute(db);
}

async function createTriggers(db: Kysely<unknown>) {
  // company_months → dashboard_months, for whatever changed a client's month.
  for (const op of OPS) {
    const cols = (rows: string) => `select company_id, month, ${COLS.join(', ')} from ${rows}`;
    await trigger(db, 'company_months', op, upsertScopes(signed(cols, op)));
  }
  for (const table of ['submissions', 'invoices']) {
    for (const op of OPS) {
      await trigger(db, table, op, upsertCompanyMonths(signed(contributions[table]!, op)));
    }
  }
  // Encounters also keep patient_keys: a key seen for the first time is a new patient.
  await trigger(
    db,
    'encounters',
    'insert',
    `with keys as (
      insert into patient_keys as p (company_id, patient_key, month, encounters)
      select company_id, patient_key, min(${month('completed_at')}), count(*)
      from new_rows group by company_id, patient_key
      on conflict (company_id, patient_key) do update set encounters = p.encounters + excluded.encounters
      returning company_id, month, (xmax = 0) as fresh)
    ${upsertCompanyMonths(`${contributions.encounters!('new_rows')} union all
      select company_id, month, 0, count(*), 0, 0, 0::numeric from keys where fresh
      group by company_id, month`)}`,
  );
  await trigger(
    db,
    'encounters',
    'update',
    upsertCompanyMonths(signed(contributions.encounters!, 'update')),
  );
  await trigger(
    db,
    'encounters',
    'delete',
    // Two statements: a CTE's delete would not see the rows its sibling update changed.
    `update patient_keys p set encounters = p.encounters - o.n
      from (select company_id, patient_key, count(*) as n from old_rows group by 1, 2) o
      where p.company_id = o.company_id and p.patient_key = o.patient_key;
    with dropped as (
      delete from patient_keys p
      where p.encounters <= 0
        and (p.company_id, p.patient_key) in (select company_id, patient_key from old_rows)
      returning p.company_id, p.month)
    ${upsertCompanyMonths(`${signed(contributions.encounters!, 'delete')} union all
      select company_id, month, 0, -count(*), 0, 0, 0::numeric from dropped group by company_id, month`)}`,
  );
  await trigger(
    db,
    'companies',
    'insert',
    upsertCompanyMonths(signed(contributions.companies!, 'insert')),
  );
  // A client deleted, restored or given to another Sales Person: its rows change scope first,
  // then a changed creation month moves its "clients" count (under the new scope).
  const moved = `select n.id from new_rows n join old_rows o on o.id = n.id
    where (o.deleted_at is null) <> (n.deleted_at is null)
      or o.reference_id is distinct from n.reference_id`;
  const rowsOf = (sign: string) =>
    `select m.company_id, m.month, ${COLS.map((c) => `${sign}m.${c} as ${c}`).join(', ')}
    from company_months m where m.company_id in (${moved})`;
  await trigger(
    db,
    'companies',
    'update',
    `${upsertScopes(rowsOf('-'), 'old_rows')};
    ${upsertScopes(rowsOf(''), 'new_rows')};
    ${upsertCompanyMonths(signed(contributions.companies!, 'update'))}`,
  );
  // A removed client leaves its scopes; its own rows go (the propagation finds no client).
  await trigger(
    db,
    'companies',
    'delete',
    `${upsertScopes(
      `select m.company_id, m.month, ${COLS.map((c) => `-m.${c} as ${c}`).join(', ')}
      from company_months m join old_rows o on o.id = m.company_id`,
      'old_rows',
    )};
    delete from company_months where company_id in (select id from old_rows);
    delete from patient_keys where company_id in (select id from old_rows)`,
  );
}

/** The client search: trigram indexes on the name and on the created date as the list shows it. */
async function createSearchIndexes(db: Kysely<unknown>) {
  // Extensions are per database; tests run one schema per file in one database at once, so a
  // concurrent create may lose the race harmlessly.
  await sql`do $$ begin
      create extension if not exists pg_trgm with schema public;
    exception when unique_violation or duplicate_object then null;
    end $$`.execute(db);
  // Immutable in fact: a fixed zone and a numeric, locale-free format.
  await sql`create function company_created_label(ts timestamptz) returns text
    language sql immutable parallel safe
    as $$ select to_char(ts at time zone 'utc', 'MM/DD/YYYY') $$`.execute(db);
  await sql`create index companies_name_trgm on companies
    using gin (lower(name) public.gin_trgm_ops) where deleted_at is null`.execute(db);
  await sql`create index companies_created_trgm on companies
    using gin (company_created_label(created_at) public.gin_trgm_ops) where deleted_at is null`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db);
  await backfill(db);
  await createTriggers(db);
  await createSearchIndexes(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists companies_created_trgm`.execute(db);
  await sql`drop index if exists companies_name_trgm`.execute(db);
  await sql`drop function if exists company_created_label(timestamptz)`.execute(db);
  for (const table of ['company_months', 'submissions', 'invoices', 'encounters', 'companies']) {
    for (const op of OPS) {
      await sql.raw(`drop trigger if exists ${table}_rollup_${op} on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${table}_rollup_${op}()`).execute(db);
    }
  }
  for (const table of ['patient_keys', 'dashboard_months', 'company_months']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
