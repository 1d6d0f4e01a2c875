import type { TestApp } from '../support/app.js';
import type { TestClinic } from '../factories/clinics.js';
import { createPlan } from '../factories/plans.js';
import { enqueueEmail } from '../../src/lib/outbox/enqueue.js';
import { saveDemoCard } from '../factories/billing.js';
import { keepUpload } from '../factories/uploads.js';
import {
  bucketOf,
  makeLink,
  recordsRelease,
  submit,
  templateFormId,
} from '../factories/patient-links.js';

/**
 * Clinic B's things, each carrying the marker: a custom form, a bucket, a sent link, a submission
 * with its rendered PDF and an uploaded photo, a card, a subscription with an invoice, a notification and an outbox
 * message to a patient. Also a plan no company uses (the plan routes' target).
 */
export async function seedClinicB(t: TestApp, b: TestClinic, marker: string) {
  const { db } = t;
  const templateId = await templateFormId(db, b.id, 1);
  const form = await db
    .insertInto('forms')
    .values({
      company_id: b.id,
      title: `Form ${marker}`,
      description: 'Allergies',
      fields: JSON.stringify([
        { name: 'allergy', label: 'Allergy', type: 'input', input_type: 'text', is_required: 0 },
      ]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bucketId = await bucketOf(db, b.id, [templateId]);
  await db
    .updateTable('buckets')
    .set({ title: `Bucket ${marker}` })
    .where('id', '=', bucketId)
    .execute();
  const sent = await makeLink(db, { companyId: b.id, formId: templateId });
  await db
    .updateTable('form_links')
    .set({ recipient: `patient-${marker}@example.com` })
    .where('id', '=', sent.linkId)
    .execute();
  const filled = await makeLink(db, { companyId: b.id, formId: templateId });
  const answers = { ...recordsRelease(), patient_firstname: marker, patient_lastname: 'Patient' };
  const submitted = await submit(t.app, filled.token, { fields: answers, formId: templateId });
  if (submitted.statusCode !== 201) throw new Error(`world: submit ${submitted.body}`);
  await t.app.pdfWorker.drain();
  const submission = await db
    .selectFrom('submissions')
    .select('id')
    .where('link_id', '=', filled.linkId)
    .executeTakeFirstOrThrow();
  const uploadId = await keepUpload(t.app, {
    linkId: filled.linkId,
    companyId: b.id,
    formId: templateId,
    submissionId: submission.id,
  });
  const cardId = await saveDemoCard(db, b.id, '4242');
  await db
    .updateTable('cards')
    .set({ card_holder_name: marker })
    .where('id', '=', cardId)
    .execute();
  const plan = await db
    .selectFrom('companies')
    .select('plan_id')
    .where('id', '=', b.id)
    .executeTakeFirstOrThrow();
  const subscription = await db
    .insertInto('subscriptions')
    .values({
      company_id: b.id,
      plan_id: plan.plan_id!,
      status: 'paid',
      current_period_start: '2025-01-01',
      current_period_end: '2025-01-31',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoice = await db
    .insertInto('invoices')
    .values({
      company_id: b.id,
      subscription_id: subscription.id,
      plan_id: plan.plan_id!,
      number: `INV-${marker}`,
      period_start: '2025-01-01',
      period_end: '2025-01-31',
      plan_price: 49,
      amount: 49,
      status: 'paid',
      due_at: '2025-01-31',
      paid_at: '2025-01-31T12:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unusedPlanId = await createPlan(db, { price: 20, encounter: 10, overage_cost: 1 });
  await db
    .insertInto('notifications')
    .values({ user_id: b.owner.id, title: `Note ${marker}`, body: `For ${marker}` })
    .execute();
  await enqueueEmail(db, t.app.cipher, {
    to: `patient-${marker}@example.com`,
    subject: `Form from Clinic ${marker}`,
    text: `Hello ${marker}`,
  });
  await t.app.outbox.drain();

  return {
    templateFormId: templateId,
    formId: form.id,
    bucketId,
    linkId: Number(sent.linkId),
    linkToken: sent.token,
    submissionId: Number(submission.id),
    uploadId,
    cardId,
    invoiceId: invoice.id,
    planId: plan.plan_id!,
    unusedPlanId,
  };
}
