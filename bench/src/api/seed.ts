// Brings a fresh database to the bench's shape with set-based SQL: plans, 100 staff, N clinics
// (owner, subscription, ten template forms, a year of invoices) and M submitted forms (each a
// link, an encounter and a submission with a sealed answers blob), spread over 12 months, with
// M/10 unfinished links beside them (seed-links.ts).
// Ids are fixed by the generator (1..M) so links, encounters and submissions join on them.
import { FORM_TEMPLATES } from '@paperless/core';
import { sql, type Kysely } from 'kysely';
import {
  type Cipher,
  type Database,
  drawnSignature,
  hashPassword,
  recordCompletePass,
} from '@paperless/api/bench';
import type { Size } from './options.js';
import { linkColumns, seedOpenLinks } from './seed-links.js';

export const BENCH_PASSWORD = 'BenchPass123!';
export const superEmail = 'staff001@bench.test';
export const staffEmail = (i: number) => `staff${String(i).padStart(3, '0')}@bench.test`;
export const ownerEmail = (companyId: number) => `owner${companyId}@clinic.bench.test`;

type Db = Kysely<Database>;

/** Answers a patient sends for Records Release (template 1), with a drawn signature. */
export function recordsReleaseAnswers() {
  return {
    patient_firstname: 'Zelda',
    patient_lastname: 'Quimby',
    dob: '1984-03-07',
    reason_for_request: 'Continuity of care after moving to the area',
    physician_name: 'North Dallas Cardiology',
    records_requested: 'Last two years of visit notes, lab results and imaging reports',
    consent: 'Yes',
    phone: '+1 (214) 555-1234',
    fax: '+1 (214) 555-9876',
    address: '12 Oak Street, Dallas',
    conditions: ['Asthma'],
    medical_release: 'Release Medical Records',
    signature_patient: drawnSignature(),
    date: new Date().toISOString().slice(0, 10),
  };
}

const words = (list: string) => sql.raw(`array[${list.split(' ').map((w) => `'${w}'`)}]`);
const ADJECTIVES = words(
  'Sunrise Lakeside Hill Valley River Oak Maple Cedar Pine Harbor Summit Meadow Bay North South East West Grand Silver Golden',
);
const PLACES = words(
  'Family Community Coastal Mountain Prairie Downtown Uptown Parkside Garden Bridge Station Canyon Forest Lake Creek Ridge Spring Willow Stone Elm',
);
const SPECIALTIES = words(
  'Medicine Pediatrics Orthopedics Cardiology Dermatology Dental Eyecare Physio Womens-Health Urgent-Care Neurology Clinic',
);
const FIRST = words(
  'Ann Ben Cara Dan Eva Finn Gia Hal Ivy Jon Kai Lea Max Nia Oli Pam Quin Ray Sue Tom Uma Vic Wes Xia Yan Zoe Amir Bea Cruz Dee',
);
const LAST = words(
  'Smith Jones Brown Garcia Miller Davis Lopez Wilson Moore Taylor Clark Lewis Young Allen King Wright Scott Green Baker Adams Nelson Hill Ramos Campbell Mitchell Roberts Carter Phillips Evans Turner',
);

/** A fraction in [0, 1) that looks random but is the same on every run (g's hash). */
const frac = (g: string, prime: number) =>
  sql.raw(`((${g}::bigint * ${prime}) % 100003) / 100003.0`);

export interface SeedResult {
  firstCompanyId: number;
  bigCompanyId: number;
  seconds: number;
}

export async function seedData(
  db: Db,
  cipher: Cipher,
  size: Size,
  staff: number,
): Promise<SeedResult> {
  const started = performance.now();
  const hash = await hashPassword(BENCH_PASSWORD);
  const roles = new Map(
    (await db.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
  );
  const role = (name: string) => roles.get(name)!;
  const N = size.companies;
  const M = size.submissions;

  await sql`insert into plans (name, encounter, price, overage_cost, description, is_active) values
    ('Basic Plan', 100, 29, 0.5, 'For small practices getting started.', 1),
    ('Professional Plan', 500, 79, 0.4, 'For growing practices.', 1),
    ('Enterprise Plan', 1000, 149, 0.3, 'For multi-provider clinics.', 1)`.execute(db);
  const planIds = (await db.selectFrom('plans').select('id').orderBy('id').execute()).map(
    (p) => p.id,
  );

  // Staff: 5 Super Admins, 5 Sub-Super Admins, 15 Product Admins, the rest Sales Persons.
  await sql`insert into users (first_name, last_name, email, password_hash, role_id)
    select (${FIRST})[1 + g % 30], (${LAST})[1 + (g * 7) % 30], 'staff' || lpad(g::text, 3, '0') || '@bench.test',
      ${hash}, case when g <= 5 then ${role('Super Admin')}::int when g <= 10 then ${role('Sub-Super Admin')}::int
        when g <= 25 then ${role('Product Admin')}::int else ${role('Sales Person')}::int end
    from generate_series(1, ${staff}) g`.execute(db);

  const salesIds = sql`(select array_agg(id order by id) from users where role_id = ${role('Sales Person')}::int)`;
  // Clinics, created over the last year; 60% belong to a Sales Person, 4% deactivated.
  await sql`insert into companies (name, plan_id, status, address, city, state, zip, contact_first_name,
      contact_person_last_name, phone, email, billing_email, plan_type, reference_id, in_active_reason,
      created_at, updated_at)
    select (${ADJECTIVES})[1 + g % 20] || ' ' || (${PLACES})[1 + (g / 20) % 20] || ' ' ||
        replace((${SPECIALTIES})[1 + (g / 400) % 12], '-', ' ') || ' ' || g,
      (${sql.val(planIds)}::int[])[1 + g % 3], case when g % 25 = 0 then 0 else 1 end,
      g || ' Main Street', 'Dallas', 'TX', lpad((75000 + g % 999)::text, 5, '0'),
      (${FIRST})[1 + (g * 3) % 30], (${LAST})[1 + (g * 11) % 30], '+1 (214) 555-' || lpad((g % 10000)::text, 4, '0'),
      'owner' || g || '@clinic.bench.test', 'billing' || g || '@clinic.bench.test', 'monthly',
      case when g % 10 < 6 then (${salesIds})[1 + g % ${Math.max(1, staff - 25)}] end,
      case when g % 25 = 0 then 'Closed the practice' end,
      now() - interval '365 days' * ${frac('g', 7919)}, now()
    from generate_series(1, ${N}) g`.execute(db);
  const first = await db
    .selectFrom('companies')
    .select(sql<number>`min(id)`.as('id'))
    .executeTakeFirstOrThrow();
  const firstCompanyId = Number(first.id);

  // Their daily digest went out already today: a deployed system's digest pass has nothing to
  // catch up on at start, so it does not run beside the measured load.
  await sql`insert into users (first_name, last_name, email, password_hash, role_id, company_id, is_owner,
      digest_sent_through)
    select c.contact_first_name, c.contact_person_last_name, c.email, ${hash}, ${role('Client Admin')}::int, c.id, true,
      now()
    from companies c`.execute(db);

  await sql`insert into subscriptions (company_id, plan_id, status, trial_ends_at, current_period_start,
      current_period_end, next_payment_at)
    select c.id, c.plan_id,
      case when c.status = 0 or c.id % 23 = 0 then 'suspended' when c.id % 11 = 0 then 'pending'
        when c.created_at > now() - interval '14 days' then 'trial' else 'paid' end,
      case when c.created_at > now() - interval '14 days' then c.created_at + interval '14 days' end,
      date_trunc('month', now())::date, (date_trunc('month', now()) + interval '1 month - 1 day')::date,
      (date_trunc('month', now()) + interval '1 month')::date
    from companies c`.execute(db);

  const templates = Object.values(FORM_TEMPLATES).map(
    (t) => sql`(${t.id}::int, ${t.title}::text, ${t.version}::int)`,
  );
  await sql`insert into forms (company_id, template_id, title, version)
    select c.id, t.id, t.title, t.version from companies c
    cross join (values ${sql.join(templates)}) as t(id, title, version)
    order by c.id, t.id`.execute(db);

  // A year of monthly invoices, each closed month since the clinic began (paid, a few pending).
  await sql`insert into invoices (company_id, subscription_id, plan_id, number, period_start, period_end,
      encounters, plan_price, overage_amount, amount, status, due_at, paid_at, created_at)
    select c.id, s.id, p.id, 'INV-' || c.id || '-' || k, m.start, (m.start + interval '1 month - 1 day')::date,
      (c.id * k) % 90, p.price, 0, p.price, case when k = 1 and c.id % 11 = 0 then 'pending' else 'paid' end,
      (m.start + interval '1 month 7 days')::date,
      case when k = 1 and c.id % 11 = 0 then null else m.start + interval '1 month 2 days' end,
      m.start + interval '1 month'
    from companies c join subscriptions s on s.company_id = c.id join plans p on p.id = c.plan_id
    cross join generate_series(1, 12) k
    cross join lateral (select (date_trunc('month', now()) - make_interval(months => k))::date as start) m
    where m.start >= date_trunc('month', c.created_at)::date`.execute(db);

  await seedSubmissions(db, cipher, { N, M, firstCompanyId });
  // Everything above is sealed under this one key, in the current formats: what a server's
  // complete re-seal pass would find, and record. Recorded here, the server's start skips that
  // walk through every submission, as every start after the first does in a deployment
  // (migration 0033); the bench measures the routes, not a one-time scan overlapping them.
  await recordCompletePass(db, cipher.primaryKeyId());
  return {
    firstCompanyId,
    bigCompanyId: firstCompanyId,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * M links, encounters and submissions. 2% of them go to the first clinic (a busy practice,
 * measured by the submitted-forms list); the rest spread evenly. A patient comes back now and
 * then: about 0.7 distinct patients per encounter within a clinic.
 */
async function seedSubmissions(
  db: Db,
  cipher: Cipher,
  p: { N: number; M: number; firstCompanyId: number },
) {
  const { N, M, firstCompanyId } = p;
  const perCompany = Math.max(1, Math.ceil((M / N) * 0.7));
  const perBig = Math.max(1, Math.ceil(M * 0.02 * 0.7));
  await sql`create temporary table bench_plan as
    select g, cid, (cid - ${firstCompanyId}) as ci,
      -- A multiplicative hash: g alone repeats in steps that share factors with the modulus.
      ((g::bigint * 2246822519) % 1000003) % case when cid = ${firstCompanyId} then ${perBig}::int else ${perCompany}::int end as pnum,
      1 + g % 10 as template_id,
      now() - interval '365 days' * ${frac('g', 4099)} as at
    from (select g, ${firstCompanyId} + case when g % 50 = 0 then 0 else (g * 2654435761) % ${N} end as cid
          from generate_series(1, ${M}) g) x`.execute(db);
  await sql`alter table bench_plan add column form_id int`.execute(db);
  await sql`update bench_plan b set form_id = f.id from forms f
    where f.company_id = b.cid and f.template_id = b.template_id`.execute(db);

  const link = linkColumns(
    cipher,
    sql<string>`(${FIRST})[1 + (pnum * 7 + ci) % 30] || ' ' || (${LAST})[1 + (pnum * 13 + ci * 3) % 30]`,
  );
  await sql`insert into form_links (id, company_id, token_hash, form_id, channel, recipient, recipient_mac,
      patient_name, created_at, last_sent_at, opened_at, last_opened_at, submitted_at, expires_at)
    select g, cid, md5('hist-' || g) || md5(g || '-hist'), form_id, case when g % 3 = 0 then 'sms' else 'email' end,
      ${link.recipient}, ${link.mac}, ${link.patientName},
      at - interval '2 hours', at - interval '2 hours', at - interval '1 hour', at - interval '1 hour', at,
      at + interval '30 days'
    from bench_plan`.execute(db);
  // The key stands in for the HMAC the app makes; marked as made under the primary key, so the
  // server's start-up pass does not re-key every seeded patient while the load runs.
  await sql`insert into encounters (id, company_id, patient_first_name, patient_last_name, patient_dob,
      patient_key, patient_key_id, completed_at, link_id)
    select g, cid, (${FIRST})[1 + (pnum * 7 + ci) % 30], (${LAST})[1 + (pnum * 13 + ci * 3) % 30],
      date '1940-01-01' + ((pnum * 7919 + ci) % 25000)::int,
      md5(cid || '|' || pnum) || md5(pnum || '|' || cid), ${cipher.primaryKeyId()}, at, g
    from bench_plan`.execute(db);
  // One sealed blob (~1.5 KB, as a real Records Release with a drawn signature seals to).
  const sealed = cipher.encryptJson(recordsReleaseAnswers());
  // pdf_key_id as the PDF worker records it (the file sealed under the primary key): left null,
  // the rows would read as PDFs stored in clear, and the key worker's first pass would spend
  // the measured minutes sealing a million files.
  await sql`insert into submissions (id, encounter_id, company_id, form_id, form_version, form_name, pdf_key,
      pdf_name, created_at, link_id, answers, pdf_status, pdf_sha256, pdf_key_id)
    select b.g, b.g, b.cid, b.form_id, f.version, f.title, 'pdfs/' || b.cid || '/' || b.g || '.pdf',
      replace(f.title, ' ', '-') || '-' || to_char(b.at, 'YYYY-MM-DD') || '.pdf', b.at, b.g, ${sealed},
      'ready', md5(b.g::text) || md5(b.g || 'pdf'), ${cipher.primaryKeyId()}
    from bench_plan b join forms f on f.id = b.form_id`.execute(db);
  await seedOpenLinks(db, cipher, p);
  for (const table of ['form_links', 'encounters', 'submissions']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
      db,
    );
  }
  await sql`drop table bench_plan`.execute(db);
  // Measure the steady state a live database is in, not a bulk load's aftermath: without this,
  // autovacuum starts on the million fresh rows while the routes are measured (taking a core
  // of two), and the tables' visibility maps are empty, so index-only scans read the heap.
  await sql`vacuum analyze`.execute(db);
}
