// `npm run test:coverage`: line coverage of core and the API, package by package (issue 33: a
// faster suite must not test less). Runs core's and the API's tests on PGlite with V8's coverage,
// then prints each package's covered lines. The process tests' child servers and CLIs are not
// counted (V8 coverage follows vitest's workers, not their children), the same in every run, so
// figures of two commits compare. The API's figure counts apps/api/src only: its harness moved to
// apps/api/test/ (issue 35), so runs before that move counted the harness's lines too.
//
// Not part of `npm test`: coverage slows the pass by about half.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PACKAGES = [
  { name: 'core', dir: 'packages/core/src' },
  { name: 'api', dir: 'apps/api/src' },
];

const out = mkdtempSync(path.join(tmpdir(), 'pc-coverage-'));
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project=core',
    '--project=api',
    '--project=api-process',
    '--reporter=dot',
    '--coverage.enabled',
    '--coverage.provider=v8',
    ...PACKAGES.map((p) => `--coverage.include=${p.dir}/**`),
    '--coverage.reporter=json-summary',
    // A failed test still leaves the figures to read.
    '--coverage.reportOnFailure',
    `--coverage.reportsDirectory=${out}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

const summary = JSON.parse(readFileSync(path.join(out, 'coverage-summary.json'), 'utf8'));
console.log('\nline coverage (files the tests import; test files excluded)');
for (const pkg of PACKAGES) {
  let total = 0;
  let covered = 0;
  let files = 0;
  for (const [file, figures] of Object.entries(summary)) {
    if (!file.includes(`/${pkg.dir}/`)) continue;
    total += figures.lines.total;
    covered += figures.lines.covered;
    files += 1;
  }
  const percent = total ? ((100 * covered) / total).toFixed(2) : '0.00';
  console.log(`${pkg.name.padEnd(5)} ${percent}%  ${covered} of ${total} lines in ${files} files`);
}
console.log(`report: ${path.join(out, 'coverage-summary.json')}`);
process.exit(run.status ?? 1);
