import { timeZoneMessages, type Company } from '@paperless/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer } from '#test/factories/users.js';
import { clientFormWorld, clientPayload } from '#test/factories/companies.js';

/** Issue 16: the clinic's time zone in the staff client form. */
const t = clientFormWorld();

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(t.admin) });

async function create(overrides: object = {}): Promise<Company> {
  const response = await call('POST', '/company/store', clientPayload(t.planId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Company }>().data;
}

async function storedZone(id: number): Promise<string> {
  const row = await t.db
    .selectFrom('companies')
    .select('time_zone')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.time_zone;
}

const companies = async () =>
  Number(
    (
      await t.db
        .selectFrom('companies')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a client's time zone", () => {
  it('comes from the state when the form names none, and the detail shows it', async () => {
    const texas = await create({ state: 'Texas' });
    expect(texas.time_zone).toBe('America/Chicago');
    expect(await storedZone(texas.id)).toBe('America/Chicago');
    const view = await call('GET', `/company/view/${texas.id}`);
    expect(view.json<{ data: Company }>().data.time_zone).toBe('America/Chicago');

    // A blank zone (an untouched input of a multipart form) is no zone: the state's again.
    const oregon = await create({ state: 'Oregon', time_zone: '' });
    expect(oregon.time_zone).toBe('America/Los_Angeles');
  });

  it('is the one the form names, even in another zone than the state', async () => {
    // El Paso, Texas keeps Mountain time.
    const elPaso = await create({ state: 'Texas', time_zone: 'America/Denver' });
    expect(elPaso.time_zone).toBe('America/Denver');
    expect(await storedZone(elPaso.id)).toBe('America/Denver');
  });

  it('refuses an unknown zone on create, naming time_zone, and creates nothing', async () => {
    const before = await companies();
    for (const zone of ['Mars/Base', '+05:00', 'America/Nowhere']) {
      const response = await call(
        'POST',
        '/company/store',
        clientPayload(t.planId, { time_zone: zone }),
      );
      expect(response.statusCode, zone).toBe(422);
      expect(response.json().errors.time_zone).toEqual([timeZoneMessages.unknown]);
    }
    expect(await companies()).toBe(before);
  });

  it('stays on update without one, changes with one, and the change is audited', async () => {
    const company = await create({ state: 'Texas' });
    const form = clientPayload(t.planId, { name: company.name, email: company.email });

    const kept = await call('POST', `/company/update/${company.id}`, { ...form, city: 'Dallas' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ data: Company }>().data.time_zone).toBe('America/Chicago');
    // Moving the clinic to another state does not move its chosen zone either.
    const moved = await call('POST', `/company/update/${company.id}`, { ...form, state: 'Ohio' });
    expect(moved.json<{ data: Company }>().data.time_zone).toBe('America/Chicago');

    const changed = await call('POST', `/company/update/${company.id}`, {
      ...form,
      time_zone: 'America/Phoenix',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: Company }>().data.time_zone).toBe('America/Phoenix');
    expect(await storedZone(company.id)).toBe('America/Phoenix');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'company.update')
      .where('target_id', '=', String(company.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const details = (
      typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details
    ) as Record<string, unknown>;
    expect(details.time_zone).toEqual({ from: 'America/Chicago', to: 'America/Phoenix' });
  });

  it('refuses an unknown zone on update and changes nothing', async () => {
    const company = await create({ state: 'Texas' });
    const form = clientPayload(t.planId, { name: company.name, email: company.email });
    const response = await call('POST', `/company/update/${company.id}`, {
      ...form,
      city: 'Houston',
      time_zone: 'Mars/Base',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.time_zone).toEqual([timeZoneMessages.unknown]);
    const row = await t.db
      .selectFrom('companies')
      .select(['time_zone', 'city'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ time_zone: 'America/Chicago', city: 'Austin' });
  });
});
