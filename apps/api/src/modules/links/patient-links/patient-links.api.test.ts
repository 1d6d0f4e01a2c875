import { patientLinkMessages } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { createTransport } from '../../../lib/outbox/transports.js';
import {
  linkOfNewClinic,
  linkWorld,
  open,
  patient,
  recordsRelease,
  submit,
} from '#test/factories/patient-links.js';
import { RATE_RULES } from '../../../lib/rate-limit/rules.js';

const t = linkWorld({ name: 'Sunrise Family Clinic' });

const encountersOf = (linkId: string) =>
  t.db.selectFrom('encounters').selectAll().where('link_id', '=', linkId).execute();

describe('GET /api/public/links/{token}', () => {
  it('answers the form and the practice without a session, marks the link opened and audits it', async () => {
    // Not yet accepted: the page will show the e-sign disclosure before the first signature.
    const { token, linkId } = await t.link({ consent: false });
    const response = await open(t.app, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        kind: 'form',
        practice: {
          name: 'Sunrise Family Clinic',
          phone: null,
          address: null,
          logo_url: null,
          brand_color: null,
        },
        forms: [
          {
            id: t.formId,
            title: 'Records Release Authorization Form',
            version: 1,
            kind: 'template',
            template_id: 1,
            // The original template: nothing of the clinic's own, the practice's facts to fill
            // its notice (issue 17).
            tailoring: {
              customization: null,
              practice: { name: 'Sunrise Family Clinic', state: null, phone: null },
              title: 'Records Release Authorization Form',
              version: 1,
            },
          },
        ],
        done_form_ids: [],
        consent: null,
        // Issue 21: the language the link was sent in.
        language: 'en',
      },
    });
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const opened = (await t.linkRow(linkId)).opened_at;
    expect(opened).toBeInstanceOf(Date);
    // A second open keeps the first time.
    await open(t.app, token);
    expect((await t.linkRow(linkId)).opened_at).toEqual(opened);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'patient_link.opened')
      .where('target_id', '=', linkId)
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ user_id: null, company_id: t.clinic.id, ip: '127.0.0.1' });
  });

  it('answers 410 for an expired link, 404 for a deactivated practice or a deleted form', async () => {
    const expired = await t.link({ expiresInDays: -1 });
    // Issue 19: the patient's page says it expired (dead-ends.api.test.ts); a submission is refused.
    expect((await open(t.app, expired.token)).statusCode).toBe(410);
    expect(
      (await submit(t.app, expired.token, { fields: recordsRelease(), formId: t.formId }))
        .statusCode,
    ).toBe(404);

    const { clinic: other, formId: otherForm, ...link } = await linkOfNewClinic(t);
    await t.db.updateTable('companies').set({ status: 0 }).where('id', '=', other.id).execute();
    expect((await open(t.app, link.token)).statusCode).toBe(404);
    await t.db.updateTable('companies').set({ status: 1 }).where('id', '=', other.id).execute();
    expect((await open(t.app, link.token)).statusCode).toBe(200);
    await t.db
      .updateTable('forms')
      .set({ deleted_at: new Date() })
      .where('id', '=', otherForm)
      .execute();
    const gone = await open(t.app, link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: patientLinkMessages.unavailable });
    expect(gone.headers['x-robots-tag']).toContain('noindex');
  });

  it('rate-limits the misses of an address that keeps trying unknown tokens, never its real links', async () => {
    const { token } = await t.link();
    const from = '203.0.113.50';
    for (let i = 0; i < RATE_RULES.linkMissIp.max; i++) {
      expect((await open(t.app, `guess-${i}`, from)).statusCode).toBe(404);
    }
    const refused = await open(t.app, 'guess-more', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(
      (await submit(t.app, 'guess', { fields: { a: 1 }, formId: t.formId }, from)).statusCode,
    ).toBe(429);
    // A waiting room shares one address: someone else's misses never block a real link there.
    expect((await open(t.app, token, from)).statusCode).toBe(200);
    expect((await open(t.app, token, '203.0.113.51')).statusCode).toBe(200);
  });
});

describe('POST /api/public/links/{token}/submit (single form)', () => {
  it('stores one encounter and an encrypted submission before answering, then the link is spent', async () => {
    const { token, linkId } = await t.link();
    const response = await submit(t.app, token, {
      fields: recordsRelease(),
      formId: t.formId,
      lastForm: true,
      fromBucket: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      message: patientLinkMessages.submitted,
      complete: true,
      // Issue 19: the patient's copy, a capability of its own (modules/patient-copies).
      copy: { token: expect.any(String), expires_at: expect.any(String) },
    });

    const [encounter, ...more] = await encountersOf(linkId);
    expect(more).toHaveLength(0);
    expect(encounter).toMatchObject({
      company_id: t.clinic.id,
      patient_first_name: 'Zelda',
      patient_last_name: 'Quimby',
    });
    expect(encounter!.patient_key).toMatch(/^[0-9a-f]{64}$/);
    const submission = await t.db
      .selectFrom('submissions')
      .selectAll()
      .where('encounter_id', '=', encounter!.id)
      .executeTakeFirstOrThrow();
    expect(submission).toMatchObject({
      company_id: t.clinic.id,
      form_id: t.formId,
      form_version: 1,
      form_name: 'Records Release Authorization Form',
      pdf_status: 'pending',
      pdf_key: null,
    });
    expect(String(submission.link_id)).toBe(linkId);
    // Sealed at rest: nothing of the patient's is readable in the row.
    const rowText = JSON.stringify(submission);
    for (const secret of ['Zelda', 'Quimby', '1984-03-07', 'Cardiology']) {
      expect(rowText).not.toContain(secret);
    }
    expect(t.app.cipher.decryptJson(submission.answers!)).toMatchObject(patient);
    expect((await t.linkRow(linkId)).submitted_at).toBeInstanceOf(Date);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'patient_link.submitted')
      .where('target_id', '=', linkId)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_id: null, company_id: t.clinic.id, ip: '127.0.0.1' });
    expect(JSON.stringify(audit)).not.toContain('Zelda');

    // A link works once (issue 19: the page is told it was completed).
    expect((await open(t.app, token)).statusCode).toBe(410);
    const again = await submit(t.app, token, { fields: recordsRelease(), formId: t.formId });
    expect(again.statusCode).toBe(404);
    expect(await encountersOf(linkId)).toHaveLength(1);
  });

  it('refuses empty answers with the spec message and stores nothing', async () => {
    const { token, linkId } = await t.link();
    for (const payload of [{ fields: {}, formId: t.formId }, { formId: t.formId }]) {
      const response = await submit(t.app, token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Validation Error: No fields data provided.',
        errors: { fields: ['Validation Error: No fields data provided.'] },
      });
    }
    expect((await t.linkRow(linkId)).submitted_at).toBeNull();
  });

  it('answers invalid answers with the messages per field and stores nothing', async () => {
    const { token, linkId } = await t.link();
    const response = await submit(t.app, token, {
      fields: {
        ...recordsRelease(),
        patient_firstname: '',
        phone: 'call me',
        signature_patient: null,
      },
      formId: t.formId,
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors).toEqual({
      patient_firstname: ['Patient first name is required'],
      phone: ['Please enter a valid phone number'],
      signature_patient: ['Patient signature is required'],
    });
    expect(await encountersOf(linkId)).toHaveLength(0);
    expect(
      await t.db.selectFrom('submissions').select('id').where('link_id', '=', linkId).execute(),
    ).toHaveLength(0);
    expect((await t.linkRow(linkId)).submitted_at).toBeNull();
  });

  it("takes 'conditions' sent as a JSON array string, as the spec says, and stores the list", async () => {
    const { token, linkId } = await t.link();
    const fields = { ...recordsRelease(), conditions: '["Asthma", "Diabetes"]' };
    const response = await submit(t.app, token, { fields, formId: t.formId });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.db
      .selectFrom('submissions')
      .select('answers')
      .where('link_id', '=', linkId)
      .executeTakeFirstOrThrow();
    expect(t.app.cipher.decryptJson(row.answers!)).toMatchObject({
      conditions: ['Asthma', 'Diabetes'],
    });
  });

  it("refuses a form that is not the link's, even one of the same practice", async () => {
    const { token, linkId } = await t.link();
    const otherForm = t.refillId;
    const response = await submit(t.app, token, { fields: recordsRelease(), formId: otherForm });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { formId: [patientLinkMessages.formNotInLink] },
    });
    expect(await encountersOf(linkId)).toHaveLength(0);
  });

  it('makes one encounter when the same link is submitted twice at once', async () => {
    const { token, linkId } = await t.link();
    const answers = await Promise.all(
      [1, 2, 3].map(() => submit(t.app, token, { fields: recordsRelease(), formId: t.formId })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404, 404]);
    expect(await encountersOf(linkId)).toHaveLength(1);
    expect(
      await t.db.selectFrom('submissions').select('id').where('link_id', '=', linkId).execute(),
    ).toHaveLength(1);
  });

  it('keeps a submission across a restart of the app', async () => {
    const { token, linkId } = await t.link();
    expect(
      (await submit(t.app, token, { fields: recordsRelease(), formId: t.formId })).statusCode,
    ).toBe(201);
    // The answer came after the commit: closing the server now loses nothing.
    await t.app.close();
    const [encounter] = await encountersOf(linkId);
    expect(encounter?.patient_last_name).toBe('Quimby');
    // A new server on the same database still knows the link is spent.
    const restarted = await buildApp({
      config: t.config,
      db: t.db,
      transport: createTransport(t.config),
    });
    expect((await open(restarted, token)).statusCode).toBe(410);
    await restarted.close();
  });
});
