import {
  addLocalDays,
  frontDeskMessages,
  localDateOf,
  parseLocalDateTime,
  ROLE,
  wallTimeToUtc,
  type VisitsResponse,
} from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { frontDeskWorld, sendLink } from '#test/factories/sending.js';

const ZONE = 'America/Los_Angeles';
const t = frontDeskWorld(ZONE);

const today = () => localDateOf(new Date(), ZONE);
const day = (offset: number) => addLocalDays(today(), offset);

function visits(query: Record<string, string> = {}, headers = t.clinic.headers) {
  return t.app.inject({ method: 'GET', url: '/api/visits', query, headers });
}

/** A link sent for a visit at this local time, to a fresh address. */
async function visitAt(local: string, name: string) {
  const to = `${name.toLowerCase()}-${unique()}@example.com`;
  const { link } = await sendLink(t, t.clinic, to, {
    formId: t.formId,
    visit_at: local,
    patient_name: name,
  });
  return { id: link.id, to };
}

describe('GET /api/visits', () => {
  it('lists every day of the range in the clinic’s zone, visits in time order, and how many are ready', async () => {
    const late = await visitAt(`${day(1)}T23:30`, 'Late');
    const ready = await visitAt(`${day(1)}T09:00`, 'Ready');
    const early = await visitAt(`${day(1)}T08:00`, 'Early');
    const dropped = await visitAt(`${day(1)}T10:00`, 'Dropped');
    const later = await visitAt(`${day(2)}T14:00`, 'Later');
    await t.db
      .updateTable('form_links')
      .set({ submitted_at: new Date() })
      .where('id', '=', ready.id)
      .execute();
    await t.app.inject({
      method: 'POST',
      url: `/api/links/${dropped.id}/cancel`,
      headers: t.clinic.headers,
    });

    const response = await visits();
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<VisitsResponse>();
    expect(data.time_zone).toBe(ZONE);
    expect(data.from).toBe(today());
    expect(data.days.map((d) => [d.date, d.total, d.ready])).toEqual([
      [day(0), 0, 0],
      [day(1), 3, 1],
      [day(2), 1, 0],
      [day(3), 0, 0],
      [day(4), 0, 0],
      [day(5), 0, 0],
      [day(6), 0, 0],
    ]);
    // 23:30 in Los Angeles is the next day in UTC: it still belongs to the clinic's day 1.
    expect(data.days[1]!.visits.map((v) => [v.link_id, v.patient_name, v.state])).toEqual([
      [Number(early.id), 'Early', 'waiting'],
      [Number(ready.id), 'Ready', 'completed'],
      [Number(late.id), 'Late', 'waiting'],
    ]);
    expect(data.days[1]!.visits[0]).toEqual({
      link_id: Number(early.id),
      visit_at: wallTimeToUtc(parseLocalDateTime(`${day(1)}T08:00`)!, ZONE).toISOString(),
      patient_name: 'Early',
      kind: 'form',
      title: expect.any(String),
      channel: 'email',
      recipient: early.to,
      state: 'waiting',
    });
    expect(data.days[2]!.visits.map((v) => v.link_id)).toEqual([Number(later.id)]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'visit.list')
      .where('company_id', '=', t.clinic.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ visits: 4, ready: 1, days: 7 });
    expect(JSON.stringify(audit.details)).not.toContain('Early');
  });

  it('takes a start day and a number of days', async () => {
    await visitAt(`${day(5)}T11:00`, 'Fifth');
    const response = await visits({ from: day(5), days: '1' });
    const { data } = response.json<VisitsResponse>();
    expect(data.from).toBe(day(5));
    expect(data.days).toHaveLength(1);
    expect(data.days[0]!.visits.map((v) => v.patient_name)).toEqual(['Fifth']);
  });

  it('refuses days outside 1..14 and a malformed date', async () => {
    const bad: Record<string, string>[] = [{ days: '15' }, { days: '0' }, { from: '2026-02-30' }];
    for (const query of bad) {
      const response = await visits(query);
      expect(response.statusCode).toBe(422);
    }
    expect((await visits({ days: '15' })).json().errors.days).toEqual([
      frontDeskMessages.visitsDays,
    ]);
  });

  it('shows a clinic only its own visits; a Sales Person without manage_forms gets 403', async () => {
    const { data } = (await visits({}, t.other.headers)).json<VisitsResponse>();
    expect(data.days.every((d) => d.total === 0)).toBe(true);
    expect((await visits({ company_id: String(t.clinic.id) }, t.other.headers)).statusCode).toBe(
      404,
    );
    const sales = await loginAs(t.app, await createUser(t.db, ROLE.salesPerson));
    expect(
      (await visits({ company_id: String(t.clinic.id) }, bearer(sales.token))).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/visits' })).statusCode).toBe(401);
  });
});
