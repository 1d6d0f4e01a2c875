// `npm run lint` (after eslint): every file under apps/api/src must be reachable from the server
// (src/main.ts) or a command-line entry (src/cli/*.ts), except tests (`*.test.ts`). Test support
// lives in apps/api/test/ (issue 35, "One house again"): a harness in src reads as production
// code, and the build or a reader cannot tell the two apart.
//
// Reachable means: named by a relative import or export (static or `import()`), or by
// `new URL('./x', import.meta.url)`, as thread entries and the dev thread loader are.
// Plain Node, no TypeScript: a regular expression per edge is enough for this code base, where
// every relative specifier is a string literal ending in `.js`, `.ts` or `.mjs`.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../apps/api/src/', import.meta.url));
const EDGES = [
  /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  /\bnew URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
];

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** The file a specifier names: `./x.js` is `./x.ts` in source, as TypeScript's Bundler resolution reads it. */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const isTest = (file) => file.endsWith('.test.ts');
const files = listFiles(SRC);
const entries = files.filter(
  (file) =>
    file === path.join(SRC, 'main.ts') ||
    (path.dirname(file) === path.join(SRC, 'cli') && !isTest(file)),
);

const reached = new Set(entries);
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.pop();
  if (!/\.(ts|tsx|mjs|js)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const pattern of EDGES) {
    for (const match of text.matchAll(pattern)) {
      const target = resolve(file, match[1]);
      if (target && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
}

const unreachable = files.filter((file) => !isTest(file) && !reached.has(file));
if (unreachable.length > 0) {
  console.error(
    `${unreachable.length} file(s) under apps/api/src are reached neither from src/main.ts nor from src/cli/*.ts.\n` +
      'Test support belongs in apps/api/test/; code nothing uses can go.\n',
  );
  for (const file of unreachable) console.error(`  apps/api/src/${path.relative(SRC, file)}`);
  process.exit(1);
}
console.log(
  `apps/api/src: ${reached.size} files reachable from main.ts and cli/*.ts, none left over.`,
);
