import { patientLinkMessages } from '@paperless/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bucketStep,
  customForm,
  linkWorld,
  open,
  patient,
  refillPolicy,
  submit,
} from '#test/factories/patient-links.js';

const t = linkWorld();
let customId: number;
let bucketId: number;

const allergies = { allergies: 'Penicillin', contact_email: 'zelda@example.com' };

beforeAll(async () => {
  customId = await customForm(t.db, t.clinic.id, [
    {
      name: 'allergies',
      label: 'Allergies',
      type: 'textarea',
      input_type: 'textarea',
      is_required: 1,
    },
    { name: 'contact_email', label: 'Email', type: 'input', input_type: 'email' },
  ]);
  bucketId = await t.bucket([t.refillId, customId]);
});

const bucketLink = () => t.link({ bucketId });
const step = (formId: number, fields: Record<string, unknown>, lastForm: boolean) =>
  bucketStep(bucketId, formId, fields, lastForm);
const stepsOf = (linkId: string) =>
  t.db.selectFrom('link_steps').selectAll().where('link_id', '=', linkId).execute();

describe('bucket links', () => {
  it('holds each form until the last one, then makes one encounter with a submission per form', async () => {
    const { token, linkId } = await bucketLink();
    const opened = (await open(t.app, token)).json<{ data: Record<string, unknown> }>().data;
    expect(opened).toMatchObject({
      kind: 'bucket',
      forms: [
        { id: t.refillId, kind: 'template', template_id: 7, title: 'Prescription Refill Policy' },
        {
          id: customId,
          kind: 'custom',
          title: 'Allergy Check',
          description: 'Tell us about allergies',
          fields: [{ name: 'allergies', is_required: 1 }, { name: 'contact_email' }],
        },
      ],
      done_form_ids: [],
    });

    const first = await submit(t.app, token, step(t.refillId, refillPolicy(), false));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      status: true,
      message: patientLinkMessages.stepSaved,
      complete: false,
      copy: null,
    });
    // Sent again (a retry, or Previous then Next): still one waiting copy.
    expect((await submit(t.app, token, step(t.refillId, refillPolicy(), false))).statusCode).toBe(
      201,
    );
    const [waiting, ...more] = await stepsOf(linkId);
    expect(more).toHaveLength(0);
    expect(waiting).toMatchObject({ form_id: t.refillId, form_version: 1 });
    expect(waiting!.answers).not.toContain('Zelda');
    expect(
      await t.db.selectFrom('encounters').select('id').where('link_id', '=', linkId).execute(),
    ).toHaveLength(0);
    expect((await open(t.app, token)).json()).toMatchObject({
      data: { done_form_ids: [t.refillId] },
    });

    const last = await submit(t.app, token, step(customId, { ...patient, ...allergies }, true));
    expect(last.statusCode).toBe(201);
    expect(last.json()).toMatchObject({ complete: true, message: patientLinkMessages.submitted });

    const encounters = await t.db
      .selectFrom('encounters')
      .selectAll()
      .where('link_id', '=', linkId)
      .execute();
    expect(encounters).toHaveLength(1);
    expect(encounters[0]).toMatchObject({
      patient_first_name: 'Zelda',
      patient_last_name: 'Quimby',
    });
    const submissions = await t.db
      .selectFrom('submissions')
      .selectAll()
      .where('encounter_id', '=', encounters[0]!.id)
      .orderBy('form_id')
      .execute();
    expect(submissions.map((s) => [s.form_id, s.form_name, s.pdf_status])).toEqual([
      [t.refillId, 'Prescription Refill Policy', 'pending'],
      [customId, 'Allergy Check', 'pending'],
    ]);
    expect(t.app.cipher.decryptJson(submissions[1]!.answers!)).toEqual({
      ...patient,
      ...allergies,
    });
    expect(await stepsOf(linkId)).toHaveLength(0);
    // The patient's page is told the link was completed (issue 19); a second sending is refused.
    expect((await open(t.app, token)).statusCode).toBe(410);
    expect(
      (await submit(t.app, token, step(customId, { ...patient, ...allergies }, true))).statusCode,
    ).toBe(404);
  });

  it('refuses a last form while another form of the bucket is missing', async () => {
    const { token, linkId } = await bucketLink();
    const response = await submit(t.app, token, step(customId, { ...patient, ...allergies }, true));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: patientLinkMessages.bucketIncomplete });
    expect(await stepsOf(linkId)).toHaveLength(0);
  });

  it("checks a custom form's fields and the patient's identity with the spec's messages", async () => {
    const { token, linkId } = await bucketLink();
    const response = await submit(
      t.app,
      token,
      step(customId, { patient_firstname: '42', contact_email: 'not-mail', extra: 'x' }, false),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: unknown }>().errors).toEqual({
      patient_firstname: ['Name cannot be just numbers'],
      patient_lastname: ['Patient last name is required'],
      dob: ['Date of birth is required'],
      allergies: ['Allergies is required'],
      contact_email: ['Email must be a valid email'],
    });
    expect(await stepsOf(linkId)).toHaveLength(0);
  });

  it('keeps only the fields a custom form asks for', async () => {
    const { token, linkId } = await bucketLink();
    await submit(t.app, token, step(customId, { ...patient, ...allergies, smuggled: 'x' }, false));
    const [saved] = await stepsOf(linkId);
    expect(t.app.cipher.decryptJson(saved!.answers)).toEqual({ ...patient, ...allergies });
  });

  it('answers 404 once the bucket is deleted', async () => {
    const other = await t.bucket([t.refillId]);
    const { token } = await t.link({ bucketId: other });
    expect((await open(t.app, token)).statusCode).toBe(200);
    await t.db
      .updateTable('buckets')
      .set({ deleted_at: new Date() })
      .where('id', '=', other)
      .execute();
    expect((await open(t.app, token)).statusCode).toBe(404);
  });
});
