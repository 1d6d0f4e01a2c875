import { patientLinkMessages } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../lib/tokens.js';
import { asKiosk, KIOSK_PIN, startKiosk } from '#test/factories/kiosk.js';
import { linkWorld, open, recordsRelease, submit } from '#test/factories/patient-links.js';

// Issue 21: the patient's language switch; the link keeps what the patient sees.
const t = linkWorld();

const switchTo = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/public/links/${token}/language`,
    payload: payload as Record<string, unknown>,
  });
const languageOf = async (token: string) =>
  (
    await t.db
      .selectFrom('form_links')
      .select('language')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow()
  ).language;
const switches = (linkId: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'patient_link.language_changed')
    .where('target_id', '=', linkId)
    .orderBy('id')
    .execute();

describe("the patient's language switch", () => {
  it('keeps the language the patient now sees, answers it, and audits each switch', async () => {
    const { token, linkId } = await t.link();
    const toSpanish = await switchTo(token, { language: 'es' });
    expect(toSpanish.statusCode).toBe(200);
    expect(toSpanish.json()).toEqual({ language: 'es' });
    expect(await languageOf(token)).toBe('es');
    expect((await open(t.app, token)).json().data.language).toBe('es');

    expect((await switchTo(token, { language: 'en' })).json()).toEqual({ language: 'en' });
    expect(await languageOf(token)).toBe('en');
    const audits = await switches(linkId);
    expect(audits.map((a) => [a.company_id, a.details])).toEqual([
      [t.clinic.id, { language: 'es', previous: 'en' }],
      [t.clinic.id, { language: 'en', previous: 'es' }],
    ]);
  });

  it.each([{ language: 'fr' }, { language: '' }, {}, { language: 1 }])(
    'refuses %o with a 422 naming language, in our words, and changes nothing',
    async (payload) => {
      const { token, linkId } = await t.link();
      const refused = await switchTo(token, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: patientLinkMessages.languageInvalid,
        errors: { language: [patientLinkMessages.languageInvalid] },
      });
      expect(await languageOf(token)).toBe('en');
      expect(await switches(linkId)).toHaveLength(0);
    },
  );

  it('answers an unknown token 404, a used link 404 and a cancelled one 410', async () => {
    expect((await switchTo('no-such-token', { language: 'es' })).statusCode).toBe(404);

    const used = await t.link();
    expect(
      (await submit(t.app, used.token, { fields: recordsRelease(), formId: t.formId })).statusCode,
    ).toBe(201);
    const afterUse = await switchTo(used.token, { language: 'es' });
    expect(afterUse.statusCode).toBe(404);
    expect(afterUse.json().message).toBe(patientLinkMessages.unavailable);
    expect(await languageOf(used.token)).toBe('en');

    const cancelled = await t.link();
    await t.db
      .updateTable('form_links')
      .set({ cancelled_at: new Date() })
      .where('id', '=', cancelled.linkId)
      .execute();
    expect((await switchTo(cancelled.token, { language: 'es' })).statusCode).toBe(410);
    expect(await languageOf(cancelled.token)).toBe('en');
  });

  it("starts a kiosk fill in the clinic's language, and switches it like any other", async () => {
    await t.db
      .updateTable('companies')
      .set({ patient_language: 'es' })
      .where('id', '=', t.clinic.id)
      .execute();
    const device = await startKiosk(t, t.clinic);
    const started = await asKiosk(t, device.token, 'POST', '/api/kiosk/fills', {
      form_id: t.formId,
      patient_name: 'Zelda Quimby',
      pin: KIOSK_PIN,
    });
    expect(started.statusCode).toBe(201);
    const { token } = started.json<{ data: { token: string } }>().data;
    expect(await languageOf(token)).toBe('es');
    const response = await switchTo(token, { language: 'en' });
    expect(response.statusCode).toBe(200);
    expect(await languageOf(token)).toBe('en');
  });
});
