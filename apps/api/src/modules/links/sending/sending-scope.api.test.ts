import { ROLE } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { openRecipient } from '../../../lib/recipient.js';
import { templateFormId } from '#test/factories/patient-links.js';

// Its own database: granting a permission to a built-in role must not leak into other tests.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const firstFormOf = (companyId: number) => templateFormId(t.db, companyId, 1);

function send(url: string, payload: object, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

const linksTo = async (recipient: string) =>
  // Addresses are sealed (Security II): open each to find the recipient's links.
  (await t.db.selectFrom('form_links').selectAll().orderBy('id').execute()).filter(
    (link) => openRecipient(t.app.cipher, link.recipient) === recipient,
  );

describe('a Sales Person given manage_forms', () => {
  // Built in, a Sales Person cannot send (403 above). Should a Super Admin grant the permission
  // to the role, the company scope still keeps them to their own clients.
  it("reaches their own clients only: another seller's client is 404", async () => {
    const [role, permission] = await Promise.all([
      t.db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', ROLE.salesPerson)
        .executeTakeFirstOrThrow(),
      t.db
        .selectFrom('permissions')
        .select('id')
        .where('key', '=', 'manage_forms')
        .executeTakeFirstOrThrow(),
    ]);
    await t.db
      .insertInto('role_permissions')
      .values({ role_id: role.id, permission_id: permission.id })
      .execute();
    const seller = await createUser(t.db, ROLE.salesPerson);
    const own = await createClinic(t.app, t.db, { referenceId: seller.id });
    const rival = await createClinic(t.app, t.db, {
      referenceId: (await createUser(t.db, ROLE.salesPerson)).id,
    });
    const headers = bearer((await loginAs(t.app, seller)).token);
    const to = `seller-${unique()}@example.com`;
    const mine = await send(
      '/api/forms/send',
      { formId: await firstFormOf(own.id), emails: [to], company_id: own.id },
      headers,
    );
    expect(mine.statusCode).toBe(201);
    const theirs = await send(
      '/api/forms/send',
      { formId: await firstFormOf(rival.id), emails: [to], company_id: rival.id },
      headers,
    );
    expect(theirs.statusCode).toBe(404);
    expect(await linksTo(to)).toHaveLength(1);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/links?company_id=${rival.id}`,
      headers,
    });
    expect(list.statusCode).toBe(404);
  });
});
