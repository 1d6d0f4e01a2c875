// `npm test`: the engines check, typecheck, lint, unit and API tests on PGlite, core's and the
// API's again on PostgreSQL when TEST_DATABASE_URL is set (under the Node.js 22 binary in
// TEST_NODE22 when set: .ci/run sets it), and the browser tests when Chromium is installed. Prints a
// summary and a closing 'N passed, N failed' line; exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { npmAudit, printNpmAudit } from './npm-audit.mjs';
import { runSideBySide } from './testing/side-by-side.mjs';

const results = [];
/** Per-file timing reports of this run, named at the end for `npm run test:timings`. */
const timingReports = [];
const reports = mkdtempSync(path.join(tmpdir(), 'pc-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(name, command, args, env = {}, preamble = '') {
  console.log(`\n=== ${name} ===`);
  if (preamble) console.log(preamble);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const step = {
    name,
    ok: result.status === 0,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  };
  results.push(step);
  return step;
}

/** `node` runs vitest under that Node.js binary instead of the one running this script. */
function vitest(name, args, env = {}, node = undefined) {
  const file = path.join(reports, `${results.length}.json`);
  // Where each file's time went, for `npm run test:timings` (scripts/testing/timings.mjs).
  const timings = path.join(reports, `${results.length}.timings.json`);
  timingReports.push(timings);
  env = { ...env, VITEST_TIMINGS_FILE: timings };
  const vitestArgs = [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    '--reporter=./scripts/testing/vitest-timings-reporter.mjs',
    ...args,
  ];
  let step;
  if (node) {
    const version = spawnSync(node, ['-v'], { encoding: 'utf8' });
    // Tests spawn children with process.execPath, and npm scripts find `node` on PATH: both must
    // be this binary too, or part of the run would be on the machine's Node.js.
    step = run(
      name,
      node,
      ['node_modules/vitest/vitest.mjs', ...vitestArgs],
      { ...env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` },
      `${node}: ${version.error?.message ?? (version.stdout.trim() || version.stderr.trim())}`,
    );
  } else {
    step = run(name, 'npx', ['vitest', ...vitestArgs], env);
  }
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(step, {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      failures: report.testResults.flatMap((file) => {
        const where = path.relative(process.cwd(), file.name);
        const tests = file.assertionResults.filter((test) => test.status === 'failed');
        // A file can fail with no failed test (an error in beforeAll or at import).
        if (tests.length === 0 && file.status === 'failed')
          return [`${where} (${String(file.message).split('\n')[0]})`];
        // CI shows only the log's end: say why each failed, not only which.
        return tests.map((test) => {
          const why = firstLines(test.failureMessages?.[0] ?? '');
          return why
            ? `${where} > ${test.fullName}\n         ${why}`
            : `${where} > ${test.fullName}`;
        });
      }),
    });
  }
  // An uncaught error fails vitest's run though every test passed: say so here, where CI's log
  // ends, rather than leave a FAIL with '0 failed'.
  if (existsSync(timings)) {
    const errors = JSON.parse(readFileSync(timings, 'utf8')).errors ?? [];
    step.failed = (step.failed ?? 0) + errors.length;
    step.failures = [
      ...(step.failures ?? []),
      ...errors.map(
        (e) =>
          `uncaught error${e.file ? ` while ${path.relative(process.cwd(), e.file)} ran` : ''}: ${e.message}`,
      ),
    ];
  }
}

// First: it reads one file, and a package that excludes a promised Node.js fails the run
// however the tests below go (npm itself only warns).
run('engines (package-lock.json)', 'node', ['scripts/check-engines.mjs']);
// Typecheck, lint and the build (for the browser tests below) use a core or two each and share
// nothing: side by side they take the time of the longest, not the sum (issue 33).
const hasChromium = existsSync(chromium);
const staticSteps = await runSideBySide(
  [
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    ...(hasChromium ? [{ name: 'build', command: 'npm', args: ['run', 'build'] }] : []),
  ],
  3,
);
results.push(...staticSteps);
const build = staticSteps.find((step) => step.name === 'build');
vitest('unit + API tests (PGlite)', []);
// Node.js 20 is past end of life and users move to 22: core's and the API's tests run again under a
// pinned Node.js 22 (TEST_NODE22; .ci/run installs it). With TEST_DATABASE_URL set, that second
// run is the PostgreSQL pass below, so each suite runs twice, not three times: CI's 90 minutes
// could no longer hold a full PGlite pass on 20, another on 22 and a PostgreSQL pass (89.6 minutes
// in the run of 2026-11-27). Here, on 22, only the embedded database's own tests run on PGlite:
// migrations, concurrency, the unique-violation mapping and the CLI processes that open it.
// The web app's tests stay on 20: they run in browsers, not on the server's Node.js.
const PGLITE_ON_22 = [
  'apps/api/src/db/',
  'apps/api/src/lib/unique-violation',
  'apps/api/src/lib/data-dir',
  'apps/api/src/cli/',
];
if (process.env.TEST_NODE22) {
  const full = !process.env.TEST_DATABASE_URL;
  vitest(
    full ? 'unit + API tests (PGlite, Node 22)' : 'embedded database tests (PGlite, Node 22)',
    full
      ? ['--project', 'core', '--project', 'api', '--project', 'api-process']
      : ['--project', 'api', '--project', 'api-process', ...PGLITE_ON_22],
    {},
    process.env.TEST_NODE22,
  );
}

// npm audit --audit-level=high: fails on high or critical; SKIPPED loudly when the registry
// refuses the audit endpoint (some mirrors answer 405), since that proves nothing either way.
{
  console.log('\n=== npm audit ===');
  const started = Date.now();
  const audit = npmAudit();
  results.push({
    name: 'npm audit (high)',
    ok: printNpmAudit(audit),
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    ...(audit.state === 'refused' ? { note: `SKIPPED (${audit.summary})` } : {}),
  });
}

if (process.env.TEST_DATABASE_URL) {
  const node22 = process.env.TEST_NODE22;
  vitest(
    node22 ? 'unit + API tests (PostgreSQL, Node 22)' : 'API tests (PostgreSQL)',
    node22
      ? ['--project', 'core', '--project', 'api', '--project', 'api-process']
      : ['--project', 'api', '--project', 'api-process'],
    { TEST_DB_ENGINE: 'postgres' },
    node22,
  );
} else {
  console.log('\n=== API tests (PostgreSQL) === skipped: set TEST_DATABASE_URL to run them');
  results.push({
    name: 'API tests (PostgreSQL)',
    ok: true,
    note: 'SKIPPED (no TEST_DATABASE_URL)',
  });
}

if (hasChromium) {
  // Page weight is a byte count of the build: stable, so it can fail the run (bench/src/web).
  if (build?.ok) run('page budgets', 'node', ['--import', 'tsx', 'bench/src/web/check-budgets.ts']);
  if (build?.ok) {
    const file = path.join(reports, 'playwright.json');
    const step = run(
      'browser tests (Playwright, Chromium)',
      'npm',
      ['test', '-w', '@paperless/e2e'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        CHROMIUM_PATH: chromium,
      },
    );
    if (existsSync(file)) {
      timingReports.push(file);
      const { stats } = JSON.parse(readFileSync(file, 'utf8'));
      Object.assign(step, {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected,
        skipped: stats.skipped,
        failures: playwrightFailures(JSON.parse(readFileSync(file, 'utf8'))),
      });
    }
  }
} else {
  const banner = '!'.repeat(78);
  console.log(`\n${banner}\n!!  BROWSER TESTS SKIPPED: no Chromium at ${chromium}.`);
  console.log(
    `!!  Install it (apt-get install -y chromium) or set CHROMIUM_PATH. CI always runs them.\n${banner}`,
  );
  results.push({ name: 'browser tests', ok: true, note: 'SKIPPED (no Chromium)' });
}

/** An error message's first lines (Playwright's name the assertion, then the locator) as one log line. */
function firstLines(message) {
  const lines = stripVTControlCharacters(String(message))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const line = lines.slice(0, 3).join(' | ');
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** Playwright's JSON report nests suites by file and describe; a test failed if none of its runs passed. */
function playwrightFailures(report) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const name = [...trail, spec.title, `[${test.projectName}]`].join(' > ');
        // CI shows only the log's end: say why and where it failed, not only which test.
        const error = test.results?.at(-1)?.error;
        const why = error ? firstLines(error.message ?? error.value ?? '') : '';
        const where = error?.location
          ? ` at ${path.basename(error.location.file)}:${error.location.line}`
          : '';
        names.push(why ? `${name}\n         ${why}${where}` : name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return names;
}

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const counts =
    r.passed === undefined ? '' : ` ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`;
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${counts}${r.seconds ? ` (${r.seconds}s)` : ''}${r.note ? ` ${r.note}` : ''}`,
  );
  // CI shows only the end of the log: name what failed here, not only far above.
  for (const name of r.failures ?? []) console.log(`       failed: ${name}`);
  passed += r.passed ?? 0;
  failed += r.failed ?? (r.ok ? 0 : 1);
  skipped += r.skipped ?? 0;
}
const timed = timingReports.filter((file) => existsSync(file));
if (timed.length) console.log(`where the time went: npm run test:timings -- ${timed.join(' ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
