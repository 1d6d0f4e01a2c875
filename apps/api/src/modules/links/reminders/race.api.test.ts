import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { testEngine } from '#test/support/database.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { recordsRelease, submit, templateFormId } from '#test/factories/patient-links.js';
import { formLinkRef } from '../sending/message.js';
import { recipientMac, sealRecipient } from '../../../lib/recipient.js';
import { nyAt, pass, remindersOf } from '#test/factories/reminders.js';

// Issue 16: a reminder is sent once even with two passes (two app instances) at work, and
// never for a link its patient completed, even when both happen at the same moment. On PGlite
// transactions take turns; on PostgreSQL (CI) they truly overlap.
let t: TestApp;
let clinic: TestClinic;
let formId: number;
/** The passes' clock: a weekday noon in New York, inside the default window. */
const now = nyAt(8, '12:00');

beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db);
  formId = await templateFormId(t.db, clinic.id, 1);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.updateTable('form_links').set({ next_reminder_at: null }).execute();
});

/** Open links due a minute before `now`, made as the send makes them (one statement). */
async function dueLinks(count: number) {
  const links = Array.from({ length: count }, (_, i) => ({
    token: newToken(),
    to: `race-${Date.now()}-${i}@example.com`,
  }));
  const rows = await t.db
    .insertInto('form_links')
    .values(
      links.map(({ token, to }) => ({
        company_id: clinic.id,
        token_hash: hashToken(token),
        token_sealed: t.app.cipher.encryptJson(token),
        form_id: formId,
        channel: 'email' as const,
        recipient: sealRecipient(t.app.cipher, to),
        recipient_mac: recipientMac(t.app.cipher, 'email', to),
        last_sent_at: new Date(now.getTime() - 86_400_000),
        expires_at: new Date(now.getTime() + 20 * 86_400_000),
        next_reminder_at: new Date(now.getTime() - 60_000),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row, i) => ({ id: row.id, token: links[i]!.token }));
}

describe('racing reminder passes', () => {
  it('remind each of 200 due links exactly once', async () => {
    const links = await dueLinks(200);
    // Small batches, so the two passes interleave many claims.
    const reports = await Promise.all([pass(t, now, 20), pass(t, now, 20)]);
    expect(reports[0].sent + reports[1].sent).toBe(200);
    const counts = await t.db
      .selectFrom('outbox')
      .select(['link_ref', sql<string>`count(*)`.as('n')])
      .where(
        'link_ref',
        'in',
        links.map((l) => formLinkRef(l.id)),
      )
      .groupBy('link_ref')
      .execute();
    expect(counts).toHaveLength(200);
    expect(counts.filter((c) => Number(c.n) !== 1)).toEqual([]);
    const sent = await t.db
      .selectFrom('form_links')
      .select('reminders_sent')
      .where(
        'id',
        'in',
        links.map((l) => l.id),
      )
      .execute();
    expect(sent.every((row) => row.reminders_sent === 1)).toBe(true);
    // And nothing is left for a third pass.
    expect(await pass(t, now)).toEqual({ sent: 0, skipped: 0 });
  });
});

describe('a completion racing a pass', () => {
  it('gets no reminder while its completion holds the link', async () => {
    const [link] = await dueLinks(1);
    let during: ReturnType<typeof pass> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // What the submission does first: lock the link's row (patient-links findLiveLink).
      await trx
        .selectFrom('form_links')
        .select('id')
        .where('id', '=', link!.id)
        .forUpdate()
        .execute();
      during = pass(t, now);
      // PostgreSQL: the pass runs now, on its own connection, and must skip the locked row.
      // PGlite has one connection: the pass waits for this transaction, then finds it done.
      if (testEngine === 'postgres') expect(await during).toEqual({ sent: 0, skipped: 0 });
      await trx
        .updateTable('form_links')
        .set({ submitted_at: new Date(), token_sealed: null, next_reminder_at: null })
        .where('id', '=', link!.id)
        .execute();
    });
    await during;
    expect(await remindersOf(t, link!.id)).toEqual([]);
  });

  it('never leaves a deliverable reminder for a completed link, over many races', async () => {
    for (let round = 0; round < 12; round += 1) {
      const [link] = await dueLinks(1);
      const [response] = await Promise.all([
        submit(t.app, link!.token, { fields: recordsRelease(), formId }),
        pass(t, now),
      ]);
      expect(response.statusCode, response.body).toBe(201);
      // A pass that claimed the link first queued its reminder while the link was open; the
      // completion, waiting on the row, then voided that copy (forgetOutboxLink): it is never
      // delivered. A pass that came second found the link completed and queued nothing.
      for (const reminder of await remindersOf(t, link!.id)) {
        expect(reminder).toMatchObject({ text: null, state: 'failed' });
      }
      const row = await t.db
        .selectFrom('form_links')
        .select(['next_reminder_at', 'submitted_at'])
        .where('id', '=', link!.id)
        .executeTakeFirstOrThrow();
      expect(row.submitted_at).not.toBeNull();
      expect(row.next_reminder_at).toBeNull();
    }
    // Later passes send nothing to any of them.
    expect(await pass(t, new Date(now.getTime() + 3 * 86_400_000))).toEqual({
      sent: 0,
      skipped: 0,
    });
  });
});
