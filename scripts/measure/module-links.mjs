// Counts the import links between the API's feature modules (issue 35's measure): distinct
// module pairs, pairs that import each other, and file-to-file links. Tests and test support
// (`*.test.ts`, `testing.ts`, `*-testing.ts`) are left out. Usage: node scripts/measure/module-links.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../apps/api/src/modules');
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.ts$/.test(name) && !/\.test\.ts$|(^|-)testing\.ts$/.test(name)) files.push(full);
  }
})(root);

const moduleOf = (file) => path.relative(root, file).split(path.sep)[0];
const pairs = new Set();
const fileLinks = new Set();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/from\s+'(\.[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(root + path.sep)) continue;
    const [from, to] = [moduleOf(file), moduleOf(target)];
    if (from === to) continue;
    pairs.add(`${from} -> ${to}`);
    fileLinks.add(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
  }
}
const mutual = [...pairs].filter((p) => {
  const [a, b] = p.split(' -> ');
  return a < b && pairs.has(`${b} -> ${a}`);
});
console.log(`module pairs: ${pairs.size}`);
console.log(`mutual pairs: ${mutual.length}${mutual.length ? ` (${mutual.join('; ')})` : ''}`);
console.log(`file-to-file links across modules: ${fileLinks.size}`);
if (process.argv.includes('--list')) for (const p of [...pairs].sort()) console.log(`  ${p}`);
