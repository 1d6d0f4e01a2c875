import { appendFileSync } from 'node:fs';
import { testEngine } from '../support/database.js';

/**
 * Appends one line of evidence figures to SECURITY_REPORT_FILE (set by scripts/verify-security.mjs),
 * so the script can print a table of every check on every engine. Does nothing when the variable is unset,
 * which keeps plain `npm test` runs free of side files.
 */
export function reportFigures(check: string, figures: Record<string, unknown>): void {
  const file = process.env.SECURITY_REPORT_FILE;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ check, engine: testEngine, figures })}\n`);
}
