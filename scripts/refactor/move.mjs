// Moves files or folders inside apps/api and rewrites every relative import that names them, in
// apps/api (src and test). Used for issue 35's module merges; kept because the next merge needs it.
// Usage: node scripts/refactor/move.mjs OLD NEW [OLD NEW ...]   (paths relative to apps/api)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '../../apps/api');
const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2) throw new Error('usage: move.mjs OLD NEW [OLD NEW ...]');

const all = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.(ts|tsx|mts|mjs)$/.test(name)) all.push(full);
  }
})(api);

// old absolute file -> new absolute file
const moved = new Map();
for (let i = 0; i < args.length; i += 2) {
  const from = path.join(api, args[i]);
  const to = path.join(api, args[i + 1]);
  if (!existsSync(from)) throw new Error(`missing ${from}`);
  if (statSync(from).isDirectory()) {
    for (const f of all) if (f.startsWith(from + path.sep)) moved.set(f, path.join(to, path.relative(from, f)));
  } else moved.set(from, to);
}
const newPath = (f) => moved.get(f) ?? f;

function resolveOld(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base + '.ts', path.join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

function rewrite(file) {
  const text = readFileSync(file, 'utf8');
  const dirNew = path.dirname(newPath(file));
  const out = text.replace(
    /((?:from|import|mock|URL)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g,
    (whole, lead, quote, spec) => {
      const target = resolveOld(file, spec);
      if (!target) return whole;
      const targetNew = newPath(target);
      if (targetNew === target && !moved.has(file)) return whole;
      let rel = path.relative(dirNew, targetNew);
      if (!rel.startsWith('.')) rel = './' + rel;
      // keep the specifier's own ending (.js for .ts, or as written)
      const wroteEnding = spec.match(/\.[a-z]+$/)?.[0];
      const targetEnding = path.extname(targetNew);
      if (wroteEnding === '.js' && (targetEnding === '.ts' || targetEnding === '.tsx')) rel = rel.slice(0, -targetEnding.length) + '.js';
      else if (!wroteEnding) rel = rel.slice(0, -targetEnding.length);
      return `${lead}${quote}${rel}${quote}`;
    },
  );
  if (out !== text) writeFileSync(file, out);
}

for (const f of all) rewrite(f);
for (let i = 0; i < args.length; i += 2) {
  const to = path.join(api, args[i + 1]);
  execFileSync('mkdir', ['-p', path.dirname(to)]);
  execFileSync('git', ['mv', path.join(api, args[i]), to], { cwd: api });
}
console.log(`moved ${moved.size} files`);
