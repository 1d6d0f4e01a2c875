import {
  CLIENT_SEARCH_COUNT_CAP,
  companyMessages,
  emailChangeMessages,
  ROLE,
  timeZoneForState,
  type Company,
  type CompanyListResponse,
  type CompanyPayload,
} from '@paperless/core';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Cipher } from '../../lib/crypto.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';
import { companiesFor, ownClientsOnly } from '../../lib/tenancy.js';
import { sendInvitation } from '../auth/index.js';
import { onDuplicateEmail } from '../../lib/unique-violation.js';
import {
  checkEmailFree,
  loadAccount,
  pendingChange,
  cancelPendingChange,
  startEmailChange,
} from '../users/index.js';
import { replanOpenLinks } from '../front-desk-settings/index.js';
import { checkPlan, checkSalesContact } from './checks.js';
import { giveTemplateForms } from './forms.js';
import {
  countLiveClients,
  countUpTo,
  matchesSearch,
  selectCompanyList,
  selectCompanyRecord,
  toCompany,
  toListItem,
} from './queries.js';
import { startTrial } from './subscription.js';

export interface Ctx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
  config: Config;
  cipher: Cipher;
}

export interface ListOptions {
  page: number;
  per_page: number;
  search?: string | undefined;
  reference_id?: number | undefined;
}

export async function listCompanies(
  db: DbExecutor,
  auth: AuthContext,
  options: ListOptions,
): Promise<CompanyListResponse> {
  const narrow = <Q extends ReturnType<typeof companiesFor>>(query: Q, walk = false): Q => {
    let q = query;
    if (options.reference_id !== undefined && !ownClientsOnly(auth)) {
      q = q.where('c.reference_id', '=', options.reference_id) as Q;
    }
    if (options.search) q = q.where(matchesSearch(options.search, { walk })) as Q;
    return q;
  };
  // A search is counted up to a cap (issue 20); without one the total comes from the rollup,
  // not a count of every client (issue 8).
  const counted = options.search
    ? await countUpTo(db, narrow(companiesFor(db, auth)), CLIENT_SEARCH_COUNT_CAP)
    : { total: await countLiveClients(db, auth, options.reference_id), capped: false };
  // The page's ids first (one more than a page, to tell whether another follows), then the
  // columns and this month's usage for those rows only (issue 8). Up to the cap, the trigram
  // indexes find every match and a short sort orders them; past it the name index is walked in
  // order until a page of matches is found (queries.ts).
  const ids = await narrow(companiesFor(db, auth), counted.capped)
    .select('c.id')
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .limit(options.per_page + 1)
    .offset((options.page - 1) * options.per_page)
    .execute();
  const pageIds = ids.slice(0, options.per_page).map((row) => row.id);
  const rows =
    pageIds.length === 0
      ? []
      : await selectCompanyList(db, auth)
          .where('c.id', 'in', pageIds)
          .orderBy(sql`lower(c.name)`)
          .orderBy('c.id')
          .execute();
  return {
    companies: rows.map(toListItem),
    total: counted.total,
    ...(options.search ? { total_capped: counted.capped } : {}),
    has_more: ids.length > options.per_page,
    page: options.page,
    per_page: options.per_page,
  };
}

/** One client the caller may reach; another Sales Person's client is simply not found. */
export async function getCompany(db: DbExecutor, auth: AuthContext, id: number): Promise<Company> {
  const row = await selectCompanyRecord(db, auth).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', companyMessages.notFound);
  const company = toCompany(row);
  // Whoever may edit the client typed the new address, so the form may show it back (decision
  // in docs/decisions.md): the login e-mail itself stays the owner's until both confirm.
  const pending = company.admin ? await pendingChange(db, company.admin.id) : null;
  return { ...company, pending_email_change: pending };
}

/** A Sales Person's clients are always theirs; others may assign any Sales Person or none. */
async function referenceFor(db: DbExecutor, auth: AuthContext, requested: number | null) {
  if (ownClientsOnly(auth)) return auth.user.id;
  if (requested !== null) await checkSalesContact(db, requested);
  return requested;
}

function companyValues(payload: CompanyPayload) {
  return {
    name: payload.name,
    address: payload.address,
    address1: payload.address1,
    city: payload.city,
    state: payload.state,
    zip: payload.zip,
    contact_first_name: payload.cntPersonName,
    contact_person_last_name: payload.cntLastName,
    phone: payload.cntPhoneNumber,
    ext: payload.ext,
    email: payload.email,
    billing_email: payload.billing_email,
    plan_type: payload.plan_type,
    plan_id: payload.plan_id,
  };
}

/**
 * A new client, whole or not at all: the company, its owner (Client Admin, from the login
 * e-mail) with a set-password invitation, the template forms and a 14-day trial.
 */
export async function createCompany(
  { db, auth, actor, config, cipher }: Ctx,
  payload: CompanyPayload,
  logoKey: string | null,
): Promise<Company> {
  return db.transaction().execute(async (trx) => {
    await checkPlan(trx, payload.plan_id, { auth, clientName: payload.name });
    await checkEmailFree(trx, payload.email, undefined, companyMessages.loginEmailTaken);
    const reference = await referenceFor(trx, auth, payload.reference_id);
    const company = await trx
      .insertInto('companies')
      .values({
        ...companyValues(payload),
        time_zone: payload.time_zone ?? timeZoneForState(payload.state),
        reference_id: reference,
        logo_key: logoKey,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', ROLE.clientAdmin)
      .executeTakeFirstOrThrow();
    const owner = await onDuplicateEmail(companyMessages.loginEmailTaken, () =>
      trx
        .insertInto('users')
        .values({
          first_name: payload.cntPersonName,
          last_name: payload.cntLastName,
          email: payload.email,
          phone_number: payload.cntPhoneNumber,
          role_id: role.id,
          company_id: company.id,
          is_owner: true,
        })
        .returning(['id', 'first_name', 'email'])
        .executeTakeFirstOrThrow(),
    );
    await sendInvitation(trx, { config, cipher }, owner, { companyName: payload.name });
    await giveTemplateForms(trx, company.id);
    await startTrial(trx, company.id, payload.plan_id);
    await writeAudit(trx, actor, {
      action: 'company.create',
      targetType: 'company',
      targetId: company.id,
      details: { owner_id: owner.id, plan_id: payload.plan_id, reference_id: reference },
    });
    return getCompany(trx, auth, company.id);
  });
}

export async function updateCompany(
  { db, auth, actor, config, cipher }: Ctx,
  id: number,
  payload: CompanyPayload,
): Promise<Company> {
  return db.transaction().execute(async (trx) => {
    const before = await getCompany(trx, auth, id);
    if (payload.plan_id !== before.plan_id) {
      await checkPlan(trx, payload.plan_id, { auth, clientName: payload.name });
    }
    const reference = await referenceFor(trx, auth, payload.reference_id);
    // The login e-mail is the owner's sign-in: a new one only starts the confirmation flow
    // (decision 24); the company keeps the address in use until both addresses confirm.
    const owner = before.admin ? await loadAccount(trx, before.admin.id) : undefined;
    const emailChanges = owner !== undefined && payload.email !== owner.email.toLowerCase();
    if (emailChanges && payload.email !== before.pending_email_change?.new_email) {
      await startEmailChange(trx, { config, cipher }, actor, {
        account: owner,
        newEmail: payload.email,
        origin: 'staff',
        takenMessage: companyMessages.loginEmailTaken,
      });
    } else if (!owner && payload.email !== before.email) {
      // No owner account (it was removed): the address is a plain field, but still unique.
      await checkEmailFree(trx, payload.email, undefined, companyMessages.loginEmailTaken);
    }
    const values = companyValues(payload);
    // Left out, the zone stays: the client form of an older browser does not send it.
    const zoneChanges = payload.time_zone !== undefined && payload.time_zone !== before.time_zone;
    await trx
      .updateTable('companies')
      .set({
        ...values,
        email: owner ? owner.email : values.email,
        reference_id: reference,
        ...(zoneChanges ? { time_zone: payload.time_zone } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    // Reminders keep to the clinic's hours: a new zone moves the ones already planned.
    if (zoneChanges) await replanOpenLinks(trx, id);
    if (payload.plan_id !== before.plan_id) {
      await trx
        .updateTable('subscriptions')
        .set({ plan_id: payload.plan_id, updated_at: new Date() })
        .where('company_id', '=', id)
        .execute();
    }
    await writeAudit(trx, actor, {
      action: 'company.update',
      targetType: 'company',
      targetId: id,
      details: {
        plan_id: payload.plan_id,
        reference_id: reference,
        email_change_requested: emailChanges,
        ...(zoneChanges ? { time_zone: { from: before.time_zone, to: payload.time_zone } } : {}),
      },
    });
    return getCompany(trx, auth, id);
  });
}

/** Cancels the pending change of the client's login e-mail (its owner's), audited. */
export async function cancelLoginEmailChange({ db, auth, actor }: Ctx, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const company = await getCompany(trx, auth, id);
    if (!company.admin) throw new AppError('not_found', emailChangeMessages.noPending);
    await cancelPendingChange(trx, actor, { id: company.admin.id, company_id: id });
  });
}
