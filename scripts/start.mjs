// `npm start`: builds what is missing or older than its sources, then runs the server in this
// process (it migrates the database at start). `npm run seed:demo` passes --seed-only,
// `npm run billing:run` --billing-run (its own arguments, e.g. --month 2025-05, follow).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const outputs = [at('apps/api/dist/main.js'), at('apps/web/dist/index.html')];
const sources = [
  'packages/core/src',
  'apps/api/src',
  'apps/web/src',
  'apps/web/index.html',
  'package-lock.json',
].map((p) => at(p));
const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building Paperless Clinic (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
// `--cli NAME` runs one of the server's command-line tools (apps/api/src/cli/NAME.ts).
const cli = process.argv[process.argv.indexOf('--cli') + 1];
const entry = process.argv.includes('--cli')
  ? `apps/api/dist/${cli}.js`
  : process.argv.includes('--seed-only')
    ? 'apps/api/dist/seed-demo.js'
    : process.argv.includes('--billing-run')
      ? 'apps/api/dist/billing-run.js'
      : 'apps/api/dist/main.js';
await import(pathToFileURL(at(entry)).href);
