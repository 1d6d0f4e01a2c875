import {
  formMessages,
  messages,
  ROLE,
  type FormDetail,
  type FormListResponse,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { caller, createForm, formPayload } from '#test/factories/forms.js';

let t: TestApp;
let clinicA: TestClinic;
let clinicB: TestClinic;
let formA: FormDetail;
let call: ReturnType<typeof caller>;

async function headersOf(role: (typeof ROLE)[keyof typeof ROLE]) {
  return bearer((await loginAs(t.app, await createUser(t.db, role))).token);
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  clinicA = await createClinic(t.app, t.db);
  clinicB = await createClinic(t.app, t.db);
  formA = await createForm(t, clinicA.headers, { title: 'Clinic A intake' });
});
afterAll(() => t.close());

async function formAUnchanged() {
  const row = await t.db
    .selectFrom('forms')
    .select(['title', 'version', 'deleted_at'])
    .where('id', '=', formA.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ title: 'Clinic A intake', version: 1, deleted_at: null });
}

const routes = (id: number) =>
  [
    ['GET', '/forms', undefined],
    ['GET', `/forms/${id}`, undefined],
    ['POST', '/forms', formPayload()],
    ['PUT', `/forms/${id}`, formPayload()],
    ['DELETE', `/forms/${id}`, undefined],
  ] as const;

describe('forms: access', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url, payload] of routes(formA.id)) {
      const response = await call(method, url, {}, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    await formAUnchanged();
  });

  it('lets staff who open companies read forms but answers 403 to every write', async () => {
    // Decision 25: the Forms tab is open to staff with manage_clients; writing needs manage_forms.
    // The permission is checked before the body or the form is looked at.
    const customization = { title: 'Ours', customization: {} };
    const writes = [
      ...routes(formA.id).filter(([method]) => method !== 'GET'),
      ['POST', `/forms/${formA.id}/customize`, customization],
      ['PUT', `/forms/${formA.id}/customization`, customization],
    ] as const;
    for (const role of [ROLE.salesPerson, ROLE.productAdmin]) {
      const headers = await headersOf(role);
      for (const [method, url, payload] of writes) {
        const response = await call(method, `${url}?company_id=${clinicA.id}`, headers, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    // A Product Admin reaches every client; clinic A is no Sales Person's, so theirs is 404.
    const admin = await headersOf(ROLE.productAdmin);
    const seller = await headersOf(ROLE.salesPerson);
    for (const url of ['/forms', `/forms/${formA.id}`]) {
      const q = `${url}?company_id=${clinicA.id}`;
      expect((await call('GET', q, admin)).statusCode, `Product Admin ${url}`).toBe(200);
      expect((await call('GET', q, seller)).statusCode, `Sales Person ${url}`).toBe(404);
    }
    await formAUnchanged();
  });

  it("lets a Sales Person list and open their own client's forms", async () => {
    const seller = await createUser(t.db, ROLE.salesPerson);
    const headers = bearer((await loginAs(t.app, seller)).token);
    const own = await createClinic(t.app, t.db, { referenceId: seller.id });
    const ownForm = await createForm(t, own.headers, { title: 'Own client intake' });
    const q = `?company_id=${own.id}&search=Own%20client%20intake`;
    const list = await call('GET', `/forms${q}`, headers);
    expect(list.statusCode).toBe(200);
    expect(list.json<FormListResponse>().data.map((f) => f.id)).toEqual([ownForm.id]);
    const one = await call('GET', `/forms/${ownForm.id}?company_id=${own.id}`, headers);
    expect(one.json<{ data: FormDetail }>().data.title).toBe('Own client intake');
    const del = await call('DELETE', `/forms/${ownForm.id}?company_id=${own.id}`, headers);
    expect(del.statusCode).toBe(403);
  });

  it("gives another clinic 404 for A's form and changes nothing", async () => {
    const b = clinicB.headers;
    expect((await call('GET', `/forms/${formA.id}`, b)).statusCode).toBe(404);
    expect((await call('PUT', `/forms/${formA.id}`, b, formPayload())).statusCode).toBe(404);
    expect((await call('DELETE', `/forms/${formA.id}`, b)).statusCode).toBe(404);
    // Naming clinic A is not found either, and B's own list holds none of A's forms.
    expect((await call('GET', `/forms?company_id=${clinicA.id}`, b)).statusCode).toBe(404);
    const ownList = (await call('GET', '/forms?per_page=200', b)).json<FormListResponse>();
    expect(ownList.data.map((f) => f.id)).not.toContain(formA.id);
    const intoA = await call('POST', '/forms', b, formPayload({ company_id: clinicA.id }));
    expect(intoA.statusCode).toBe(404);
    await formAUnchanged();
  });

  it('lets a Sub-Client Admin build forms for their own clinic', async () => {
    const staff = bearer(clinicA.staff.token);
    const form = await createForm(t, staff, { title: 'Staff form' });
    const list = (await call('GET', '/forms?search=Staff%20form', staff)).json<FormListResponse>();
    expect(list.data.map((f) => f.id)).toEqual([form.id]);
  });

  it('makes a Super Admin name the company, then acts on it', async () => {
    const admin = await headersOf(ROLE.superAdmin);
    const missing = await call('GET', '/forms', admin);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.company_id).toEqual([messages.required]);
    expect((await call('POST', '/forms', admin, formPayload())).statusCode).toBe(422);

    const list = await call('GET', `/forms?company_id=${clinicA.id}&per_page=200`, admin);
    expect(list.json<FormListResponse>().data.map((f) => f.id)).toContain(formA.id);
    const made = await createForm(t, admin, { company_id: clinicA.id, title: 'By staff' });
    const row = await t.db
      .selectFrom('forms')
      .select('company_id')
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.company_id).toBe(clinicA.id);
    // A's form read through company B's id is not found.
    const wrong = await call('GET', `/forms/${formA.id}?company_id=${clinicB.id}`, admin);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(formMessages.notFound);
  });

  it("keeps a Sales Person given manage_forms to their own clients (404 for others')", async () => {
    // Built-in Sales Person lacks manage_forms; a deployment could grant it, and tenancy must hold.
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', ROLE.salesPerson)
      .executeTakeFirstOrThrow();
    const permission = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('key', '=', 'manage_forms')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('role_permissions')
      .values({ role_id: role.id, permission_id: permission.id })
      .execute();
    const seller = await createUser(t.db, ROLE.salesPerson);
    const headers = bearer((await loginAs(t.app, seller)).token);
    const own = await createClinic(t.app, t.db, { referenceId: seller.id });

    expect((await call('GET', `/forms?company_id=${own.id}`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/forms?company_id=${clinicA.id}`, headers)).statusCode).toBe(404);
    const q = `?company_id=${clinicA.id}`;
    expect((await call('GET', `/forms/${formA.id}${q}`, headers)).statusCode).toBe(404);
    const put = await call(
      'PUT',
      `/forms/${formA.id}`,
      headers,
      formPayload({ company_id: clinicA.id }),
    );
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/forms/${formA.id}${q}`, headers)).statusCode).toBe(404);
    await formAUnchanged();
  });
});
