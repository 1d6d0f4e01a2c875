// What each page type downloads before its first render, added up from the Vite manifest of the
// production build: the entry chunk and its static imports, then the lazy chunks main.tsx and the
// router open for that page and their static imports (Vite preloads those in parallel). Sizes are
// gzipped at level 9, as the server sends them (build/precompress.ts writes the .gz files).
// Byte counts do not vary from run to run, so the CI check can compare them to fixed budgets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// BENCH_WEB_DIST measures another build output (a trial build outside the shared dist).
export const webDist = path.resolve(repoRoot, process.env.BENCH_WEB_DIST ?? 'apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  page: string;
  /**
   * The lazy modules main.tsx and the router load for this page, as the manifest names them
   * (source paths): the app with its router (src/App.tsx), or a patient link's own root.
   */
  routes: string[];
  budgetKb: number;
  /**
   * Where a page is still over its budget: the most the CI check lets it weigh, a little above
   * today's size, so it cannot grow while the gap is on record (bench/results/web.md says why).
   */
  ceilingKb?: number;
}

const PUBLIC_KB = 150;
const CONSOLE_KB = 350;

/** The budgets: public pages must not carry the staff console; the console loads screens as opened. */
export const PAGE_BUDGETS: PageBudget[] = [
  {
    page: 'landing (/landing)',
    routes: ['src/app/StaticPageRoot.tsx', 'src/features/landing/LandingPage.tsx'],
    // React 19 (~70 KB) is most of it. Drawn over its prerendered HTML without the router
    // (app/StaticPageRoot.tsx; its links are ui/AppLink), so the router (~24 KB, with the app:
    // src/App.tsx) stays out. zod (~29 KB) stays out, and does not come later either: the plans
    // answer is checked by a plain function (core schemas/public-plans-check.ts).
    budgetKb: PUBLIC_KB,
  },
  {
    page: 'patient form link (/form-fill/:id)',
    routes: ['src/app/PatientLinkRoot.tsx', 'src/features/patient-links/FormFillPage.tsx'],
    budgetKb: PUBLIC_KB,
    // 146.9 KB (issue 21). A link opened directly renders without the router (main.tsx,
    // app/PatientLinkRoot.tsx; ~24 KB less, issue 21): the entry (the address check, the public
    // pages' table) and the link's root and page, fetched at once. What it still carries
    // (bench/src/web/analyze.ts, estimates): React and react-dom (~74 KB), the floor of every page;
    // Mantine (~36 KB: the provider and its CSS variables, the inputs the form draws at once, the
    // notifications store); packages/core (~12 KB: the rule evaluator, field checks, the bundle's merge,
    // the patient texts); the form engine
    // (~9 KB), patient-links (~6 KB: the page, the draft and hand-off hooks, the consent state), the
    // clinic's own-form inputs and the upload question's frame (~4 KB), the app's shell (~5 KB),
    // icons (~2 KB) and the language switch (~2 KB). No zod (~25 KB; out since issue 21): the
    // checks the form runs as it draws (signatures, uploads, conditions, tailoring, e-mail) are
    // plain functions in core, and each module's zod schemas sit in a sibling *-schema(s).ts that
    // only the server, the console and the chunks that parse (an upload's answer,
    // patient-links/uploadAnswer.ts) import. The link's own template, the signature dialog, the
    // hand-off dialog, i18next with the Spanish catalogue and the Notifications container load
    // after the first render; Medical History's rows and option lists and the rules of forms 3 and
    // 8 load with their template (core templates/state-rules.ts keeps those rules apart from the
    // bundle's merge, which every link runs), and an upload question's working parts with a form
    // that asks for a file
    // (form-engine/templateParts.ts, forms/FileUploadField.tsx). Issue 21's speed work took
    // TanStack Query out (~10 KB): the link loads through lib/sharedLoad.ts, and the query cache
    // comes only with the pages that use it (app/QueryProvider.tsx). The router (~24 KB) comes only
    // with the rest of the app (App.tsx).
  },
  {
    page: 'patient bucket link (/forms-fill/:id)',
    routes: ['src/app/PatientLinkRoot.tsx', 'src/features/patient-links/BucketFillPage.tsx'],
    budgetKb: PUBLIC_KB,
    // As the form link, with the bucket's steps and progress (the runner's step list): 148.2 KB.
  },
  {
    page: 'patient bucket link in Spanish (/forms-fill/:id, es)',
    // The page waits for patient-language/spanish.ts before it draws (its provider's skeleton
    // until then): the frame's Spanish words, under 1 KB (issue 40). i18next with the rest of the
    // catalogue (~45 KB) loads beside the skeleton, as the template does, and is not counted, as
    // the template is not for English. Before issue 40 the page waited for all of it: 215.9 KB,
    // against 146.1 KB in English.
    routes: [
      'src/app/PatientLinkRoot.tsx',
      'src/features/patient-links/BucketFillPage.tsx',
      'src/features/patient-language/spanish.ts',
    ],
    budgetKb: PUBLIC_KB,
  },
  {
    page: 'sign-in (/login)',
    routes: ['src/App.tsx', 'src/app/staffRoutes.tsx'],
    budgetKb: CONSOLE_KB,
  },
  {
    page: 'staff console (/dashboard)',
    routes: [
      'src/App.tsx',
      'src/app/staffRoutes.tsx',
      'src/app/console.tsx',
      'src/features/dashboard/DashboardPage.tsx',
    ],
    // The revenue chart's drawing (recharts, ~85 KB) loads after the first render.
    budgetKb: CONSOLE_KB,
  },
  {
    page: 'clinic portal (/client-dashboard)',
    routes: [
      'src/App.tsx',
      'src/app/staffRoutes.tsx',
      'src/app/console.tsx',
      'src/features/clinic-dashboard/ClientDashboardPage.tsx',
    ],
    budgetKb: CONSOLE_KB,
  },
];

export interface PageSize {
  page: string;
  jsKb: number;
  cssKb: number;
  files: number;
  budgetKb: number;
  ceilingKb?: number;
  ok: boolean;
}

export function readManifest(dist = webDist): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`no ${file}: build the web app first (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

const gzCache = new Map<string, number>();
export function gzipBytes(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;
    gzCache.set(file, size);
  }
  return size;
}

/**
 * The manifest's key for a lazy module. Rollup sometimes builds a dynamic entry's chunk without
 * a facade (it also carries modules other chunks share); Vite then keys it by file name, so such
 * a chunk is found by its name, which is the module's base name.
 */
function resolveKey(manifest: Manifest, key: string): string | undefined {
  if (manifest[key]) return key;
  const name = path.basename(key).replace(/\.[jt]sx?$/, '');
  const named = Object.keys(manifest).filter(
    (k) => manifest[k]!.isDynamicEntry && !manifest[k]!.src && manifest[k]!.name === name,
  );
  return named.length === 1 ? named[0] : undefined;
}

/** The chunks a browser fetches for these manifest keys: each one and its static imports, once. */
export function staticClosure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no such chunk`);
    seen.add(key);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) {
    const resolved = resolveKey(manifest, key);
    // A missing key means a route moved or stopped being lazy: fail loudly, never pass by omission.
    if (!resolved) throw new Error(`the manifest has no chunk for ${key}: update PAGE_BUDGETS`);
    visit(resolved);
  }
  return chunks;
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('the manifest has no entry chunk');
  return key;
}

export function measurePage(manifest: Manifest, budget: PageBudget, dist = webDist): PageSize {
  const chunks = staticClosure(manifest, [entryKey(manifest), ...budget.routes]);
  const bytes = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipBytes(path.join(dist, file)), 0);
  const js = bytes(chunks.map((c) => c.file));
  const css = bytes([...new Set(chunks.flatMap((c) => c.css ?? []))]);
  const jsKb = Math.round((js / 1024) * 10) / 10;
  return {
    page: budget.page,
    jsKb,
    cssKb: Math.round((css / 1024) * 10) / 10,
    files: chunks.length,
    budgetKb: budget.budgetKb,
    ceilingKb: budget.ceilingKb,
    ok: jsKb <= budget.budgetKb,
  };
}

export function measureAll(dist = webDist): PageSize[] {
  const manifest = readManifest(dist);
  return PAGE_BUDGETS.map((budget) => measurePage(manifest, budget, dist));
}

export function sizeTable(sizes: PageSize[]): string {
  const rows = sizes.map(
    (s) =>
      `| ${s.page} | ${s.jsKb.toFixed(1)} | ${s.budgetKb} | ${s.ok ? 'ok' : 'OVER'} | ${s.cssKb.toFixed(1)} | ${s.files} |`,
  );
  return [
    '| page | JS first load (KB gz) | budget (KB gz) | ok | CSS (KB gz) | JS files |',
    '| --- | ---: | ---: | --- | ---: | ---: |',
    ...rows,
  ].join('\n');
}
