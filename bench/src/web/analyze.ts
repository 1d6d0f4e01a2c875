// Which packages and source folders fill each page's first load: builds the web app into a temp
// folder and groups every chunk's modules by where they come from. A module's share of its
// chunk's gzipped size is estimated from its share of the chunk's rendered (pre-minify) code.
// For finding what to split when a budget is near: `node --import tsx bench/src/web/analyze.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import {
  PAGE_BUDGETS,
  entryKey,
  gzipBytes,
  measurePage,
  readManifest,
  repoRoot,
  staticClosure,
} from './firstLoad.js';

const chunkModules = new Map<string, Map<string, number>>();

// node_modules/@scope/pkg/... -> @scope/pkg; our sources -> their feature folder.
function origin(id: string): string {
  if (process.env.BY_MODULE) return path.relative(repoRoot, id).replace(/^node_modules\//, '');
  const nm = id.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = id.slice(nm + 14).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const rel = path.relative(repoRoot, id.replace(/\?.*$/, ''));
  return rel
    .split('/')
    .slice(0, rel.startsWith('apps/web/src/features') ? 5 : 3)
    .join('/');
}

const recorder: Plugin = {
  name: 'record-modules',
  generateBundle(_options, bundle) {
    for (const item of Object.values(bundle)) {
      if (item.type !== 'chunk') continue;
      const byOrigin = new Map<string, number>();
      for (const [id, info] of Object.entries(item.modules)) {
        const key = origin(id);
        byOrigin.set(key, (byOrigin.get(key) ?? 0) + info.renderedLength);
      }
      chunkModules.set(item.fileName, byOrigin);
    }
  },
};

const outDir = mkdtempSync(path.join(tmpdir(), 'pc-web-analyze-'));
try {
  await build({
    root: path.join(repoRoot, 'apps/web'),
    configFile: path.join(repoRoot, 'apps/web/vite.config.ts'),
    logLevel: 'warn',
    plugins: [recorder],
    build: { outDir, emptyOutDir: true },
  });
  const manifest = readManifest(outDir);
  const only = process.argv[2];
  for (const budget of PAGE_BUDGETS) {
    if (only && !budget.page.includes(only)) continue;
    const size = measurePage(manifest, budget, outDir);
    console.log(`\n${budget.page}: ${size.jsKb} KB gz in ${size.files} files (est. KB gz each)`);
    const totals = new Map<string, number>();
    for (const chunk of staticClosure(manifest, [entryKey(manifest), ...budget.routes])) {
      const modules = chunkModules.get(chunk.file) ?? new Map<string, number>();
      const rendered = [...modules.values()].reduce((a, b) => a + b, 0) || 1;
      const gz = gzipBytes(path.join(outDir, chunk.file));
      for (const [key, bytes] of modules)
        totals.set(key, (totals.get(key) ?? 0) + (gz * bytes) / rendered);
    }
    const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25));
    for (const [key, bytes] of top)
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${key}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
