// Bundles the server and its command-line entry points into dist/. @paperless/core is
// TypeScript source, so it is bundled in; every npm dependency stays external and is
// loaded from node_modules at run time (sharp among them: a native addon with its libvips).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@paperless/core');

await build({
  entryPoints: {
    main: 'src/main.ts',
    'seed-demo': 'src/cli/seed-demo.ts',
    'billing-run': 'src/cli/billing-run.ts',
    'reminders-run': 'src/cli/reminders-run.ts',
    'audit-verify': 'src/cli/audit-verify.ts',
    'keys-rotate': 'src/cli/keys-rotate.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'storage-migrate': 'src/cli/storage-migrate.ts',
    // Threads (lib/threads/runner.ts starts each by its name, beside whichever entry it runs in):
    // the PDF render thread and the thread that reads patients' PDFs.
    'pdf-render-thread': 'src/modules/submissions/pdf-worker/render-thread.ts',
    'upload-pdf-thread': 'src/modules/uploads/pdf-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    // Bundled CommonJS helpers expect require(); give them one in the ESM bundle.
    js: "import { createRequire as __pcCreateRequire } from 'node:module'; const require = __pcCreateRequire(import.meta.url);",
  },
});
