import { handoffMessages, HANDOFF_MAX_FAILURES, normaliseHandoffCode } from '@paperless/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../lib/tokens.js';
import {
  bucketStep,
  linkWorld,
  recordsRelease,
  refillPolicy,
  submit,
} from '#test/factories/patient-links.js';
import { claim, DOB, makeHandoff } from '#test/factories/link-handoff.js';

const t = linkWorld();
let bucketId: number;
let ip = 0;
/** Each test claims from its own address: failed claims are limited per address. */
const nextIp = () => `10.9.0.${(ip += 1)}`;

beforeAll(async () => {
  bucketId = await t.bucket([t.refillId, t.formId]);
});

const progress = { step: 1, saved: [{ patient_firstname: 'Zelda', dob: DOB }] };
const newHandoff = async (draft: Record<string, unknown> | null = progress) => {
  const link = await t.link({ bucketId });
  const made = await makeHandoff(t.app, link.token, draft ? { draft } : {});
  expect(made.statusCode, made.body).toBe(201);
  return { ...link, ...made.json<{ code: string; expires_at: string }>() };
};
const actions = async (linkId: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', linkId)
      .where('action', 'like', 'handoff.%')
      .orderBy('id')
      .execute()
  ).map((r) => r.action);

describe('POST /api/public/links/{token}/handoff', () => {
  it('makes a short code valid 15 minutes, stored only as hashes, and audits it', async () => {
    const { code, expires_at, linkId } = await newHandoff();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const minutes = (Date.parse(expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const row = await t.db
      .selectFrom('link_handoffs')
      .selectAll()
      .where('link_id', '=', linkId)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toBe(hashToken(normaliseHandoffCode(code)));
    expect(row.dob_mac).not.toContain(DOB);
    expect(row.token_sealed).toMatch(/^v1\./);
    expect(await actions(linkId)).toEqual(['handoff.created']);
  });

  it('asks for a real birth date, and ends the earlier code', async () => {
    const link = await t.link({ bucketId });
    const bad = await makeHandoff(t.app, link.token, { dob: '2999-01-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.dob).toEqual(['Date of birth cannot be in the future']);
    const first = (await makeHandoff(t.app, link.token)).json<{ code: string }>().code;
    const second = (await makeHandoff(t.app, link.token)).json<{ code: string }>().code;
    expect((await claim(t.app, first, DOB, nextIp())).statusCode).toBe(410);
    expect((await claim(t.app, second, DOB, nextIp())).statusCode).toBe(200);
  });
});

describe('POST /api/public/handoffs/claim', () => {
  it("answers the link's token and the draft for the right birth date, once", async () => {
    const { code, token, linkId } = await newHandoff();
    const from = nextIp();
    // Typed by hand: lower case, no dash.
    const right = await claim(t.app, code.toLowerCase().replace('-', ' '), DOB, from);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ token, kind: 'bucket', draft: progress });
    // The token opens the link on the second device.
    const opened = await t.app.inject({ method: 'GET', url: `/api/public/links/${token}` });
    expect(opened.statusCode).toBe(200);

    const again = await claim(t.app, code, DOB, from);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(handoffMessages.codeExpired);
    expect(await actions(linkId)).toEqual([
      'handoff.created',
      'handoff.claimed',
      'handoff.refused',
    ]);
  });

  it('counts wrong birth dates: four then the right one works', async () => {
    const { code, token } = await newHandoff(null);
    const from = nextIp();
    for (let i = 1; i <= HANDOFF_MAX_FAILURES - 1; i += 1) {
      const wrong = await claim(t.app, code, '1990-01-01', from);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.dob).toEqual([
        handoffMessages.dobMismatch(HANDOFF_MAX_FAILURES - i),
      ]);
      expect(wrong.body).not.toContain(token);
    }
    const right = await claim(t.app, code, DOB, from);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ token, kind: 'bucket', draft: null });
  });

  it('locks after five wrong birth dates, even for the right one; tells the clinic', async () => {
    const { code, linkId } = await newHandoff();
    const from = nextIp();
    for (let i = 1; i < HANDOFF_MAX_FAILURES; i += 1) await claim(t.app, code, '1990-01-01', from);
    const fifth = await claim(t.app, code, '1990-01-01', from);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(handoffMessages.locked);
    const right = await claim(t.app, code, DOB, from);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: handoffMessages.locked });

    const bells = await t.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', t.clinic.owner.id)
      .where('title', '=', handoffMessages.lockedNoticeTitle)
      .execute();
    expect(bells).toHaveLength(1);
    expect(bells[0]!.body).toContain('New patient');
    expect(bells[0]!.body).not.toContain('Zelda');
    const trail = await actions(linkId);
    expect(trail.filter((a) => a === 'handoff.dob_failed')).toHaveLength(4);
    expect(trail).toContain('handoff.locked');
    const locked = await t.db
      .selectFrom('audit_log')
      .select(['company_id', 'details'])
      .where('action', '=', 'handoff.locked')
      .where('target_id', '=', linkId)
      .executeTakeFirstOrThrow();
    expect(Number(locked.company_id)).toBe(t.clinic.id);
    expect(JSON.stringify(locked.details)).not.toContain(DOB);
  });

  it('refuses an expired code, an unknown code, and a code of a link completed since', async () => {
    const expired = await newHandoff();
    await t.db
      .updateTable('link_handoffs')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('link_id', '=', expired.linkId)
      .execute();
    const late = await claim(t.app, expired.code, DOB, nextIp());
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ message: handoffMessages.codeExpired });

    const unknown = await claim(t.app, 'ABCD-EFGH', DOB, nextIp());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: handoffMessages.codeExpired });
    const malformed = await claim(t.app, 'ABC', DOB, nextIp());
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.code).toEqual([handoffMessages.codeRequired]);

    const done = await newHandoff();
    for (const [formId, lastForm] of [
      [t.refillId, false],
      [t.formId, true],
    ] as const) {
      const fields = formId === t.refillId ? refillPolicy() : recordsRelease();
      const sent = await submit(t.app, done.token, bucketStep(bucketId, formId, fields, lastForm));
      expect(sent.statusCode, sent.body).toBe(201);
    }
    expect((await claim(t.app, done.code, DOB, nextIp())).statusCode).toBe(404);
  });

  it('limits failed claims per address, so codes cannot be guessed', async () => {
    const from = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1)
      statuses.push((await claim(t.app, 'ABCD-EFGH', DOB, from)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Even a real code is refused from that address meanwhile; another address claims it.
    const { code } = await newHandoff();
    expect((await claim(t.app, code, DOB, from)).statusCode).toBe(429);
    expect((await claim(t.app, code, DOB, nextIp())).statusCode).toBe(200);
  });
});
