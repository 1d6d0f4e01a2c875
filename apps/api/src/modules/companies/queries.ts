import {
  SUBSCRIPTION_LABELS,
  type Company,
  type CompanyListItem,
  type SubscriptionStatus,
} from '@paperless/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import type { AuthContext } from '../../lib/sessions.js';
import { companiesFor, ownClientsOnly } from '../../lib/tenancy.js';

/**
 * The live clients of a scope without counting them: the sum of the dashboard rollup
 * (migration 0009), whose owner 0 is every live client and any other owner a Sales Person's
 * own. What `companiesFor` (narrowed to one reference) would count, in O(months) rows.
 */
export async function countLiveClients(
  db: DbExecutor,
  auth: AuthContext,
  referenceId: number | undefined,
): Promise<number> {
  const owner = ownClientsOnly(auth) ? auth.user.id : (referenceId ?? 0);
  const row = await db
    .selectFrom('dashboard_months')
    .select(sql<number>`coalesce(sum(clients), 0)::int`.as('n'))
    .where('owner_id', '=', owner)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Encounters of the current calendar month (UTC), the "Used" of Used/Allocated (decision 19). */
function usedThisMonth(companyId: Expression<number>) {
  return sql<number>`(select count(*)::int from encounters e
    where e.company_id = ${companyId}
      and e.completed_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc')`;
}

export function selectCompanyList(db: DbExecutor, auth: AuthContext) {
  return companiesFor(db, auth)
    .leftJoin('plans as p', 'p.id', 'c.plan_id')
    .leftJoin('subscriptions as s', 's.company_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.status',
      'c.created_at',
      'c.reference_id',
      'p.id as plan_id',
      'p.name as plan_name',
      'p.price as plan_price',
      'p.encounter as plan_encounter',
      'p.overage_cost as plan_overage',
      'p.on_demand as plan_on_demand',
      'c.plan_type',
      's.status as subscription_status',
      usedThisMonth(eb.ref('c.id')).as('used'),
    ]);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof selectCompanyList>['executeTakeFirstOrThrow']>>;

function planOf(row: ListRow): CompanyListItem['plan'] {
  if (row.plan_id === null) return null;
  return {
    id: row.plan_id,
    name: row.plan_name ?? '',
    plan_type: row.plan_type,
    price: Number(row.plan_price ?? 0),
    encounter: row.plan_encounter ?? 0,
    overage_cost: row.plan_overage === null ? null : Number(row.plan_overage),
    on_demand: row.plan_on_demand ?? false,
  };
}

export function toListItem(row: ListRow): CompanyListItem {
  return {
    id: row.id,
    name: row.name,
    status: row.status === 1 ? 1 : 0,
    created_at: row.created_at.toISOString(),
    reference_id: row.reference_id,
    plan: planOf(row),
    usage: { used: row.used, allocated: row.plan_encounter ?? 0 },
    subscription_status: row.subscription_status,
  };
}

/**
 * Decision 16's words the list shows (Active/Trial, Active/Paid, Active/Pending, Suspended)
 * find the clients they name: "trial", "paid", "pending", "suspended" or a whole word. "active"
 * and "inactive" keep the spec's meaning (the company's own status), as before.
 */
function standingsNamed(word: string) {
  if (word === '' || word === 'active' || word === 'inactive') return sql``;
  const named = (Object.keys(SUBSCRIPTION_LABELS) as SubscriptionStatus[]).filter((status) =>
    SUBSCRIPTION_LABELS[status].toLowerCase().includes(word),
  );
  if (named.length === 0) return sql``;
  // companyStatusLabel in SQL: deactivated is Suspended; no subscription is a trial.
  return sql`or (case when c.status <> 1 then 'suspended' else coalesce(
      (select s.status from subscriptions s where s.company_id = c.id), 'trial') end) in (${sql.join(named)})`;
}

/**
 * The Client Details search (spec): exact id, name containment, the words active/inactive,
 * and containment in the created date as the list shows it (MM/DD/YYYY). Both containments
 * are served by trigram GIN indexes (migration 0009): `lower(name)` and
 * `company_created_label(created_at)`, the immutable form of that date.
 *
 * `walk` states the same test in a form those indexes cannot serve (strpos instead of LIKE),
 * so that the planner walks the name index in page order and stops after a page of matches:
 * the cheap plan for a common word (issue 20), which pg_trgm's selectivity estimate (a few
 * dozen rows, whatever the word) would otherwise never choose.
 */
export function matchesSearch(term: string, { walk = false }: { walk?: boolean } = {}) {
  const lowered = term.toLowerCase();
  const needle = `%${lowered.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const contains = (haystack: ReturnType<typeof sql>) =>
    walk ? sql`strpos(${haystack}, ${lowered}) > 0` : sql`${haystack} like ${needle}`;
  const word = term.trim().toLowerCase();
  // The date as shown holds only digits and slashes: another term cannot be in it.
  const dateLike = /^[\d/]+$/.test(word);
  return sql<SqlBool>`(
    ${contains(sql`lower(c.name)`)}
    ${dateLike ? sql`or ${contains(sql`company_created_label(c.created_at)`)}` : sql``}
    ${/^\d{1,9}$/.test(word) ? sql`or c.id = ${Number(word)}` : sql``}
    ${word === 'active' ? sql`or c.status = 1` : sql``}
    ${word === 'inactive' ? sql`or c.status = 0` : sql``}
    ${standingsNamed(word)}
  )`;
}

/**
 * A search's matches, counted up to `cap` and no further (issue 20): the trigram indexes find
 * the candidates and only cap + 1 rows are read, so a word that matches half the clients costs
 * what a word matching `cap` of them does. `capped` says there were more.
 */
export async function countUpTo(
  db: DbExecutor,
  query: ReturnType<typeof companiesFor>,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const { n } = await db
    .selectFrom(
      query
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('matches'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { total: Math.min(n, cap), capped: n > cap };
}

export function selectCompanyRecord(db: DbExecutor, auth: AuthContext) {
  return selectCompanyList(db, auth)
    .leftJoin('users as ref', 'ref.id', 'c.reference_id')
    .select((eb) => [
      'c.address',
      'c.address1',
      'c.city',
      'c.state',
      'c.zip',
      'c.contact_first_name',
      'c.contact_person_last_name',
      'c.phone',
      'c.ext',
      'c.email',
      'c.billing_email',
      'c.in_active_reason',
      'c.logo_key',
      'c.time_zone',
      'ref.associate_id as ref_associate_id',
      sql<string | null>`ref.first_name || ' ' || ref.last_name`.as('ref_name'),
      's.trial_ends_at',
      sql<string | null>`s.current_period_start::text`.as('current_period_start'),
      sql<string | null>`s.current_period_end::text`.as('current_period_end'),
      sql<string | null>`s.next_payment_at::text`.as('next_payment_at'),
      eb
        .selectFrom('users as o')
        .select(
          sql<string>`json_build_object('id', o.id, 'first_name', o.first_name,
          'last_name', o.last_name, 'email', o.email)::text`.as('owner'),
        )
        .whereRef('o.company_id', '=', 'c.id')
        .where('o.is_owner', '=', true)
        .where('o.deleted_at', 'is', null)
        .limit(1)
        .as('owner'),
    ]);
}

type RecordRow = Awaited<
  ReturnType<ReturnType<typeof selectCompanyRecord>['executeTakeFirstOrThrow']>
>;

export function toCompany(row: RecordRow): Company {
  const item = toListItem(row);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    address1: row.address1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    contact_first_name: row.contact_first_name,
    contact_person_last_name: row.contact_person_last_name,
    phone: row.phone,
    ext: row.ext,
    email: row.email,
    billing_email: row.billing_email,
    plan_type: row.plan_type,
    plan_id: row.plan_id,
    plan: item.plan,
    reference_id: row.reference_id,
    referenceuser:
      row.reference_id === null
        ? null
        : {
            id: row.reference_id,
            associate_id: row.ref_associate_id,
            name: row.ref_name ?? '',
          },
    admin: row.owner ? (JSON.parse(row.owner) as Company['admin']) : null,
    status: item.status,
    in_active_reason: row.status === 0 ? row.in_active_reason : null,
    logo_url: row.logo_key ? `/api/${row.logo_key}` : null,
    time_zone: row.time_zone,
    created_at: item.created_at,
    usage: item.usage,
    subscription:
      row.subscription_status === null || row.current_period_start === null
        ? null
        : {
            status: row.subscription_status,
            trial_ends_at: row.trial_ends_at?.toISOString() ?? null,
            current_period_start: row.current_period_start,
            current_period_end: row.current_period_end ?? row.current_period_start,
            next_payment_at: row.next_payment_at,
          },
  };
}
