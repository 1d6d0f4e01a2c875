import {
  LINK_LIST_COUNT_CAP,
  LINK_STATES,
  ROLE,
  type LinkState,
  type SentLinkListResponse,
} from '@paperless/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { bucketOf, recordsRelease, submit, templateFormId } from '#test/factories/patient-links.js';
import { DAY_MS, frontDeskWorld, sendLink } from '#test/factories/sending.js';

const t = frontDeskWorld('America/Chicago');

async function list(query: Record<string, string>, headers = t.clinic.headers) {
  const response = await t.app.inject({ method: 'GET', url: '/api/links', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SentLinkListResponse>();
}

type LinkUpdate = Partial<
  Record<'opened_at' | 'last_opened_at' | 'progress_at' | 'expires_at', Date>
>;
const setLink = (id: string, values: LinkUpdate) =>
  t.db.updateTable('form_links').set(values).where('id', '=', id).execute();

describe('GET /api/links (Activity)', () => {
  it('shows every state, in the list and in the state filter, with a completed link’s files', async () => {
    const tag = unique();
    const sent = new Map<LinkState, Awaited<ReturnType<typeof sendLink>>>();
    for (const state of LINK_STATES) {
      sent.set(
        state,
        await sendLink(t, t.clinic, `${state}-${tag}@example.com`, {
          formId: t.formId,
          patient_name: `Pat ${state} ${tag}`,
        }),
      );
    }
    const id = (state: LinkState) => sent.get(state)!.link.id;
    const now = new Date();
    await setLink(id('opened'), { opened_at: now, last_opened_at: now });
    await setLink(id('in_progress'), { opened_at: now, progress_at: now });
    await setLink(id('expired'), { opened_at: now, expires_at: new Date(now.getTime() - DAY_MS) });
    const done = await submit(t.app, sent.get('completed')!.token, {
      fields: recordsRelease(),
      formId: t.formId,
    });
    expect(done.statusCode, done.body).toBe(201);
    await t.app.pdfWorker.drain();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/links/${id('cancelled')}/cancel`,
      headers: t.clinic.headers,
    });
    expect(cancel.statusCode).toBe(200);

    const all = await list({ q: tag });
    expect(all).toMatchObject({ total: 6, total_capped: false, time_zone: 'America/Chicago' });
    // Newest first: the reverse of the order they were sent in.
    expect(all.data.map((l) => [l.patient_name, l.state])).toEqual(
      [...LINK_STATES].reverse().map((state) => [`Pat ${state} ${tag}`, state]),
    );
    const completed = all.data.find((l) => l.state === 'completed')!;
    const submission = await t.db
      .selectFrom('submissions')
      .select(['id', 'form_name'])
      .where('link_id', '=', id('completed'))
      .executeTakeFirstOrThrow();
    expect(completed.files).toEqual([
      {
        submission_id: Number(submission.id),
        form_name: submission.form_name,
        url: `submission:${submission.id}`,
        pdf_name: expect.stringMatching(/\.pdf$/),
        status: 'ready',
      },
    ]);
    expect(completed).toMatchObject({ kind: 'form', title: t.formTitle, channel: 'email' });
    expect(completed.submitted_at).not.toBeNull();
    const cancelled = all.data.find((l) => l.state === 'cancelled')!;
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(cancelled.files).toEqual([]);
    expect(all.data.find((l) => l.state === 'opened')!.last_opened_at).toBe(now.toISOString());

    for (const state of LINK_STATES) {
      const filtered = await list({ q: tag, state });
      expect(
        filtered.data.map((l) => [l.id, l.state]),
        state,
      ).toEqual([[Number(id(state)), state]]);
      expect(filtered.total).toBe(1);
    }
  });

  it('searches by part of the patient name, the exact recipient, and the form or bucket title', async () => {
    const tag = unique();
    const email = `Mixed.${tag}@Example.com`;
    const byEmail = await sendLink(t, t.clinic, email, {
      formId: t.formId,
      patient_name: `Ama Oyelaran ${tag}`,
    });
    const digits = String(parseInt(tag.slice(0, 6), 16) % 10_000).padStart(4, '0');
    const bySms = await sendLink(t, t.clinic, `(512) 555-${digits}`, { formId: t.formId }, 'sms');
    const bucketTitle = `Knee Intake ${tag}`;
    const bucketId = await bucketOf(t.db, t.clinic.id, [t.formId]);
    await t.db
      .updateTable('buckets')
      .set({ title: bucketTitle })
      .where('id', '=', bucketId)
      .execute();
    const byTitle = await sendLink(t, t.clinic, `knee-${tag}@example.com`, { bucketId });

    const ids = async (q: string) => (await list({ q })).data.map((l) => l.id);
    expect(await ids(`oyelaran ${tag}`.toUpperCase())).toEqual([Number(byEmail.link.id)]);
    expect(await ids(email.toUpperCase())).toEqual([Number(byEmail.link.id)]);
    // The recipient matches whole (its keyed MAC), never in part.
    expect(await ids(`mixed.${tag}`)).toEqual([]);
    expect(await ids(`+1 512.555.${digits}`)).toEqual([Number(bySms.link.id)]);
    expect(await ids(`knee intake ${tag}`)).toEqual([Number(byTitle.link.id)]);
    // Wildcards are the text they are.
    expect(await ids(`%${tag}`)).toEqual([]);
    expect(await ids(`_ma Oyelaran ${tag}`)).toEqual([]);

    // A deleted bucket still names its links.
    await t.db
      .updateTable('buckets')
      .set({ deleted_at: new Date() })
      .where('id', '=', bucketId)
      .execute();
    const [row] = (await list({ q: bucketTitle })).data;
    expect(row).toMatchObject({ kind: 'bucket', title: bucketTitle, state: 'waiting' });

    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'link.list')
      .where('company_id', '=', t.clinic.id)
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(tag);
  });

  it('shows a clinic only its own links; a Sales Person without manage_forms gets 403', async () => {
    const tag = unique();
    await sendLink(t, t.clinic, `own-${tag}@example.com`, {
      formId: t.formId,
      patient_name: `Own ${tag}`,
    });
    expect((await list({ q: tag })).total).toBe(1);
    expect((await list({ q: tag }, t.other.headers)).total).toBe(0);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/links',
      query: { company_id: String(t.clinic.id) },
      headers: t.other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const sales = await loginAs(t.app, await createUser(t.db, ROLE.salesPerson));
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/links',
      query: { company_id: String(t.clinic.id) },
      headers: bearer(sales.token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('counts at most LINK_LIST_COUNT_CAP links and says so', async () => {
    const busy = await createClinic(t.app, t.db);
    const busyForm = await templateFormId(t.db, busy.id, 1);
    await sql`insert into form_links (company_id, token_hash, form_id, channel, recipient, expires_at)
      select ${busy.id}, md5(${unique()} || g::text), ${busyForm}, 'email', 'x@example.com',
        now() + interval '1 day'
      from generate_series(1, ${LINK_LIST_COUNT_CAP + 1}) g`.execute(t.db);
    const page = await list({ per_page: '5' }, busy.headers);
    expect(page).toMatchObject({ total: LINK_LIST_COUNT_CAP, total_capped: true, per_page: 5 });
    expect(page.data).toHaveLength(5);
  });

  it('refuses a search longer than 100 characters and an unknown state', async () => {
    for (const query of [{ q: 'x'.repeat(101) }, { state: 'sent' }] as Record<string, string>[]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/links',
        query,
        headers: t.clinic.headers,
      });
      expect(response.statusCode).toBe(422);
    }
  });
});
