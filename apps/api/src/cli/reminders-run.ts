import { loadConfig } from '../config.js';
import { prepareDatabase } from '../db/prepare.js';
import { loadCipher } from '../lib/crypto.js';
import { runReminderPass } from '../modules/links/index.js';

/**
 * `npm run reminders:run -- --now 2026-12-01T15:00:00Z`: one reminder pass, as if the clock
 * read that time (default: now), for tests and operations. Safe beside a running server: links
 * are claimed row by row, so none is reminded twice.
 */
function nowArgument(argv: string[]): string | undefined {
  const index = argv.findIndex((a) => a === '--now' || a.startsWith('--now='));
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

const text = nowArgument(process.argv.slice(2));
const now = text === undefined ? new Date() : instantOf(text);
if (!now) {
  console.error(
    `Not an instant: '${text}'. Usage: npm run reminders:run -- --now 2026-12-01T15:00:00Z`,
  );
  process.exit(2);
}

const config = loadConfig();
const database = await prepareDatabase(config);
try {
  const report = await runReminderPass({
    db: database.db,
    cipher: loadCipher(config),
    appUrl: config.appUrl,
    now,
  });
  console.log(`Reminders: ${report.sent} sent, ${report.skipped} skipped.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
