import {
  bucketMessages,
  messages,
  ROLE,
  type BucketListResponse,
  type BucketSummary,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';

let t: TestApp;
let clinicA: TestClinic;
let clinicB: TestClinic;
let formsA: number[];
let formsB: number[];

beforeAll(async () => {
  t = await createTestApp();
  clinicA = await createClinic(t.app, t.db);
  clinicB = await createClinic(t.app, t.db);
  formsA = await formIdsOf(clinicA.id);
  formsB = await formIdsOf(clinicB.id);
});
afterAll(() => t.close());

/** The company's forms by template number (index 0 is template 1). */
async function formIdsOf(companyId: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('forms')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('template_id')
    .execute();
  return rows.map((r) => r.id);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = clinicA.headers,
) => t.app.inject({ method, url: `/api${url}`, payload, headers });

async function newBucket(
  fields: { title?: string; form_ids?: number[] } = {},
  clinic: TestClinic = clinicA,
): Promise<BucketSummary> {
  const response = await call(
    'POST',
    '/buckets',
    { title: `Bucket ${unique()}`, form_ids: formsA.slice(0, 2), ...fields },
    clinic.headers,
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ data: BucketSummary }>().data;
}

async function bucketRow(id: number) {
  return t.db.selectFrom('buckets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function bucketFormIds(id: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('bucket_forms')
    .select('form_id')
    .where('bucket_id', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.form_id);
}

async function tokenFor(role: Parameters<typeof createUser>[1]) {
  return bearer((await loginAs(t.app, await createUser(t.db, role))).token);
}

describe('creating a bucket', () => {
  it('keeps the order, drops duplicates, trims the title and writes an audit row', async () => {
    const [f1, f2, f3] = [formsA[2]!, formsA[0]!, formsA[5]!];
    const response = await call('POST', '/buckets', {
      title: '  New patient pack  ',
      form_ids: [f1, f2, f1, f3],
    });
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json<{ message: string; data: BucketSummary }>();
    expect(message).toBe('Bucket created successfully');
    expect(data.title).toBe('New patient pack');
    expect(data.form_count).toBe(3);
    expect(data.forms.map((f) => f.id)).toEqual([f1, f2, f3]);
    expect(data.forms[1]!.title).toBe('Records Release Authorization Form');
    expect(await bucketFormIds(data.id)).toEqual([f1, f2, f3]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('target_type', '=', 'bucket')
      .where('target_id', '=', String(data.id))
      .execute();
    expect(audit).toEqual([{ action: 'bucket.create', user_id: clinicA.owner.id }]);
  });

  it('answers the spec message for a blank name or no form, naming the field', async () => {
    const blank = await call('POST', '/buckets', { title: '   ', form_ids: [formsA[0]] });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ title: [bucketMessages.nameAndForms] });

    const none = await call('POST', '/buckets', { title: 'Empty', form_ids: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ form_ids: [bucketMessages.nameAndForms] });

    const missing = await call('POST', '/buckets', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(bucketMessages.nameAndForms);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['form_ids', 'title']);

    const long = await call('POST', '/buckets', { title: 'x'.repeat(151), form_ids: [formsA[0]] });
    expect(long.json().errors).toEqual({ title: [messages.maxLength(150)] });
  });

  it("refuses another clinic's form, a deleted form, an unknown id or a non-id, creating nothing", async () => {
    const deleted = await t.db
      .insertInto('forms')
      .values({ company_id: clinicA.id, title: 'Old form', deleted_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await t.db
      .selectFrom('buckets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const bad of [formsB[0], deleted.id, 2_000_000_000, 'abc', -1, 1.5]) {
      const response = await call('POST', '/buckets', {
        title: 'Sneaky',
        form_ids: [formsA[0], bad],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ form_ids: [bucketMessages.formsUnavailable] });
    }
    const after = await t.db
      .selectFrom('buckets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });
});

describe('listing and searching buckets', () => {
  let clinic: TestClinic;
  let forms: number[];
  beforeAll(async () => {
    clinic = await createClinic(t.app, t.db);
    forms = await formIdsOf(clinic.id);
    const custom = await t.db
      .insertInto('forms')
      .values({ company_id: clinic.id, title: 'Dental Xray Consent' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Inserted out of order: the list sorts by title, ignoring case.
    await newBucket({ title: 'charlie', form_ids: [forms[0]!] }, clinic);
    await newBucket({ title: 'Alpha', form_ids: forms.slice(0, 3) }, clinic);
    await newBucket({ title: 'Bravo', form_ids: [forms[4]!, custom.id] }, clinic);
  });

  const list = async (query: string, headers = clinic.headers) => {
    const response = await call('GET', `/buckets?${query}`, undefined, headers);
    expect(response.statusCode).toBe(200);
    return response.json<BucketListResponse>();
  };
  const titles = (answer: BucketListResponse) => answer.data.map((b) => b.title);

  it('lists only the company’s live buckets by title, with counts and forms', async () => {
    const answer = await list('');
    expect(titles(answer)).toEqual(['Alpha', 'Bravo', 'charlie']);
    expect(answer).toMatchObject({ total: 3, page: 1, per_page: 10 });
    expect(answer.data[1]).toMatchObject({
      form_count: 2,
      forms: [{ id: forms[4] }, { title: 'Dental Xray Consent' }],
    });
  });

  it('searches by title, exact form count and form title', async () => {
    expect(titles(await list('search=BRAV'))).toEqual(['Bravo']);
    expect(titles(await list('search=3'))).toEqual(['Alpha']);
    expect(titles(await list('search=1'))).toEqual(['charlie']);
    expect(titles(await list('search=xray'))).toEqual(['Bravo']);
    expect(titles(await list('search=records release'))).toEqual(['Alpha', 'charlie']);
    expect(await list('search=%25')).toMatchObject({ data: [], total: 0 });
  });

  it('pages on the server', async () => {
    const second = await list('page=2&per_page=2');
    expect(titles(second)).toEqual(['charlie']);
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 });
  });

  it('leaves out a deleted form from counts and lists', async () => {
    const bucket = await newBucket({ form_ids: [forms[7]!, forms[8]!] }, clinic);
    await t.db
      .updateTable('forms')
      .set({ deleted_at: new Date() })
      .where('id', '=', forms[8]!)
      .execute();
    const one = await call('GET', `/buckets/${bucket.id}`, undefined, clinic.headers);
    expect(one.json().data).toMatchObject({ form_count: 1, forms: [{ id: forms[7] }] });
  });
});

describe('reading, updating and deleting one bucket', () => {
  it('reads a bucket', async () => {
    const bucket = await newBucket();
    const response = await call('GET', `/buckets/${bucket.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(bucket);
  });

  it('renames a bucket and replaces its forms in the new order', async () => {
    const bucket = await newBucket();
    const response = await call('PUT', `/buckets/${bucket.id}`, {
      id: bucket.id,
      title: 'Renamed',
      form_ids: [formsA[9], formsA[0], formsA[3]],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Bucket updated successfully',
      data: { title: 'Renamed', form_count: 3 },
    });
    expect(await bucketFormIds(bucket.id)).toEqual([formsA[9], formsA[0], formsA[3]]);
  });

  it('validates an update like a create, and refuses a mismatched id', async () => {
    const bucket = await newBucket();
    const blank = await call('PUT', `/buckets/${bucket.id}`, { title: '', form_ids: [] });
    expect(blank.json().errors).toEqual({
      title: [bucketMessages.nameAndForms],
      form_ids: [bucketMessages.nameAndForms],
    });
    const foreign = await call('PUT', `/buckets/${bucket.id}`, {
      title: 'x',
      form_ids: [formsB[0]],
    });
    expect(foreign.json().errors).toEqual({ form_ids: [bucketMessages.formsUnavailable] });
    const mismatch = await call('PUT', `/buckets/${bucket.id}`, {
      id: bucket.id + 1,
      title: 'x',
      form_ids: [formsA[0]],
    });
    expect(mismatch.json().errors).toEqual({ id: [bucketMessages.idMismatch] });
    expect((await bucketRow(bucket.id)).title).toBe(bucket.title);
    expect(await bucketFormIds(bucket.id)).toEqual(bucket.forms.map((f) => f.id));
  });

  it('soft-deletes a bucket, which then is gone from reads and lists', async () => {
    const bucket = await newBucket();
    const response = await call('DELETE', `/buckets/${bucket.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Bucket deleted successfully' });
    expect((await bucketRow(bucket.id)).deleted_at).not.toBeNull();
    expect((await call('GET', `/buckets/${bucket.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/buckets/${bucket.id}`)).statusCode).toBe(404);
    const ids = (await call('GET', '/buckets?per_page=100')).json<BucketListResponse>().data;
    expect(ids.map((b) => b.id)).not.toContain(bucket.id);
  });

  it('lets the Sub-Client Admin manage buckets too', async () => {
    const headers = bearer(clinicA.staff.token);
    const response = await call(
      'POST',
      '/buckets',
      { title: 'By staff', form_ids: [formsA[1]] },
      headers,
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('access', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/buckets'],
      ['POST', '/buckets'],
      ['PUT', '/buckets/1'],
      ['DELETE', '/buckets/1'],
    ] as const) {
      expect((await call(method, url, {}, {})).statusCode).toBe(401);
    }
  });

  it("lets a Sales Person read their own client's buckets, not another's, and write none", async () => {
    // Decision 25: staff who open a company see its Bucket tab; writing needs manage_forms.
    const seller = await createUser(t.db, ROLE.salesPerson);
    const headers = bearer((await loginAs(t.app, seller)).token);
    const own = await createClinic(t.app, t.db, { referenceId: seller.id });
    const ownForms = await formIdsOf(own.id);
    const bucket = await newBucket({ form_ids: [ownForms[0]!] }, own);
    const theirs = await newBucket();

    const list = await call('GET', `/buckets?company_id=${own.id}`, undefined, headers);
    expect(list.statusCode).toBe(200);
    expect(list.json<BucketListResponse>().data.map((b) => b.id)).toEqual([bucket.id]);
    const one = await call('GET', `/buckets/${bucket.id}?company_id=${own.id}`, undefined, headers);
    expect(one.json<{ data: BucketSummary }>().data.title).toBe(bucket.title);
    // Another Sales Person's client is not found, as everywhere the company scope decides.
    const other = `?company_id=${clinicA.id}`;
    expect((await call('GET', `/buckets${other}`, undefined, headers)).statusCode).toBe(404);
    expect(
      (await call('GET', `/buckets/${theirs.id}${other}`, undefined, headers)).statusCode,
    ).toBe(404);

    const body = { title: 'By sales', form_ids: [ownForms[1]], company_id: own.id };
    const writes = [
      await call('POST', '/buckets', body, headers),
      await call('PUT', `/buckets/${bucket.id}`, body, headers),
      await call('DELETE', `/buckets/${bucket.id}?company_id=${own.id}`, {}, headers),
    ];
    expect(writes.map((w) => w.statusCode)).toEqual([403, 403, 403]);
    expect(await bucketRow(bucket.id)).toMatchObject({ title: bucket.title, deleted_at: null });
    expect(await bucketFormIds(bucket.id)).toEqual([ownForms[0]]);
  });

  it('lets a Product Admin read any client’s buckets and write none', async () => {
    const headers = await tokenFor(ROLE.productAdmin);
    const bucket = await newBucket();
    const q = `?company_id=${clinicA.id}`;
    expect((await call('GET', `/buckets${q}`, undefined, headers)).statusCode).toBe(200);
    expect((await call('GET', `/buckets/${bucket.id}${q}`, undefined, headers)).statusCode).toBe(
      200,
    );
    const del = await call('DELETE', `/buckets/${bucket.id}${q}`, {}, headers);
    expect(del.statusCode).toBe(403);
    expect((await bucketRow(bucket.id)).deleted_at).toBeNull();
  });

  it("gives another clinic 404 for a bucket of A's and changes nothing", async () => {
    const bucket = await newBucket();
    const b = clinicB.headers;
    expect((await call('GET', `/buckets/${bucket.id}`, undefined, b)).statusCode).toBe(404);
    const put = await call(
      'PUT',
      `/buckets/${bucket.id}`,
      { title: 'Hijack', form_ids: [formsB[0]] },
      b,
    );
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/buckets/${bucket.id}`, {}, b)).statusCode).toBe(404);
    // Naming clinic A's company is not found either.
    const named = await call('GET', `/buckets?company_id=${clinicA.id}`, undefined, b);
    expect(named.statusCode).toBe(404);
    const created = await call(
      'POST',
      '/buckets',
      { title: 'Into A', form_ids: [formsA[0]], company_id: clinicA.id },
      b,
    );
    expect(created.statusCode).toBe(404);

    const row = await bucketRow(bucket.id);
    expect(row).toMatchObject({ title: bucket.title, deleted_at: null });
    expect(await bucketFormIds(bucket.id)).toEqual(bucket.forms.map((f) => f.id));
  });

  it('lets a Super Admin act on a named company, and asks for one otherwise', async () => {
    const admin = await tokenFor(ROLE.superAdmin);
    const missing = await call('GET', '/buckets', undefined, admin);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ company_id: [messages.required] });

    const created = await call(
      'POST',
      '/buckets',
      { title: 'From staff', form_ids: [formsB[1]], company_id: clinicB.id },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: BucketSummary }>().data;
    expect((await bucketRow(id)).company_id).toBe(clinicB.id);

    // The company named decides which forms are allowed: A's forms are not B's.
    const wrong = await call(
      'PUT',
      `/buckets/${id}`,
      { title: 'x', form_ids: [formsA[0]], company_id: clinicB.id },
      admin,
    );
    expect(wrong.statusCode).toBe(422);
    // A's company id does not reach B's bucket.
    const other = await call('GET', `/buckets/${id}?company_id=${clinicA.id}`, undefined, admin);
    expect(other.statusCode).toBe(404);
    const gone = await call('DELETE', `/buckets/${id}?company_id=${clinicB.id}`, {}, admin);
    expect(gone.statusCode).toBe(200);
  });
});
