// `npm run test:timings [-- REPORT.json ...]`: where the suite's time goes, file by file (issue 33:
// measure first, then remove the cost where it sits).
//
// Reads the reports `npm test` keeps (their paths are printed in its summary): vitest's, written
// by ./vitest-timings-reporter.mjs, and Playwright's JSON report. Without arguments it runs the
// unit and API tests on PGlite itself and reports on that run. For each file: its wall time and
// what it spent it on, environment (jsdom), setup files, imports, hooks (beforeAll/afterAll:
// database start, app boot) and tests, with its slowest test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TOP = Number(process.env.TIMINGS_TOP ?? 30);
const here = path.dirname(fileURLToPath(import.meta.url));

let reports = process.argv.slice(2);
if (reports.length === 0) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pc-timings-')), 'vitest.json');
  spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=dot',
      `--reporter=${path.join(here, 'vitest-timings-reporter.mjs')}`,
    ],
    { stdio: 'inherit', env: { ...process.env, VITEST_TIMINGS_FILE: file } },
  );
  if (!existsSync(file)) throw new Error('vitest wrote no timings');
  reports = [file];
}

const s = (ms) => (ms / 1000).toFixed(1).padStart(7);

/** One row per file: wall, its parts, tests, slowest test. */
function rowsOf(report) {
  if (report.files) {
    return report.files.map((f) => ({
      ...f,
      wall: f.environment + f.setupFiles + f.imports + f.prepare + f.run,
      hooks: Math.max(0, f.run - f.inTests),
    }));
  }
  // Playwright: a file's tests, each attempt counted (a retry is time spent too).
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const row = files.get(spec.file) ?? {
        file: `e2e/tests/${spec.file}`,
        project: 'e2e',
        ...{ environment: 0, setupFiles: 0, imports: 0, prepare: 0, hooks: 0 },
        ...{ wall: 0, inTests: 0, tests: 0, slowest: '', slowestMs: 0 },
      };
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          row.inTests += result.duration;
          row.wall += result.duration;
          row.tests += 1;
          if (result.duration > row.slowestMs) {
            row.slowestMs = result.duration;
            row.slowest = `${spec.title} [${test.projectName}]${result.retry ? ` (retry ${result.retry})` : ''}`;
          }
        }
      }
      files.set(spec.file, row);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...files.values()];
}

for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const rows = rowsOf(report);
  const wall = report.wallMs ?? report.stats?.duration;
  console.log(`\n# ${file}${wall ? ` (wall time ${s(wall).trim()} s)` : ''}`);
  console.log(
    'Seconds summed over files (workers run files side by side, so sums exceed the wall).',
  );
  console.log('\nproject   files  tests     all    env  setup  imports   hooks   tests');
  const projects = new Map();
  for (const row of rows) {
    const p = projects.get(row.project) ?? {
      files: 0,
      tests: 0,
      wall: 0,
      environment: 0,
      setupFiles: 0,
      imports: 0,
      hooks: 0,
      inTests: 0,
    };
    p.files += 1;
    for (const key of ['tests', 'wall', 'environment', 'setupFiles', 'hooks', 'inTests'])
      p[key] += row[key];
    p.imports += row.imports + row.prepare;
    projects.set(row.project, p);
  }
  for (const [name, p] of projects) {
    console.log(
      `${name.padEnd(8)} ${String(p.files).padStart(6)} ${String(p.tests).padStart(6)} ${s(p.wall)}${s(p.environment)}${s(p.setupFiles)}${s(p.imports)} ${s(p.hooks)} ${s(p.inTests)}`,
    );
  }
  console.log(`\n${TOP} slowest files`);
  console.log('    all  imports   hooks   tests   n  file — slowest test (s)');
  for (const row of rows.sort((a, b) => b.wall - a.wall).slice(0, TOP)) {
    console.log(
      `${s(row.wall)}${s(row.imports + row.prepare + row.environment + row.setupFiles)} ${s(row.hooks)} ${s(row.inTests)} ${String(row.tests).padStart(3)}  ${row.file} — ${row.slowest} (${s(row.slowestMs).trim()})`,
    );
  }
}
