// Draws /landing and the legal pages into static HTML after the browser build: the server sends
// dist/prerendered/<page>.html for those paths (apps/api/src/app.ts), so the first screen paints
// before any JavaScript runs; React then hydrates it (src/main.tsx), drawing nothing again.
// Also writes dist/link-shells/<kind>.html, the page the server draws a patient link's frame into.
// Each page is written with its .br and .gz beside it, as the assets are (build/precompress.ts):
// the landing page's HTML is ~40 KB, ~8 KB compressed.
// Run by `npm run build` after `vite build`: node --import tsx build/prerender.ts
import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as Prerender from '../src/app/prerender';
import { withPagePreloads } from './defer-scripts';
import { lazyModuleAssets, readManifest } from './page-assets';
import { writeCompressed } from './precompress';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ROOT = '<div id="root"></div>';

// The lazy modules main.tsx loads for each page the build writes (src/main.tsx: a root and the
// page; src/app/publicPages.ts: the landing page's data comes through the query provider).
const STATIC_ROOT = ['src/app/StaticPageRoot.tsx'];
const PAGE_SOURCES: Record<string, string[]> = {
  '/landing': [...STATIC_ROOT, 'src/app/QueryProvider.tsx', 'src/features/landing/LandingPage.tsx'],
  '/terms': [...STATIC_ROOT, 'src/features/landing/InfoPages.tsx'],
  '/privacy': [...STATIC_ROOT, 'src/features/landing/InfoPages.tsx'],
  '/baa': [...STATIC_ROOT, 'src/features/landing/InfoPages.tsx'],
};

// A patient link's page: index.html with its code's preloads, into which the server draws the
// link's frame (apps/api web-shell). No stylesheets: the frame's styles are inline, and the
// page's code needs only the entry's (a new one would be linked by the import, as before).
const LINK_SOURCES: Record<string, string[]> = {
  form: ['src/app/PatientLinkRoot.tsx', 'src/features/patient-links/FormFillPage.tsx'],
  bucket: ['src/app/PatientLinkRoot.tsx', 'src/features/patient-links/BucketFillPage.tsx'],
};

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
  const manifest = readManifest(dist);
  const write = async (file: string, html: string) => {
    writeFileSync(file, html);
    await writeCompressed(file, Buffer.from(html));
  };
  for (const page of entry.PRERENDERED_PATHS) {
    const sources = PAGE_SOURCES[page];
    if (!sources) throw new Error(`PAGE_SOURCES has no modules for ${page}`);
    const { scripts, styles } = lazyModuleAssets(manifest, sources);
    // The page's CSS must be in the head before the first paint (CSS modules: the drawn classes
    // need it, or the page would jump when the code arrives); what index.html links is not
    // linked twice.
    const links = styles
      .filter((f) => !index.includes(`/${f}"`))
      .map((f) => `  <link rel="stylesheet" crossorigin href="/${f}">\n  `);
    const html = withPagePreloads(index, scripts)
      .replace('</head>', `${links.join('')}</head>`)
      .replace(ROOT, `<div id="root">${await entry.renderPage(page)}</div>`);
    await write(path.join(dist, 'prerendered', `${page.slice(1)}.html`), html);
  }
  mkdirSync(path.join(dist, 'link-shells'), { recursive: true });
  for (const [kind, sources] of Object.entries(LINK_SOURCES)) {
    const html = withPagePreloads(index, lazyModuleAssets(manifest, sources).scripts);
    await write(path.join(dist, 'link-shells', `${kind}.html`), html);
  }
  process.stdout.write(`prerendered ${entry.PRERENDERED_PATHS.join(', ')}\n`);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
