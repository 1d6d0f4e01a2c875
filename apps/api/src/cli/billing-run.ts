import { loadConfig } from '../config.js';
import { prepareDatabase } from '../db/prepare.js';
import { loadCipher } from '../lib/crypto.js';
import { formatReport, monthOf, runBilling } from '../modules/billing/index.js';

/**
 * `npm run billing:run -- --month YYYY-MM --now 2026-12-01T15:00:00Z`: the monthly billing run
 * for one closed month (default: the last one) as if the clock read `--now` (default: now; for
 * tests and operations, e.g. trial reminders and ends), then a table of what happened to each
 * company. Safe to rerun.
 */
function argument(argv: string[], name: string): string | undefined {
  const index = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (index === -1) return undefined;
  const arg = argv[index]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[index + 1] ?? '');
}

/** An ISO 8601 instant with its zone (Z or an offset): a bare local time would be ambiguous. */
function instantOf(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const USAGE = 'Usage: npm run billing:run -- [--month YYYY-MM] [--now 2026-12-01T15:00:00Z]';
const key = argument(process.argv.slice(2), '--month');
const month = key === undefined ? undefined : monthOf(key);
if (key !== undefined && !month) {
  console.error(`Not a month: '${key}'. ${USAGE}`);
  process.exit(2);
}
const nowText = argument(process.argv.slice(2), '--now');
const now = nowText === undefined ? new Date() : instantOf(nowText);
if (!now) {
  console.error(`Not an instant: '${nowText}'. ${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const database = await prepareDatabase(config);
try {
  if (!config.stripe) console.log('Demo payment mode: no Stripe keys, demo cards are charged.');
  const mail = { config, cipher: loadCipher(config) };
  const report = await runBilling({ db: database.db, config, now, mail, ...(month && { month }) });
  console.log(formatReport(report));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
