// Draws /landing and the legal pages into static HTML after the browser build: the server sends
// dist/prerendered/<page>.html for those paths (apps/api/src/app.ts), so the first screen paints
// before any JavaScript runs; the app's first render then replaces it with the same page
// (src/main.tsx waits for the page's code first, so no spinner shows in between).
// Each page is written with its .br and .gz beside it, as the assets are (build/precompress.ts):
// the landing page's HTML is ~40 KB, ~8 KB compressed.
// Run by `npm run build` after `vite build`: node --import tsx build/prerender.ts
import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as Prerender from '../src/app/prerender';
import { writeCompressed } from './precompress';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ROOT = '<div id="root"></div>';

// The lazy module each prerendered page's code is in (src/app/publicPages.ts).
const PAGE_SOURCES: Record<string, string> = {
  '/landing': 'src/features/landing/LandingPage.tsx',
  '/terms': 'src/features/landing/InfoPages.tsx',
  '/privacy': 'src/features/landing/InfoPages.tsx',
  '/baa': 'src/features/landing/InfoPages.tsx',
};

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The page's stylesheets, for the HTML's head: its CSS must be there before the first paint (CSS
 * modules: the drawn classes need it, or the page would jump when the code arrives); and its
 * code's preloads, fetched with the entry's after the first paint instead of after the entry.
 */
function pageHead(manifest: Record<string, ManifestChunk>, source: string, index: string) {
  // Rollup builds some lazy modules without a facade; Vite then keys them by file (firstLoad.ts).
  const name = path.basename(source).replace(/\.tsx?$/, '');
  const key = manifest[source]
    ? source
    : Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name);
  if (!key) throw new Error(`the manifest has no chunk for ${source}`);
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  // What index.html links already (the entry, React, the shared styles) is not linked twice.
  const fresh = (f: string) => !index.includes(`/${f}"`);
  return {
    styles: [...css]
      .filter(fresh)
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
      .join('\n    '),
    preloads: [...files]
      .filter(fresh)
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('\n      '),
  };
}

// Inside the app's node_modules: the server build's imports of React and Mantine resolve from there.
const ssrOut = path.join(webRoot, 'node_modules/.cache/prerender');
try {
  await build({
    root: webRoot,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      ssr: path.join(webRoot, 'src/app/prerender.tsx'),
      outDir: ssrOut,
      emptyOutDir: true,
    },
  });
  const entry = (await import(
    pathToFileURL(path.join(ssrOut, 'prerender.js')).href
  )) as typeof Prerender;
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!index.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
  if (!index.includes('</template>')) throw new Error('dist/index.html has no deferred scripts');
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  // main.tsx draws these paths without the router; a page prerendered but not listed there
  // would be drawn by the whole app over its HTML instead.
  const drawn = entry.PRERENDERED_PAGES.map((p) => p.path).sort();
  if (drawn.join() !== [...entry.PRERENDERED_PATHS].sort().join())
    throw new Error(`PRERENDERED_PATHS (publicPages.ts) must list ${drawn.join(', ')}`);
  for (const { path: page, Page } of entry.PRERENDERED_PAGES) {
    const source = PAGE_SOURCES[page];
    if (!source) throw new Error(`PAGE_SOURCES has no module for ${page}`);
    const head = pageHead(manifest, source, index);
    const html = index
      .replace('</head>', `  ${head.styles}\n  </head>`)
      // With the app's own scripts, added after the first paint (build/defer-scripts.ts).
      .replace('</template>', `  ${head.preloads}\n    </template>`)
      .replace(ROOT, `<div id="root">${entry.renderPage(Page)}</div>`);
    const file = path.join(dist, 'prerendered', `${page.slice(1)}.html`);
    writeFileSync(file, html);
    await writeCompressed(file, Buffer.from(html));
  }
  process.stdout.write(`prerendered ${entry.PRERENDERED_PAGES.map((p) => p.path).join(', ')}\n`);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
