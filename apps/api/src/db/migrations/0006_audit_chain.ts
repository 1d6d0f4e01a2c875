import { sql, type Kysely } from 'kysely';

/**
 * Chains every audit row to the one before it (issue 7). Rows are inserted unsealed; the
 * function audit_log_seal (called by the server about every second, and by audit:verify) then
 * numbers committed rows in id order: seq, prev_hash = the previous row's hash and hash = sha256
 * over a canonical text of the row's own fields and prev_hash. Editing a sealed row, or removing
 * one from the middle, breaks the chain; `npm run audit:verify` (modules/audit-log/chain.ts)
 * recomputes it in Node.
 *
 * The canonical text, which chain.ts must match exactly:
 *   'v1' then, for each of seq, prev_hash, id, at (epoch microseconds), user_id, role, company_id,
 *   action, target_type, target_id, ip, outcome, details (jsonb text), '|' and the field as
 *   `<utf-8 byte length>:<text>`, or '~' for null. Length prefixes make the text unambiguous
 *   whatever a field contains.
 *
 * These values are copied, not imported, on purpose: a migration must never change after it ran.
 */
const LOCK_KEY = 7_264_101_006;
const GENESIS = '0'.repeat(64);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_log add column seq bigint unique, add column prev_hash text,
    add column hash text`.execute(db);

  await sql`
    create function audit_log_field(value text) returns text language sql immutable as $$
      select case when value is null then '~' else octet_length(value)::text || ':' || value end
    $$`.execute(db);
  await sql`
    create function audit_log_row_hash(
      p_seq bigint, p_prev_hash text, p_id bigint, p_at timestamptz, p_user_id integer,
      p_role text, p_company_id integer, p_action text, p_target_type text, p_target_id text,
      p_ip text, p_outcome text, p_details jsonb
    ) returns text language sql stable as $$
      select encode(sha256(convert_to(concat_ws('|', 'v1',
        audit_log_field(p_seq::text), audit_log_field(p_prev_hash), audit_log_field(p_id::text),
        audit_log_field((extract(epoch from p_at) * 1000000)::bigint::text),
        audit_log_field(p_user_id::text), audit_log_field(p_role),
        audit_log_field(p_company_id::text), audit_log_field(p_action),
        audit_log_field(p_target_type), audit_log_field(p_target_id), audit_log_field(p_ip),
        audit_log_field(p_outcome), audit_log_field(p_details::text)), 'UTF8')), 'hex')
    $$`.execute(db);

  // Rows arrive unsealed: whatever a caller passes for seq, prev_hash or hash is dropped, and
  // audit_log_seal below numbers and hashes them after they commit. Chaining inside the insert
  // would hold a platform-wide lock from a request's audit row to its commit, serialising every
  // audited write and deadlocking (PostgreSQL aborts one) when two such transactions also wait
  // on each other's row locks.
  await sql`
    create function audit_log_unsealed() returns trigger language plpgsql as $$
    begin
      new.seq := null;
      new.prev_hash := null;
      new.hash := null;
      return new;
    end $$`.execute(db);
  await sql`create trigger audit_log_unsealed before insert on audit_log
    for each row execute function audit_log_unsealed()`.execute(db);

  // The append-only guard (0001) gains one exception: sealing, that is setting seq, prev_hash
  // and a hash that matches the row on a row that has none yet, with every other column
  // unchanged. Anything else still raises. Same trigger name, so tests and operators who lift
  // it (alter table ... disable trigger audit_log_no_change) keep working.
  await sql`drop trigger audit_log_no_change on audit_log`.execute(db);
  await sql`
    create function audit_log_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.seq is null then
        if new.seq is not null and new.prev_hash is not null
          and new.hash = audit_log_row_hash(new.seq, new.prev_hash, new.id, new.at,
            new.user_id, new.role, new.company_id, new.action, new.target_type, new.target_id,
            new.ip, new.outcome, new.details)
          and (new.id, new.at, new.user_id, new.role, new.company_id, new.action,
            new.target_type, new.target_id, new.ip, new.outcome, new.details::text)
            is not distinct from (old.id, old.at, old.user_id, old.role, old.company_id,
            old.action, old.target_type, old.target_id, old.ip, old.outcome, old.details::text)
        then
          return new;
        end if;
      end if;
      raise exception 'audit_log is append-only';
    end $$`.execute(db);
  await sql`create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_guard()`.execute(db);

  // Seals up to `batch` committed, unsealed rows in id order and returns how many. The
  // transaction-scoped advisory lock makes sealers take turns, and is held only for this short
  // statement (run it in its own transaction: the server's sealer and audit:verify do), never
  // across a request. Each statement after the lock reads a fresh snapshot, so the head read
  // here is the one the previous sealer committed.
  await sql
    .raw(
      `create function audit_log_seal(batch integer) returns integer language plpgsql as $$
      declare
        r record;
        head_seq bigint;
        head_hash text;
        prev text;
        sealed integer := 0;
      begin
        perform pg_advisory_xact_lock(${LOCK_KEY});
        select seq, hash into head_seq, head_hash from audit_log
          where seq is not null order by seq desc limit 1;
        head_seq := coalesce(head_seq, 0);
        head_hash := coalesce(head_hash, '${GENESIS}');
        for r in select * from audit_log where seq is null order by id limit batch loop
          head_seq := head_seq + 1;
          prev := head_hash;
          head_hash := audit_log_row_hash(head_seq, prev, r.id, r.at, r.user_id, r.role,
            r.company_id, r.action, r.target_type, r.target_id, r.ip, r.outcome, r.details);
          update audit_log set seq = head_seq, prev_hash = prev, hash = head_hash
            where id = r.id;
          sealed := sealed + 1;
        end loop;
        return sealed;
      end $$`,
    )
    .execute(db);

  // Row triggers do not see TRUNCATE: refuse it too, so emptying the log takes a superuser.
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);

  // What the sealer looks for: small, since rows leave it about a second after they commit.
  await sql`create index audit_log_unsealed on audit_log (id) where seq is null`.execute(db);
  // Rows written before this migration join the chain now, in id order.
  const batch = 10_000;
  for (;;) {
    const { rows } = await sql<{ n: number }>`select audit_log_seal(${batch}) as n`.execute(db);
    if (Number(rows[0]!.n) < batch) break;
  }

  // The screen's filters, each newest first. The list orders by id, which every row has from
  // its insert (seq only from sealing).
  await sql`create index audit_log_company_id on audit_log (company_id, id)`.execute(db);
  await sql`create index audit_log_user_id on audit_log (user_id, id)`.execute(db);
  await sql`create index audit_log_action_id on audit_log (action, id)`.execute(db);
  // A clinic owner's view also takes staff actions aimed at their company.
  await sql`create index audit_log_target on audit_log (target_type, target_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists audit_log_no_truncate on audit_log`.execute(db);
  await sql`drop trigger if exists audit_log_unsealed on audit_log`.execute(db);
  await sql`drop function if exists audit_log_unsealed()`.execute(db);
  await sql`drop function if exists audit_log_seal(integer)`.execute(db);
  // Back to 0001's guard, which refuses every update.
  await sql`drop trigger if exists audit_log_no_change on audit_log`.execute(db);
  await sql`drop function if exists audit_log_guard()`.execute(db);
  await sql`create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  for (const index of [
    'audit_log_company_id',
    'audit_log_user_id',
    'audit_log_action_id',
    'audit_log_target',
    'audit_log_unsealed',
  ]) {
    await sql`drop index if exists ${sql.ref(index)}`.execute(db);
  }
  await sql`alter table audit_log drop column hash, drop column prev_hash, drop column seq`.execute(
    db,
  );
  await sql`drop function if exists audit_log_row_hash(bigint, text, bigint, timestamptz,
    integer, text, integer, text, text, text, text, text, jsonb)`.execute(db);
  await sql`drop function if exists audit_log_field(text)`.execute(db);
}
