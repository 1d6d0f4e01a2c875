// `node scripts/check-engines.mjs [lockfile]`: fails, naming the package and its range, when any
// package in package-lock.json declares an engines.node range that excludes a Node.js the README
// promises.
// npm only warns (EBADENGINE) unless --engine-strict, and the machine's Node.js is one version:
// reading the lock checks all promised versions at once, offline, in well under a second.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// semver is not declared here: fastify, sharp, @babel/core, typescript-eslint and more depend on
// it, so some copy (6.x or 7.x today; both have validRange and satisfies) is always hoisted.
import semver from 'semver';

// README: Node.js 20.19+, 22.13+ or 24. The oldest of each line we promise, and the newest 22 and
// 24 releases when this was written (22.23.3 is also the one .ci/run tests on). 22.13, not 22.0:
// eslint-visitor-keys (typescript-eslint) and rolldown's wasm binding declare ^22.13.0.
const PROMISED = ['20.19.0', '22.13.0', '22.23.3', '24.0.0', '24.21.0'];

const lockPath = process.argv[2] ?? fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

/** engines.node of a lock entry; old packages wrote engines as ["node >= 0.4"]. */
function nodeRange(engines) {
  if (!engines) return undefined;
  if (Array.isArray(engines)) {
    const entry = engines.find((e) => typeof e === 'string' && /^node\b/.test(e.trim()));
    return entry?.trim().replace(/^node\s*/, '');
  }
  return typeof engines.node === 'string' ? engines.node : undefined;
}

const problems = [];
let declared = 0;
for (const [where, entry] of Object.entries(lock.packages ?? {})) {
  const range = nodeRange(entry.engines);
  if (range === undefined) continue;
  declared++;
  // The key is the install path; the last node_modules/ segment names the package.
  const name = entry.name ?? (where === '' ? lock.name : where.split('node_modules/').pop());
  const label = `${name}@${entry.version ?? '(workspace)'} (${where || 'package.json'})`;
  if (semver.validRange(range) === null) {
    problems.push(`${label}: engines.node "${range}" is not a valid range`);
    continue;
  }
  const excluded = PROMISED.filter((v) => !semver.satisfies(v, range));
  if (excluded.length > 0) {
    problems.push(`${label}: engines.node "${range}" excludes Node.js ${excluded.join(', ')}`);
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} installed package(s) exclude a Node.js the README promises:`);
  for (const p of problems) console.error(`  ${p}`);
  console.error(
    'Pin or replace them (package.json, or "overrides" in the root package.json), or change the promise.',
  );
  process.exit(1);
}
console.log(
  `engines: ${declared} packages declare engines.node; all allow Node.js ${PROMISED.join(', ')}`,
);
