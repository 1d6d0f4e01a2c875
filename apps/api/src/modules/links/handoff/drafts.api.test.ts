import { HANDOFF_DRAFT_MAX_BYTES, handoffMessages, sendingMessages } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { linkWorld, recordsRelease, submit } from '#test/factories/patient-links.js';
import { forgetEndedDrafts } from './drafts.js';
import { makeHandoff, saveDraft } from '#test/factories/link-handoff.js';

const t = linkWorld();

const drawn = { kind: 'drawn', dataUrl: `data:image/png;base64,${'A'.repeat(400)}` };

/** The link's hand-off codes still on record. */
const handoffsOf = (linkId: string) =>
  t.db.selectFrom('link_handoffs').select('id').where('link_id', '=', linkId).execute();

describe('PUT /api/public/links/{token}/draft', () => {
  it('keeps the draft sealed, without signatures, and audits only the first save', async () => {
    const { token, linkId } = await t.link();
    const draft = {
      patient_firstname: 'Zelda',
      patient_lastname: 'Quimby',
      signature_patient: drawn,
    };
    const first = await saveDraft(t.app, token, draft);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await saveDraft(t.app, token, { ...draft, patient_firstname: 'Zora' });
    expect(second.statusCode).toBe(200);

    const row = await t.linkRow(linkId);
    expect(row.draft).toMatch(/^v1\./);
    expect(row.draft).not.toContain('Zora');
    expect(row.draft_saved_at).toBeInstanceOf(Date);
    expect(t.app.cipher.decryptJson(row.draft!)).toEqual({
      patient_firstname: 'Zora',
      patient_lastname: 'Quimby',
    });
    const audits = await t.audits(linkId, 'patient_link.draft_saved');
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]!.details)).not.toContain('Z');
  });

  it('leaves out typed signatures and images inside a bucket progress', async () => {
    const { token, linkId } = await t.link();
    const typed = { kind: 'typed', text: 'Zelda Quimby', font: 'Caveat' };
    const progress = { step: 1, saved: [{ dob: '1984-03-07', signature: typed }, null] };
    expect((await saveDraft(t.app, token, progress)).statusCode).toBe(200);
    const stored = t.app.cipher.decryptJson((await t.linkRow(linkId)).draft!);
    expect(stored).toEqual({ step: 1, saved: [{ dob: '1984-03-07' }, null] });
  });

  it('refuses a draft over the cap with a clear message, and keeps the earlier one', async () => {
    const { token, linkId } = await t.link();
    await saveDraft(t.app, token, { notes: 'short' });
    const big = await saveDraft(t.app, token, { notes: 'x'.repeat(HANDOFF_DRAFT_MAX_BYTES) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      message: handoffMessages.draftTooLarge,
      errors: { draft: [handoffMessages.draftTooLarge] },
    });
    expect(t.app.cipher.decryptJson((await t.linkRow(linkId)).draft!)).toEqual({ notes: 'short' });
  });

  it('refuses a used, expired or unknown link, and a kiosk link', async () => {
    const used = await t.link();
    const sent = await submit(t.app, used.token, { fields: recordsRelease(), formId: t.formId });
    expect(sent.statusCode, sent.body).toBe(201);
    expect([404, 410]).toContain((await saveDraft(t.app, used.token, { a: 'b' })).statusCode);
    expect((await t.linkRow(used.linkId)).draft).toBeNull();

    const expired = await t.link({ expiresInDays: -1 });
    expect([404, 410]).toContain((await saveDraft(t.app, expired.token, { a: 'b' })).statusCode);
    // An unknown token is refused before its body is even looked at.
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/public/links/nope/draft' });
    expect(unknown.statusCode).toBe(404);

    const kiosk = await t.link();
    await t.db
      .updateTable('form_links')
      .set({ channel: 'kiosk' })
      .where('id', '=', kiosk.linkId)
      .execute();
    const refused = await saveDraft(t.app, kiosk.token, { a: 'b' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(handoffMessages.kioskStays);
  });
});

describe('a saved draft goes with the link', () => {
  it('at completion, with its hand-offs', async () => {
    const { token, linkId } = await t.link();
    expect((await makeHandoff(t.app, token, { draft: { a: 'b' } })).statusCode).toBe(201);
    const sent = await submit(t.app, token, { fields: recordsRelease(), formId: t.formId });
    expect(sent.statusCode, sent.body).toBe(201);
    const row = await t.linkRow(linkId);
    expect([row.draft, row.draft_saved_at]).toEqual([null, null]);
    expect(await handoffsOf(linkId)).toEqual([]);
  });

  it('when the practice cancels the link', async () => {
    const { token, linkId } = await t.link();
    expect((await makeHandoff(t.app, token, { draft: { a: 'b' } })).statusCode).toBe(201);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/links/${linkId}/cancel`,
      headers: t.clinic.headers,
    });
    expect(cancelled.json()).toEqual({ message: sendingMessages.cancelled });
    expect((await t.linkRow(linkId)).draft).toBeNull();
    expect(await handoffsOf(linkId)).toEqual([]);
  });

  it("when the link expires (the reminders' minute sweeps it)", async () => {
    const { token, linkId } = await t.link();
    const live = await t.link();
    await saveDraft(t.app, token, { a: 'b' });
    await saveDraft(t.app, live.token, { a: 'b' });
    await t.db
      .updateTable('form_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', linkId)
      .execute();
    const swept = await forgetEndedDrafts(t.db);
    expect(swept.drafts).toBeGreaterThanOrEqual(1);
    expect((await t.linkRow(linkId)).draft).toBeNull();
    expect((await t.linkRow(live.linkId)).draft).not.toBeNull();
  });
});
