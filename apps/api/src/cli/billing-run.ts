import { loadConfig } from '../config.js';
import { prepareDatabase } from '../db/prepare.js';
import { formatReport, monthOf, runBilling } from '../modules/billing/run.js';

/**
 * `npm run billing:run -- --month YYYY-MM`: the monthly billing run for one closed month
 * (default: the last one), then a table of what happened to each company. Safe to rerun.
 */
function monthArgument(argv: string[]): string | undefined {
  const index = argv.findIndex((a) => a === '--month' || a.startsWith('--month='));
  if (index === -1) return undefined;
  const arg = argv[index]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[index + 1] ?? '');
}

const key = monthArgument(process.argv.slice(2));
const month = key === undefined ? undefined : monthOf(key);
if (key !== undefined && !month) {
  console.error(`Not a month: '${key}'. Usage: npm run billing:run -- --month YYYY-MM`);
  process.exit(2);
}

const config = loadConfig();
const database = await prepareDatabase(config);
try {
  if (!config.stripe) console.log('Demo payment mode: no Stripe keys, demo cards are charged.');
  const report = await runBilling({ db: database.db, config, ...(month && { month }) });
  console.log(formatReport(report));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
