// `npm run bench:web`: the page budgets on the production build. Builds the web app when its
// output is older than its sources, prints each page type's first-load JavaScript against its
// budget, then Lighthouse (mobile) on /landing and on real patient links served by the built
// server. Writes the tables to bench/results/web.md. Figures only: the budgets' pass/fail gate
// is check-budgets.ts, run by `npm test` after the build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureAll, repoRoot, sizeTable, webDist } from './firstLoad.js';
import { lighthouseTable, scorePages } from './lighthouse.js';
import { bigFormLine, bigFormPage, createBigForm } from './bigForm.js';
import { makePatientLink, startServer } from './liveServer.js';

const port = Number(process.env.BENCH_WEB_PORT ?? 3391);

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

function ensureBuilt(): void {
  const manifest = path.join(webDist, '.vite/manifest.json');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/core/src',
  ];
  const fresh =
    existsSync(manifest) &&
    sources.every((s) => newestMtime(path.join(repoRoot, s)) <= statSync(manifest).mtimeMs);
  if (!fresh) {
    console.log('web build missing or older than its sources: building');
    execFileSync('npm', ['run', 'build', '-w', '@paperless/web'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  if (!existsSync(path.join(repoRoot, 'apps/api/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '-w', '@paperless/api'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memGb = Math.round(os.totalmem() / 2 ** 30);
  return `${os.cpus().length} x ${cpu}, ${memGb} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

ensureBuilt();
const sizes = measureAll();
const sizeText = sizeTable(sizes);
console.log(
  `\nJavaScript on first load (gzip -9 of what the browser fetches before the page renders)\n`,
);
console.log(sizeText);

let lighthouseText: string;
if (process.env.BENCH_SKIP_LIGHTHOUSE) {
  lighthouseText = 'skipped (BENCH_SKIP_LIGHTHOUSE set)';
} else {
  const server = await startServer(port);
  // Issue 17: a clinic's own form of 200 blocks with 50 rules, made once through the API.
  let bigForm: Promise<number> | undefined;
  const bigFormId = () => (bigForm ??= createBigForm(server.base));
  try {
    const url = (p: string) => `${server.base}${p}`;
    const scores = await scorePages([
      { page: '/landing', url: async () => url('/landing') },
      {
        page: 'patient form link',
        url: async () => url(await makePatientLink(server.base, 'form')),
      },
      {
        page: 'patient bucket link',
        url: async () => url(await makePatientLink(server.base, 'bucket')),
      },
      {
        page: bigFormPage,
        url: async () => url(await makePatientLink(server.base, 'form', await bigFormId())),
      },
    ]);
    lighthouseText = `${lighthouseTable(scores)}\n\n${bigFormLine(scores)}`;
  } finally {
    await server.stop();
  }
}
console.log(`\nLighthouse ${'(mobile, simulated slow 4G, median of runs)'}\n`);
console.log(lighthouseText);

const report = `# Page budgets

Taken ${new Date().toISOString().slice(0, 10)} on ${machine()}, Chromium ${chromiumVersion()}.
Produced by \`npm run bench:web\` (bench/src/web).

## JavaScript on first load, gzipped

The entry chunk and its static imports, plus the lazy route chunks the router opens for the page
and theirs, from the Vite manifest of the production build.

${sizeText}

## Lighthouse, mobile

${lighthouseText}
`;
const results = path.join(repoRoot, 'bench/results');
mkdirSync(results, { recursive: true });
writeFileSync(path.join(results, 'web.md'), report);
console.log(`\nwritten to bench/results/web.md`);

function chromiumVersion(): string {
  try {
    const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    return execFileSync(chrome, ['--version'], { encoding: 'utf8' })
      .trim()
      .replace(/^Chromium /, '');
  } catch {
    return 'unknown';
  }
}
