import {
  auditBoundEnd,
  auditBoundStart,
  AUDIT_LOG_COUNT_CAP,
  type AuditLogEntry,
  type AuditLogFilter,
} from '@paperless/core';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type From = Database & { a: Database['audit_log'] };

/** The company a row is about: the actor's, or the company a staff member acted on. */
function aboutCompany(eb: ExpressionBuilder<From, 'a'>, companyId: number) {
  return eb.or([
    eb('a.company_id', '=', companyId),
    eb.and([eb('a.target_type', '=', 'company'), eb('a.target_id', '=', String(companyId))]),
  ]);
}

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The rows a filter selects; the caller's scope (a clinic's own company) is already in it. */
export function filtered(db: DbExecutor, filter: AuditLogFilter) {
  let query = db.selectFrom('audit_log as a');
  if (filter.company_id !== undefined) {
    const companyId = filter.company_id;
    query = query.where((eb) => aboutCompany(eb, companyId));
  }
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.from) query = query.where('a.at', '>=', auditBoundStart(filter.from));
  if (filter.to) query = query.where('a.at', '<', auditBoundEnd(filter.to));
  if (filter.user) {
    const pattern = escapeLike(filter.user);
    query = query.where('a.user_id', 'in', (eb) =>
      eb
        .selectFrom('users as fu')
        .select('fu.id')
        .where((w) =>
          w.or([
            w('fu.email', 'ilike', pattern),
            w(sql<string>`fu.first_name || ' ' || fu.last_name`, 'ilike', pattern),
          ]),
        ),
    );
  }
  return query;
}

/** Joins the names a reader needs and selects every column of an entry. */
export function withNames<O>(query: SelectQueryBuilder<From, 'a', O>) {
  return query
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('companies as c', (join) =>
      join.on(
        'c.id',
        '=',
        sql<number>`coalesce(a.company_id, case when a.target_type = 'company'
          and a.target_id ~ '^[0-9]{1,9}$' then a.target_id::integer end)`,
      ),
    )
    .select([
      'a.id',
      sql<string | null>`a.seq::text`.as('seq'),
      'a.at',
      'a.user_id',
      'a.role',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.ip',
      'a.outcome',
      'a.details',
      'c.id as company_ref',
      'c.name as company_name',
      'u.email as user_email',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('user_name'),
    ]);
}

export type EntryRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

export function toEntry(row: EntryRow): AuditLogEntry {
  return {
    id: Number(row.id),
    // Null for the newest rows until the sealer reaches them (about a second after commit).
    seq: row.seq === null ? null : Number(row.seq),
    at: new Date(row.at).toISOString(),
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, name: row.user_name ?? null, email: row.user_email ?? null },
    role: row.role,
    company: row.company_ref === null ? null : { id: row.company_ref, name: row.company_name },
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    ip: row.ip,
    outcome: row.outcome,
    details: row.details,
  };
}

export async function listEntries(
  db: Db,
  filter: AuditLogFilter,
  page: { page: number; per_page: number },
) {
  const base = filtered(db, filter);
  const [rows, counted] = await Promise.all([
    withNames(base)
      // id, not seq: every row has it from its insert, and ids grow with time.
      .orderBy('a.id', 'desc')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    // Counts at most one row past the cap: enough to say "more than", never a full scan.
    db
      .selectFrom(
        base
          .select('a.id')
          .limit(AUDIT_LOG_COUNT_CAP + 1)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const n = Number(counted.n);
  return {
    data: rows.map(toEntry),
    total: Math.min(n, AUDIT_LOG_COUNT_CAP),
    total_capped: n > AUDIT_LOG_COUNT_CAP,
  };
}

/**
 * Every distinct action name, by a loose index scan over (action, id): one index probe per
 * name instead of reading the whole log.
 */
export async function listActions(db: Db): Promise<string[]> {
  const { rows } = await sql<{ action: string }>`
    with recursive names(action) as (
      select min(action) from audit_log
      union all
      select (select min(action) from audit_log where action > names.action)
      from names where names.action is not null
    )
    select action from names where action is not null order by action`.execute(db);
  return rows.map((r) => r.action);
}
