import {
  companyMessages,
  messages,
  ROLE,
  type Company,
  type CompanyListResponse,
} from '@paperless/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { onlyMessageTo } from '#test/support/outbox.js';
import { bearer, unique } from '#test/factories/users.js';
import {
  clientFormWorld,
  clientPayload,
  multipartBody,
  PNG_BYTES,
} from '#test/factories/companies.js';
import { createPlan } from '#test/factories/plans.js';

const t = clientFormWorld({ encounter: 120 });

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = t.admin) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });

async function create(overrides: object = {}, token = t.admin): Promise<Company> {
  const response = await call('POST', '/company/store', clientPayload(t.planId, overrides), token);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().status).toBe(true);
  return response.json<{ data: Company }>().data;
}

const count = async (table: 'companies' | 'users' | 'outbox' | 'subscriptions') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('creating a client', () => {
  it('makes the company, its owner with an invitation, the eleven template forms and a trial', async () => {
    const company = await create({ email: `Owner-${unique()}@Clinic.test` });
    expect(company.status).toBe(1);
    expect(company.plan?.id).toBe(t.planId);
    expect(company.subscription?.status).toBe('trial');
    expect(company.usage).toEqual({ used: 0, allocated: 120 });
    expect(company.admin?.email).toBe(company.email);
    expect(company.email).toBe(company.email!.toLowerCase());

    const owner = await t.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select(['r.name', 'u.is_owner', 'u.password_hash'])
      .where('u.company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(owner).toEqual({ name: ROLE.clientAdmin, is_owner: true, password_hash: null });
    const mail = await onlyMessageTo(t, company.email!);
    expect(mail).toMatch(/\/new-password\/[A-Za-z0-9_-]{20,}/);
    const forms = await t.db
      .selectFrom('forms')
      .select('template_id')
      .where('company_id', '=', company.id)
      .orderBy('template_id')
      .execute();
    expect(forms.map((f) => f.template_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'company')
      .where('target_id', '=', String(company.id))
      .execute();
    expect(audit.map((a) => a.action)).toContain('company.create');
  });

  it('refuses bad input field by field, with the form messages, and stores nothing', async () => {
    const before = await count('companies');
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', messages.required],
      [{ name: 'x'.repeat(51) }, 'name', messages.maxLength(50)],
      [{ zip: '1234' }, 'zip', companyMessages.zipLength],
      [{ email: 'nope' }, 'email', companyMessages.invalidEmail],
      [{ billing_email: 'a@b' }, 'billing_email', companyMessages.invalidEmail],
      [{ city: 'Austin 78' }, 'city', companyMessages.cityLetters],
      [{ city: 'x'.repeat(26) }, 'city', messages.maxLength(25)],
      [{ cntPersonName: 'x'.repeat(26) }, 'cntPersonName', messages.maxLength(25)],
      [{ state: 'Atlantis' }, 'state', messages.required],
      [{ plan_id: '' }, 'plan_id', messages.required],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/company/store', clientPayload(t.planId, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json().errors[field]).toContain(message);
    }
    expect(await count('companies')).toBe(before);
  });

  it('refuses a login e-mail already in use, and an inactive plan', async () => {
    const taken = await create();
    const again = await call(
      'POST',
      '/company/store',
      clientPayload(t.planId, { email: taken.email }),
    );
    // A conflict with another account, not a malformed field (Security II): 409.
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toEqual([companyMessages.loginEmailTaken]);
    const inactive = await createPlan(t.db, { is_active: 0 });
    const onInactive = await call('POST', '/company/store', clientPayload(inactive));
    expect(onInactive.json().errors.plan_id).toEqual([companyMessages.planUnavailable]);
  });

  it('leaves nothing half made when a step fails', async () => {
    const before = await Promise.all([count('companies'), count('users'), count('outbox')]);
    await sql`create function fail_subscription() returns trigger language plpgsql as $$
      begin raise exception 'storage failure'; end $$`.execute(t.db);
    await sql`create trigger fail_subscription before insert on subscriptions
      for each row execute function fail_subscription()`.execute(t.db);
    try {
      const response = await call('POST', '/company/store', clientPayload(t.planId));
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_subscription on subscriptions`.execute(t.db);
      await sql`drop function fail_subscription()`.execute(t.db);
    }
    expect(await Promise.all([count('companies'), count('users'), count('outbox')])).toEqual(
      before,
    );
  });

  it('takes a logo as multipart, checked by its bytes, and serves it publicly', async () => {
    const good = await multipartBody(clientPayload(t.planId), { bytes: PNG_BYTES, name: 'l.png' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/company/store',
      headers: { ...bearer(t.admin), 'content-type': good.contentType },
      payload: good.body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const logoUrl = response.json<{ data: Company }>().data.logo_url!;
    expect(logoUrl).toMatch(/^\/api\/logos\/[0-9a-f]{32}\.png$/);
    const logo = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    // A re-encoded copy (lib/image.ts), still a PNG: the logo is transparent.
    expect(logo.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const disguised = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const bad = await multipartBody(clientPayload(t.planId), { bytes: disguised, name: 'x.png' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/company/store',
      headers: { ...bearer(t.admin), 'content-type': bad.contentType },
      payload: bad.body,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.logo).toBeDefined();
  });
});

describe('the client list', () => {
  it('pages by name and searches by id, name, status word and created date', async () => {
    const tag = unique();
    const b = await create({ name: `Beta ${tag}` });
    const a = await create({ name: `alpha ${tag}` });
    const list = (await call('GET', `/company?search=${tag}`)).json<CompanyListResponse>();
    expect(list.companies.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(list.total).toBe(2);

    const page2 = (await call('GET', `/company?search=${tag}&per_page=1&page=2`)).json();
    expect(page2.companies.map((c: { id: number }) => c.id)).toEqual([b.id]);
    expect(page2.total).toBe(2);

    const byId = (await call('GET', `/company?search=${b.id}`)).json<CompanyListResponse>();
    expect(byId.companies.map((c) => c.id)).toContain(b.id);

    await call('POST', `/company/status-update/${a.id}`, { status: 0, reason: 'Unpaid' });
    const inactive = (await call('GET', '/company?search=inactive&per_page=100')).json();
    expect(inactive.companies.map((c: { id: number }) => c.id)).toContain(a.id);
    // The list shows decision 16's words, so they find what they say: a deactivated client is
    // Suspended, a new one Active/Trial.
    const ids = async (search: string) =>
      (await call('GET', `/company?search=${encodeURIComponent(search)}&per_page=100`))
        .json<CompanyListResponse>()
        .companies.map((c) => c.id);
    expect(await ids('suspended')).toContain(a.id);
    expect(await ids('suspended')).not.toContain(b.id);
    expect(await ids('Active/Trial')).toContain(b.id);
    expect(await ids('trial')).not.toContain(a.id);

    const created = new Date(b.created_at);
    const mmdd = `${String(created.getUTCMonth() + 1).padStart(2, '0')}/${String(created.getUTCDate()).padStart(2, '0')}`;
    const byDate = (
      await call('GET', `/company?search=${encodeURIComponent(mmdd)}&per_page=100`)
    ).json();
    expect(byDate.companies.map((c: { id: number }) => c.id)).toContain(b.id);
  });

  it("counts this month's encounters as Used", async () => {
    const company = await create();
    for (const at of [new Date(), new Date(), new Date(Date.now() - 62 * 86_400_000)]) {
      await t.db
        .insertInto('encounters')
        .values({
          company_id: company.id,
          patient_first_name: 'Pat',
          patient_last_name: 'Doe',
          patient_key: unique(),
          completed_at: at,
        })
        .execute();
    }
    const view = (await call('GET', `/company/view/${company.id}`)).json<{ data: Company }>();
    expect(view.data.usage).toEqual({ used: 2, allocated: 120 });
  });
});
