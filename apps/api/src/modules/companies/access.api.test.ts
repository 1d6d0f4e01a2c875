import { companyMessages, ROLE, type Company, type CompanyListResponse } from '@paperless/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs, type TestUser } from '#test/factories/users.js';
import { clientFormWorld, clientPayload } from '#test/factories/companies.js';

const t = clientFormWorld();
let seller: TestUser;
let sellerToken: string;
let otherSeller: TestUser;
beforeAll(async () => {
  seller = await createUser(t.db, ROLE.salesPerson);
  sellerToken = (await loginAs(t.app, seller)).token;
  otherSeller = await createUser(t.db, ROLE.salesPerson);
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });

async function create(token: string, overrides: object = {}): Promise<Company> {
  const response = await call('POST', '/company/store', token, clientPayload(t.planId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Company }>().data;
}

describe('a Sales Person', () => {
  it('owns the clients they create, whatever reference they send', async () => {
    const company = await create(sellerToken, { reference_id: otherSeller.id });
    expect(company.reference_id).toBe(seller.id);
  });

  it("sees only their own clients and never reaches another's", async () => {
    const own = await create(sellerToken);
    const theirs = await create(t.admin, { reference_id: otherSeller.id });
    const house = await create(t.admin);
    for (const url of [
      '/company?per_page=100',
      `/company/sales-person?per_page=100&reference_id=${otherSeller.id}`,
    ]) {
      const ids = (await call('GET', url, sellerToken))
        .json<CompanyListResponse>()
        .companies.map((c) => c.id);
      expect(ids).toContain(own.id);
      expect(ids).not.toContain(theirs.id);
      expect(ids).not.toContain(house.id);
    }
    for (const other of [theirs.id, house.id]) {
      for (const url of [
        `/company/view/${other}`,
        `/company/edit/${other}`,
        `/company/delete/${other}`,
      ]) {
        expect((await call('GET', url, sellerToken)).statusCode, url).toBe(404);
      }
      const update = await call(
        'POST',
        `/company/update/${other}`,
        sellerToken,
        clientPayload(t.planId),
      );
      expect(update.statusCode).toBe(404);
      const status = await call('POST', `/company/status-update/${other}`, sellerToken, {
        status: 0,
        reason: 'x',
      });
      expect(status.statusCode).toBe(404);
    }
    const still = await call('GET', `/company/view/${house.id}`, t.admin);
    expect(still.json<{ data: Company }>().data.status).toBe(1);
  });

  it('lets staff filter by reference and assign only a Sales Person', async () => {
    const theirs = await create(t.admin, { reference_id: otherSeller.id });
    const list = (
      await call('GET', `/company?reference_id=${otherSeller.id}&per_page=100`, t.admin)
    ).json<CompanyListResponse>();
    expect(list.companies.every((c) => c.reference_id === otherSeller.id)).toBe(true);
    expect(list.companies.map((c) => c.id)).toContain(theirs.id);
    const notSeller = await createUser(t.db, ROLE.productAdmin);
    const refused = await call(
      'POST',
      '/company/store',
      t.admin,
      clientPayload(t.planId, { reference_id: notSeller.id }),
    );
    expect(refused.json().errors.reference_id).toEqual([companyMessages.notSalesPerson]);
  });
});

describe('status and deletion', () => {
  it('needs a reason to deactivate, suspends and signs the clinic out, and reactivates', async () => {
    const company = await create(t.admin);
    const owner = await createUser(t.db, ROLE.subClientAdmin, { companyId: company.id });
    const ownerToken = (await loginAs(t.app, owner)).token;
    const noReason = await call('POST', `/company/status-update/${company.id}`, t.admin, {
      status: 0,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual([companyMessages.reasonRequired]);

    const off = await call('POST', `/company/status-update/${company.id}`, t.admin, {
      status: 0,
      reason: 'Card declined',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({
      status: 0,
      in_active_reason: 'Card declined',
      subscription: { status: 'suspended' },
    });
    expect((await call('GET', '/me', ownerToken)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(401);

    const on = await call('POST', `/company/status-update/${company.id}`, t.admin, { status: 1 });
    expect(on.json().data).toMatchObject({
      status: 1,
      in_active_reason: null,
      subscription: { status: 'trial' },
    });
  });

  it('soft-deletes: gone from lists and lookups, submissions kept', async () => {
    const company = await create(t.admin);
    const form = await t.db
      .selectFrom('forms')
      .select(['id', 'title'])
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    const encounter = await t.db
      .insertInto('encounters')
      .values({
        company_id: company.id,
        patient_first_name: 'A',
        patient_last_name: 'B',
        patient_key: 'k',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('submissions')
      .values({
        encounter_id: encounter.id,
        company_id: company.id,
        form_id: form.id,
        form_version: 1,
        form_name: form.title,
      })
      .execute();

    const deleted = await call('GET', `/company/delete/${company.id}`, t.admin);
    expect(deleted.json()).toEqual({ message: companyMessages.deleted });
    expect((await call('GET', `/company/view/${company.id}`, t.admin)).statusCode).toBe(404);
    const list = (
      await call('GET', `/company?search=${company.id}`, t.admin)
    ).json<CompanyListResponse>();
    expect(list.companies.map((c) => c.id)).not.toContain(company.id);
    const kept = await t.db
      .selectFrom('submissions')
      .select('id')
      .where('company_id', '=', company.id)
      .execute();
    expect(kept).toHaveLength(1);
    const row = await t.db
      .selectFrom('companies')
      .select('deleted_at')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
  });
});

describe('who may call', () => {
  it('answers 401 without a session and 403 to clinic users', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/company' });
    expect(anonymous.statusCode).toBe(401);
    const clinic = (await loginAs(t.app, await createUser(t.db, ROLE.clientAdmin))).token;
    for (const [method, url] of [
      ['GET', '/company'],
      ['POST', '/company/store'],
      ['GET', '/company/view/1'],
      ['GET', '/company/delete/1'],
      ['GET', '/company/sales-contacts'],
    ] as const) {
      expect(
        (await call(method, url, clinic, method === 'POST' ? {} : undefined)).statusCode,
        url,
      ).toBe(403);
    }
  });

  it('lists only Sales Persons as sales contacts', async () => {
    const users = (await call('GET', '/company/sales-contacts', t.admin)).json<{
      users: { id: number }[];
    }>().users;
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([seller.id, otherSeller.id]));
    const product = await createUser(t.db, ROLE.productAdmin);
    expect(users.map((u) => u.id)).not.toContain(product.id);
  });
});

it("returns a deleted Sales Person's clients to the house", async () => {
  const leaving = await createUser(t.db, ROLE.salesPerson);
  const company = await create(t.admin, { reference_id: leaving.id });
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/delete-user/${leaving.id}`,
    headers: bearer(t.admin),
  });
  expect(deleted.statusCode).toBe(200);
  const view = await call('GET', `/company/view/${company.id}`, t.admin);
  expect(view.json<{ data: Company }>().data).toMatchObject({
    reference_id: null,
    referenceuser: null,
  });
});
