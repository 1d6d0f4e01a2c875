import { ESIGN_DISCLOSURE_VERSION, esignConsentMessages } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { openSigner } from '../../submissions/store/signer.js';
import {
  acceptDisclosure,
  bucketStep,
  linkWorld,
  open,
  recordsRelease,
  refillPolicy,
  submitUnconsented,
} from '#test/factories/patient-links.js';

/** Issue 18: the e-sign disclosure is accepted once per link, before the link's first signature. */
const t = linkWorld();

const freshLink = (target: { formId?: number; bucketId?: number }) =>
  t.link({ ...target, consent: false });
const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1';

describe('the e-sign disclosure', () => {
  it('refuses a signed form before acceptance, naming the signature, and changes nothing', async () => {
    const { token, linkId } = await freshLink({ formId: t.formId });
    const refused = await submitUnconsented(t.app, token, {
      fields: recordsRelease(),
      formId: t.formId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: esignConsentMessages.required,
      errors: { signature_patient: [esignConsentMessages.required] },
    });
    const row = await t.linkRow(linkId);
    expect(row.submitted_at).toBeNull();
    expect(row.consent_accepted_at).toBeNull();
    const encounters = await t.db
      .selectFrom('encounters')
      .select('id')
      .where('link_id', '=', linkId)
      .execute();
    expect(encounters).toHaveLength(0);
    expect(await t.audits(linkId, 'patient_link.submitted')).toHaveLength(0);
  });

  it('records the version and the time once, audits each acceptance, then takes the signature', async () => {
    const { token, linkId } = await freshLink({ formId: t.formId });
    expect((await open(t.app, token)).json().data.consent).toBeNull();

    const stale = await acceptDisclosure(t.app, token, '0');
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ version: [esignConsentMessages.outdated] });
    expect((await t.linkRow(linkId)).consent_accepted_at).toBeNull();

    const before = Date.now();
    const accepted = await acceptDisclosure(t.app, token);
    expect(accepted.statusCode).toBe(200);
    const consent = accepted.json().consent as { version: string; accepted_at: string };
    expect(consent.version).toBe(ESIGN_DISCLOSURE_VERSION);
    const row = await t.linkRow(linkId);
    expect(row.consent_version).toBe(ESIGN_DISCLOSURE_VERSION);
    expect(row.consent_language).toBe('en');
    expect(row.consent_accepted_at!.toISOString()).toBe(consent.accepted_at);
    expect(row.consent_accepted_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Asked once per link: the page learns it on every open, and a second acceptance keeps the
    // first time.
    expect((await open(t.app, token)).json().data.consent).toEqual(consent);
    const again = await acceptDisclosure(t.app, token);
    expect(again.json().consent).toEqual(consent);
    const audit = await t.audits(linkId, 'patient_link.consent_accepted');
    expect(audit.map((a) => a.details)).toEqual([
      { version: ESIGN_DISCLOSURE_VERSION, first: true, language: 'en' },
      { version: ESIGN_DISCLOSURE_VERSION, first: false, language: 'en' },
    ]);
    expect(audit[0]).toMatchObject({ company_id: t.clinic.id, user_id: null });

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/public/links/${token}/submit`,
      payload: { fields: recordsRelease(), formId: t.formId },
      headers: { 'user-agent': browser },
      remoteAddress: '203.0.113.9',
    });
    expect(sent.statusCode).toBe(201);
    const submission = await t.db
      .selectFrom('submissions')
      .select(['signer', 'signed_at', 'created_at'])
      .where('link_id', '=', linkId)
      .executeTakeFirstOrThrow();
    // Sealed at rest; opened, the address and the browser of the request.
    expect(submission.signer).not.toContain('203.0.113.9');
    expect(openSigner(t.app.cipher, submission.signer)).toEqual({
      ip: '203.0.113.9',
      userAgent: browser,
    });
    expect(submission.signed_at).toEqual(submission.created_at);
  });

  it('records the language the page showed, and keeps the first one on a later acceptance', async () => {
    const { token, linkId } = await freshLink({ formId: t.formId });
    const show = async (language: 'en' | 'es') =>
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/public/links/${token}/language`,
            payload: { language },
          })
        ).statusCode,
      ).toBe(200);
    await show('es');
    expect((await acceptDisclosure(t.app, token)).statusCode).toBe(200);
    await show('en');
    expect((await acceptDisclosure(t.app, token)).statusCode).toBe(200);

    const row = await t.linkRow(linkId);
    expect(row.language).toBe('en');
    // The certificate quotes the text the patient first agreed to: the Spanish one.
    expect(row.consent_language).toBe('es');
    const audit = await t.audits(linkId, 'patient_link.consent_accepted');
    expect(audit.map((a) => a.details)).toEqual([
      { version: ESIGN_DISCLOSURE_VERSION, first: true, language: 'es' },
      { version: ESIGN_DISCLOSURE_VERSION, first: false, language: 'en' },
    ]);
  });

  it('is not needed for a form without a signature', async () => {
    const { token } = await freshLink({ formId: t.refillId });
    const sent = await submitUnconsented(t.app, token, {
      fields: refillPolicy(),
      formId: t.refillId,
    });
    expect(sent.statusCode).toBe(201);
  });

  it("covers a bucket's every form, and each form keeps when and from where it was sent", async () => {
    const bucketId = await t.bucket([t.formId, t.refillId]);
    const { token, linkId } = await freshLink({ bucketId });
    const step = (formId: number, fields: Record<string, unknown>, lastForm: boolean) =>
      bucketStep(bucketId, formId, fields, lastForm);
    const unsigned = await submitUnconsented(t.app, token, step(t.formId, recordsRelease(), false));
    expect(unsigned.statusCode).toBe(422);
    expect(
      await t.db.selectFrom('link_steps').select('form_id').where('link_id', '=', linkId).execute(),
    ).toHaveLength(0);

    expect((await acceptDisclosure(t.app, token)).statusCode).toBe(200);
    const first = await submitUnconsented(
      t.app,
      token,
      step(t.formId, recordsRelease(), false),
      '198.51.100.7',
    );
    expect(first.statusCode).toBe(201);
    const waiting = await t.db
      .selectFrom('link_steps')
      .select(['signed_at'])
      .where('link_id', '=', linkId)
      .executeTakeFirstOrThrow();
    const last = await submitUnconsented(t.app, token, step(t.refillId, refillPolicy(), true));
    expect(last.json()).toMatchObject({ complete: true });

    const rows = await t.db
      .selectFrom('submissions')
      .select(['form_id', 'signer', 'signed_at'])
      .where('link_id', '=', linkId)
      .execute();
    const release = rows.find((r) => r.form_id === t.formId)!;
    const refill = rows.find((r) => r.form_id === t.refillId)!;
    // The first form was signed at its own step, from its own address.
    expect(release.signed_at).toEqual(waiting.signed_at);
    expect(openSigner(t.app.cipher, release.signer)?.ip).toBe('198.51.100.7');
    expect(openSigner(t.app.cipher, refill.signer)?.ip).toBe('127.0.0.1');
  });

  it('answers 404 for a token that opens no link', async () => {
    expect((await acceptDisclosure(t.app, 'no-such-token')).statusCode).toBe(404);
  });
});
