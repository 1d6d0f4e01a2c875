// `npm run bench:reminders -w @paperless/bench` (also part of `npm run bench` on PostgreSQL):
// one reminder pass over 100,000 due links. Fails (exit 1) past 60 s or when a link got two.
//   BENCH_REMINDER_LINKS  how many links (default 100,000)
//   BENCH_PG_URL          server to create the throw-away database on
import { benchReminderPass, reminderLine } from './pass.js';

const links = Number(process.env.BENCH_REMINDER_LINKS ?? 100_000);
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const result = await benchReminderPass(pgUrl, links, (text) => console.log(`[bench] ${text}`));
console.log(reminderLine(result));
if (!result.ok) {
  console.error('Reminder pass: over its limit, or a link was reminded more than once.');
  process.exitCode = 1;
}
