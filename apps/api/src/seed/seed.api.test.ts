import {
  ESIGN_DISCLOSURE_VERSION,
  dropHiddenAnswers,
  getTemplate,
  ROLE,
  validateCustomFormSubmission,
  validateTemplateSubmission,
} from '@paperless/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { loginAs } from '#test/factories/users.js';
import { parseStoredFields } from '../modules/forms/definition.js';
import { openSigner } from '../modules/submissions/store/signer.js';
import { DEMO_CUSTOM_FORM } from './demo-answers.js';
import { RECENT_DAYS } from './demo-portal.js';
import { bootstrapAdmin } from './admin.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('creates the first Super Admin only on an empty database', async () => {
  expect(
    await bootstrapAdmin(t.db, { email: 'Boss@Example.com', password: 'first admin pw' }),
  ).toBe(true);
  const login = await loginAs(t.app, { email: 'boss@example.com', password: 'first admin pw' });
  expect(login.user).toMatchObject({
    role: ROLE.superAdmin,
    user_type: 'provider',
    associate_id: login.user.id,
  });
  expect(await bootstrapAdmin(t.db, { email: 'second@example.com', password: 'x' })).toBe(false);
});

it('lets several instances starting at once make the first Super Admin once', async () => {
  const fresh = await createTestApp();
  try {
    const admin = { email: 'boss@example.com', password: 'first admin pw' };
    const made = await Promise.all([
      bootstrapAdmin(fresh.db, admin),
      bootstrapAdmin(fresh.db, admin),
    ]);
    expect(made.sort()).toEqual([false, true]);
    const users = await fresh.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'boss@example.com' }]);
  } finally {
    await fresh.close();
  }
});

it('loads the demo data once, with every listed login working in its role', async () => {
  expect(await seedDemo(t.db, t.app.cipher)).toBe(true);
  expect(await seedDemo(t.db, t.app.cipher)).toBe(false);
  for (const demo of DEMO_USERS) {
    const { user } = await loginAs(t.app, { email: demo.email, password: DEMO_PASSWORD });
    expect(user.role).toBe(demo.role);
    expect(user.company?.name ?? null).toBe(demo.clinic ?? null);
    expect(user.is_owner).toBe(demo.owner ?? false);
  }
  const plans = await t.db
    .selectFrom('companies')
    .innerJoin('plans', 'plans.id', 'companies.plan_id')
    .select(['companies.name as clinic', 'plans.name as plan', 'plans.on_demand'])
    .orderBy('companies.id')
    .execute();
  expect(plans).toEqual([
    { clinic: 'Sunrise Family Medicine', plan: 'Professional Plan', on_demand: false },
    { clinic: 'Lakeside Pediatrics', plan: 'Basic Plan', on_demand: false },
    { clinic: 'Hill Country Orthopedics', plan: 'Hill Country Orthopedics', on_demand: true },
  ]);
  const roles = new Set(DEMO_USERS.map((u) => u.role));
  expect(roles).toEqual(new Set(Object.values(ROLE)));
});

it('gives each demo clinic its record, forms, subscription and Sales Person', async () => {
  const clinics = await t.db
    .selectFrom('companies as c')
    .innerJoin('subscriptions as s', 's.company_id', 'c.id')
    .leftJoin('users as seller', 'seller.id', 'c.reference_id')
    .select((eb) => [
      'c.name',
      'c.zip',
      's.status',
      'seller.email as seller',
      eb
        .selectFrom('forms as f')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('f.company_id', '=', 'c.id')
        .as('forms'),
    ])
    .orderBy('c.id')
    .execute();
  // Forms: the eleven templates and the clinic's own check-in form.
  expect(clinics.map((c) => [c.name, c.status, c.seller, Number(c.forms)])).toEqual([
    ['Sunrise Family Medicine', 'paid', null, 12],
    ['Lakeside Pediatrics', 'pending', 'sales1@paperless.demo', 12],
    ['Hill Country Orthopedics', 'trial', null, 12],
  ]);
  expect(clinics.every((c) => /^\d{5}$/.test(c.zip ?? ''))).toBe(true);
});

it("makes each demo clinic's portal real: its own form, a bucket and links in every state", async () => {
  const rows = await t.db
    .selectFrom('companies as c')
    .select((eb) => [
      'c.name',
      eb
        .selectFrom('forms as f')
        .innerJoin('form_versions as v', 'v.form_id', 'f.id')
        .select('f.title')
        .whereRef('f.company_id', '=', 'c.id')
        .where('f.template_id', 'is', null)
        .as('custom'),
      eb
        .selectFrom('buckets as b')
        .innerJoin('bucket_forms as bf', 'bf.bucket_id', 'b.id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('b.company_id', '=', 'c.id')
        .as('bucket_forms'),
      eb
        .selectFrom('form_links as l')
        .select(
          sql<string>`string_agg(case when l.submitted_at is not null then 'submitted'
            when l.opened_at is not null then 'opened' else 'sent' end, ',' order by l.id)`.as('s'),
        )
        .whereRef('l.company_id', '=', 'c.id')
        .as('links'),
    ])
    .orderBy('c.id')
    .execute();
  for (const row of rows) {
    expect(row.custom).toBe(DEMO_CUSTOM_FORM.title);
    expect(Number(row.bucket_forms)).toBe(3);
    expect(row.links?.split(',').sort()).toEqual(['opened', 'sent', 'submitted', 'submitted']);
  }
  // A completed link is one encounter, named after its patient.
  const emma = await t.db
    .selectFrom('encounters as e')
    .innerJoin('form_links as l', 'l.id', 'e.link_id')
    .select(['e.patient_first_name', 'l.bucket_id'])
    .where('e.patient_last_name', '=', 'Johnson')
    .executeTakeFirstOrThrow();
  expect(emma).toMatchObject({ patient_first_name: 'Emma' });
  expect(emma.bucket_id).not.toBeNull();

  // Completed links carry the evidence a Signature Certificate prints (issue 18).
  const completed = await t.db
    .selectFrom('form_links as l')
    .innerJoin('submissions as s', 's.link_id', 'l.id')
    .select([
      'l.consent_accepted_at',
      'l.consent_version',
      'l.opened_at',
      's.signed_at',
      's.signer',
    ])
    .where('l.submitted_at', 'is not', null)
    .execute();
  expect(completed.length).toBeGreaterThan(0);
  for (const row of completed) {
    expect(row.consent_version).toBe(ESIGN_DISCLOSURE_VERSION);
    expect(row.consent_accepted_at!.getTime()).toBeGreaterThan(row.opened_at!.getTime());
    expect(row.signed_at).not.toBeNull();
    expect(openSigner(t.app.cipher, row.signer)).toEqual({
      ip: '203.0.113.24',
      userAgent: expect.stringContaining('iPhone'),
    });
  }
});

it('gives recent submissions sealed answers that pass their form, and renders them all', async () => {
  const pending = await t.db
    .selectFrom('submissions as s')
    .innerJoin('forms as f', 'f.id', 's.form_id')
    .select(['s.answers', 's.created_at', 'f.template_id', 'f.fields'])
    .where('s.pdf_status', '=', 'pending')
    .execute();
  // Small enough for the PDF worker to finish soon after a first start.
  expect(pending.length).toBeGreaterThan(10);
  expect(pending.length).toBeLessThan(120);
  for (const row of pending) {
    const values = t.app.cipher.decryptJson(row.answers!) as Record<string, unknown>;
    const template = getTemplate(row.template_id);
    const fields = parseStoredFields(row.fields);
    const errors = template
      ? validateTemplateSubmission(template.id, values)
      : validateCustomFormSubmission(fields, values);
    expect(errors).toEqual({});
    // As a real submission: no answer to a question the patient was not shown (issue 17).
    if (!template) expect(dropHiddenAnswers(fields, values)).toEqual(values);
  }
  // The conditional question of the demo form is answered somewhere (Emma Johnson's packet).
  const customAnswers = pending
    .filter((row) => row.template_id === null)
    .map((row) => t.app.cipher.decryptJson(row.answers!) as Record<string, unknown>);
  expect(customAnswers.some((values) => 'allergy_list' in values)).toBe(true);
  const cutoff = new Date(Date.now() - RECENT_DAYS * 86_400_000);
  const oldWithAnswers = await t.db
    .selectFrom('submissions')
    .select('id')
    .where('created_at', '<', cutoff)
    .where((eb) => eb.or([eb('answers', 'is not', null), eb('pdf_status', 'is not', null)]))
    .execute();
  expect(oldWithAnswers).toEqual([]);

  await t.app.pdfWorker.drain();
  const statuses = await t.db
    .selectFrom('submissions')
    .select('pdf_status')
    .distinct()
    .where('pdf_status', 'is not', null)
    .execute();
  expect(statuses).toEqual([{ pdf_status: 'ready' }]);
});
