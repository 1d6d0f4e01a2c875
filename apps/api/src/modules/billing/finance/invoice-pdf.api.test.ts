import { ROLE } from '@paperless/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { flatText } from '#test/pdf/pdf-text.js';
import { insertSalesBook, recentMonths } from '#test/factories/finance.js';

let t: TestApp;
let token: string;
let book: Awaited<ReturnType<typeof insertSalesBook>>;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db, ROLE.salesPerson);
  const other = await createUser(t.db, ROLE.salesPerson);
  book = await insertSalesBook(t.db, seller, other, recentMonths(new Date()));
  token = (await loginAs(t.app, seller)).token;
});
afterAll(() => t.close());

describe('GET /api/invoices/{id}/download: times', () => {
  it("prints when the invoice was issued and paid in the clinic's time zone", async () => {
    const id = book.lastInvoice.id;
    // Issued 01:30 UTC and paid 03:15 UTC on March 14th: still the 13th in Los Angeles.
    await sql`update invoices set created_at = '2026-03-14T01:30:00Z',
      paid_at = '2026-03-14T03:15:00Z', status = 'paid' where id = ${id}`.execute(t.db);
    await t.db
      .updateTable('companies')
      .set({ time_zone: 'America/Los_Angeles' })
      .where('id', '=', book.alpha.id)
      .execute();
    const response = await t.app.inject({
      url: `/api/invoices/${id}/download`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const text = await flatText(new Uint8Array(response.rawPayload));
    expect(text).toContain('Issued 03/13/2026 6:30 PM PDT');
    expect(text).toContain('Status: Paid on 03/13/2026 8:15 PM PDT');
  });
});
