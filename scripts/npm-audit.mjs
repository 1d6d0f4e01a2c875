// `npm audit --audit-level=high`, read from its JSON. Shared by scripts/test.mjs and
// scripts/verify-security.mjs. Some registries (mirrors, this project's build machine) refuse the
// audit endpoint (405): that is reported loudly as "could not run", never as a pass or a failure.
// High or critical vulnerabilities fail.
import { spawnSync } from 'node:child_process';

const UNREACHABLE = /ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH/;

/**
 * Runs the audit in `cwd`.
 * @returns {{ state: 'ok' | 'refused' | 'vulnerable' | 'error', summary: string,
 *   counts?: Record<string, number> }}
 */
export function npmAudit(cwd = process.cwd()) {
  const result = spawnSync('npm', ['audit', '--audit-level=high', '--json'], {
    cwd,
    encoding: 'utf8',
    timeout: 180_000,
  });
  return readNpmAudit(result);
}

/** The outcome of one `npm audit --json` run (stdout, stderr, exit status). */
export function readNpmAudit(result) {
  const stderr = result.stderr ?? '';
  let report;
  try {
    report = JSON.parse(result.stdout || '{}');
  } catch {
    return { state: 'error', summary: `npm audit: unreadable answer (exit ${result.status})` };
  }
  const refusedStatus = report.statusCode ?? /\b(\d{3}) [A-Z][A-Za-z ]+ - POST/.exec(stderr)?.[1];
  if (refusedStatus !== undefined || /audit endpoint returned an error/.test(stderr)) {
    return {
      state: 'refused',
      summary: `npm audit: could not run (registry refused the audit endpoint${
        refusedStatus ? `: HTTP ${refusedStatus}` : ''
      })`,
    };
  }
  if (UNREACHABLE.test(stderr) || UNREACHABLE.test(report.message ?? '')) {
    return { state: 'refused', summary: 'npm audit: could not run (registry unreachable)' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    return {
      state: 'error',
      summary: `npm audit: no report (exit ${result.status}): ${(report.message ?? stderr).slice(0, 300)}`,
    };
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  const line = `high ${counts.high ?? 0}, critical ${counts.critical ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0}`;
  return serious > 0
    ? { state: 'vulnerable', summary: `npm audit: FAILED (${line})`, counts }
    : { state: 'ok', summary: `npm audit: passed (${line})`, counts };
}

/** Prints the outcome, with a banner when the audit could not run. Returns true unless it failed. */
export function printNpmAudit(outcome) {
  if (outcome.state === 'refused') {
    const banner = '!'.repeat(78);
    console.log(`\n${banner}\n!!  ${outcome.summary.toUpperCase()}\n!!  CI must run it.`);
    console.log(`${banner}`);
  } else {
    console.log(outcome.summary);
  }
  return outcome.state === 'ok' || outcome.state === 'refused';
}
