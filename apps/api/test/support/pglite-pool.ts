import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../src/db/database.js';

/**
 * A worker's embedded databases, lent to one API test file after another. Starting a PGlite from
 * the run's migrated dump costs 1.6 to 2.2 s on a 2-core machine (its WebAssembly and its start),
 * paid by each of ~190 files: about a sixth of the whole unit and API pass (issue 33). The API
 * project shares a worker's modules from file to file (`isolate: false`), so an instance can
 * outlive its file: when it comes back it is emptied to the migrated state it started in (its
 * tables' rows and its sequences, as recorded when it was loaded) before the next file gets it.
 * A file that changed more than rows (a table, a trigger left disabled, a setting) gives back an
 * instance that is closed instead, and the next file gets a fresh one from the dump.
 */

/** What a lent instance must return to, recorded once right after the dump is loaded. */
interface Baseline {
  /** Schema, triggers, roles and settings: if these differ on return, the instance is dropped. */
  shape: string;
  /** TRUNCATE of every table, then each non-empty table's rows and every sequence put back. */
  restore: string;
}

const idle: PGlite[] = [];
/** Most files open one database, a few two at once; more kept idle would only hold memory. */
const MAX_IDLE = 2;

// System schemas are PostgreSQL's own; everything else is what migrations or a test made.
const USER_SCHEMA = `not in ('pg_catalog', 'information_schema', 'pg_toast')`;

const SHAPE = `
  select md5(string_agg(item, E'\\n' order by item)) as shape from (
    select 'class ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' '
           || coalesce(array_to_string(c.reloptions, ' '), '') || ' ' || c.relrowsecurity
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname ${USER_SCHEMA}
    union all
    select 'column ' || c.oid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
           || ' ' || a.attnotnull || ' ' || a.attgenerated::text || ' ' || a.attidentity::text || ' '
           || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname ${USER_SCHEMA} and a.attnum > 0 and not a.attisdropped
    union all
    select 'constraint ' || conrelid::regclass || '.' || conname || ' ' || convalidated || ' '
           || pg_get_constraintdef(oid)
      from pg_constraint where connamespace::regnamespace::text ${USER_SCHEMA}
    union all
    select 'trigger ' || tgrelid::regclass || '.' || tgname || ' ' || tgenabled::text from pg_trigger
    union all
    select 'function ' || proname || ' ' || md5(prosrc)
      from pg_proc where pronamespace::regnamespace::text ${USER_SCHEMA}
    union all select 'role ' || rolname from pg_roles
    union all select 'extension ' || extname || ' ' || extversion from pg_extension
    union all select 'setting ' || name || '=' || setting from pg_settings where source <> 'default'
  ) items (item)`;

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

async function shapeOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ shape: string }>(SHAPE);
  return rows[0]!.shape;
}

/** The statements that put the just-loaded database back as it is now. */
async function recordBaseline(pglite: PGlite): Promise<Baseline> {
  const { rows: tables } = await pglite.query<{ name: string; columns: string[] }>(`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
           array_agg(quote_ident(a.attname) order by a.attnum) as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
           and a.attgenerated = ''
     where c.relkind in ('r', 'p') and n.nspname ${USER_SCHEMA}
     group by n.nspname, c.relname order by 1`);
  const { rows: contents } = await pglite.query<{ name: string; data: string | null }>(
    tables
      .map(
        ({ name }) =>
          `select ${quoteLiteral(name)} as name, json_agg(t)::text as data from ${name} t`,
      )
      .join(' union all '),
  );
  const restore = [
    // The audit log refuses TRUNCATE by a trigger (migration 0006); triggers are off meanwhile.
    'set session_replication_role = replica',
    `truncate ${tables.map((table) => table.name).join(', ')}`,
  ];
  const columnsOf = new Map(tables.map((table) => [table.name, table.columns.join(', ')]));
  contents.forEach(({ name, data }) => {
    if (data === null) return;
    const columns = columnsOf.get(name)!;
    restore.push(
      `insert into ${name} (${columns}) overriding system value select ${columns}
         from json_populate_recordset(null::${name}, ${quoteLiteral(data)})`,
    );
  });
  // pg_sequences shows no last value for a sequence never used: it starts over at its start.
  const { rows: sequences } = await pglite.query<{ setval: string }>(`
    select format('select setval(%L, %s, %L)', quote_ident(schemaname) || '.' || quote_ident(sequencename),
                  coalesce(last_value, start_value), last_value is not null) as setval
      from pg_sequences where schemaname ${USER_SCHEMA}`);
  restore.push(...sequences.map((sequence) => sequence.setval));
  restore.push('reset session_replication_role');
  return { shape: await shapeOf(pglite), restore: `${restore.join(';\n')};` };
}

/** Every instance of a run loads the same dump, so the first one's baseline serves them all. */
let baseline: Promise<Baseline> | undefined;

async function load(dump: Blob): Promise<PGlite> {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
  baseline ??= recordBaseline(pglite);
  await baseline;
  return pglite;
}

/**
 * An embedded database in the migrated state of `dump`, and its return. The instance given is a
 * view that refuses every call once returned, so a timer of a file that has ended cannot reach
 * the next file's data: as before, it meets a closed database.
 */
export async function leasePglite(
  readDump: () => Promise<Blob>,
): Promise<{ pglite: PGlite; reused: boolean; giveBack(): Promise<void> }> {
  const idleOne = idle.pop();
  const pglite = idleOne ?? (await load(await readDump()));
  let returned = false;
  const view = new Proxy(pglite, {
    get(target, key) {
      if (key === 'closed') return returned || target.closed;
      if (key === 'close') return () => giveBack();
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // PGlite's own methods answer promises; so does the refusal.
      if (returned) return () => Promise.reject(new Error('PGlite is closed'));
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  async function giveBack(): Promise<void> {
    if (returned) return;
    returned = true;
    if (pglite.closed) return;
    try {
      const { shape, restore } = await baseline!;
      if (idle.length < MAX_IDLE && (await shapeOf(pglite)) === shape) {
        await pglite.exec(restore);
        idle.push(pglite);
        return;
      }
    } catch {
      // An instance that cannot be checked or emptied is not lent again.
    }
    await pglite.close();
  }
  return { pglite: view, reused: idleOne !== undefined, giveBack };
}
