// The reminder pass at scale (issue 16): 100,000 open links due at once on PostgreSQL, one
// pass, each reminded once, in under 60 s. Seeded with generate_series; the pass is the app's.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  type Cipher,
  createCipher,
  type Database,
  migrateToLatest,
  runReminderPass,
  syncReferenceData,
} from '@paperless/api/bench';
import { createTarget, openTarget } from '../api/target.js';

export const REMINDER_LIMIT_SECONDS = 60;

export interface ReminderBench {
  links: number;
  sent: number;
  skipped: number;
  seconds: number;
  /** Links with more than one reminder queued: must be 0. */
  twice: number;
  ok: boolean;
}

/** 14:00 in New York: inside the default 08:00-20:00 window in every US zone seeded below. */
const NOW = new Date('2026-12-01T19:00:00Z');
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'Pacific/Honolulu',
];

/** Clinics across the zones, a form each, and `links` open links due now (1 in 10 by SMS). */
async function seed(db: Kysely<Database>, cipher: Cipher, links: number, clinics: number) {
  await sql`insert into plans (name, encounter, price, overage_cost) values ('Bench', 1000, 49, 0.5)`.execute(
    db,
  );
  await sql`insert into companies (name, plan_id, time_zone)
    select 'Reminder Clinic ' || g, (select min(id) from plans), (${sql.val(ZONES)}::text[])[1 + g % ${ZONES.length}]
    from generate_series(1, ${clinics}) g`.execute(db);
  await sql`insert into forms (company_id, title) select id, 'New Patient Packet' from companies`.execute(
    db,
  );
  // One sealed token and address for every link: the pass opens each, as it would real ones.
  const email = cipher.encryptJson('patient@example.com');
  const phone = cipher.encryptJson('+15552220000');
  const token = cipher.encryptJson(randomBytes(32).toString('base64url'));
  await sql`insert into form_links (company_id, token_hash, form_id, channel, recipient, token_sealed,
      last_sent_at, expires_at, next_reminder_at)
    select f.company_id, encode(sha256(('bench-link-' || g)::bytea), 'hex'), f.id,
      case when g % 10 = 0 then 'sms' else 'email' end,
      case when g % 10 = 0 then ${phone} else ${email} end, ${token},
      ${NOW}::timestamptz - interval '1 day', ${NOW}::timestamptz + interval '20 days',
      ${NOW}::timestamptz - make_interval(secs => g % 3600)
    from generate_series(1, ${links}) g
    join forms f on f.company_id = (select min(id) from companies) + g % ${clinics}`.execute(db);
  await sql`analyze form_links`.execute(db);
}

export async function benchReminderPass(
  pgUrl: string,
  links = 100_000,
  say: (text: string) => void = console.log,
): Promise<ReminderBench> {
  const target = await createTarget('postgres', 'reminders', pgUrl);
  const opened = await openTarget(target);
  try {
    const cipher = createCipher(randomBytes(32));
    await migrateToLatest(opened.db);
    await syncReferenceData(opened.db);
    say(`reminders: seeding ${links.toLocaleString('en-US')} due links`);
    await seed(opened.db, cipher, links, 100);
    say('reminders: one pass');
    const started = performance.now();
    const report = await runReminderPass({
      db: opened.db,
      cipher,
      appUrl: 'https://bench.test',
      now: NOW,
    });
    const seconds = (performance.now() - started) / 1000;
    const counts = await sql<{ twice: string; queued: string }>`
      select count(*) filter (where n > 1) as twice, coalesce(sum(n), 0) as queued
      from (select count(*) as n from outbox where link_ref is not null group by link_ref) per_link`.execute(
      opened.db,
    );
    const twice = Number(counts.rows[0]!.twice);
    const queued = Number(counts.rows[0]!.queued);
    const ok =
      seconds < REMINDER_LIMIT_SECONDS && twice === 0 && report.sent === links && queued === links;
    return { links, ...report, seconds, twice, ok };
  } finally {
    await opened.close();
    if (process.env.BENCH_KEEP !== '1') await target.drop();
  }
}

export function reminderLine(r: ReminderBench): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const once = r.twice === 0 ? 'once each' : `${n(r.twice)} of them more than once`;
  return `Reminder pass: ${n(r.links)} links, ${n(r.sent)} sent ${once} in ${r.seconds.toFixed(1)} s (limit ${REMINDER_LIMIT_SECONDS} s)`;
}
