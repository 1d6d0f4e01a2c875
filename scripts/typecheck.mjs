// `npm run typecheck`: every TypeScript project, checked by TypeScript 7, the native compiler
// (installed as `typescript-native`): 22 s where 5.9's tsc took 70 s on a 2-core machine, and
// the typecheck was the longest of npm test's static checks. `typescript` stays 5.9 for
// typescript-eslint, which needs the compiler's JavaScript API that 7 no longer has
// (docs/decisions.md, "Test time").
import { fileURLToPath } from 'node:url';
import { runSideBySide } from './testing/side-by-side.mjs';

// Its package exports no path to the command, so the command is found where npm installs it.
const tsc = fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url));
const PROJECTS = ['packages/core', 'apps/api', 'apps/web', 'e2e', 'bench'];
const results = await runSideBySide(
  PROJECTS.map((project) => ({
    name: `tsc 7 -p ${project}`,
    command: process.execPath,
    args: [tsc, '-p', project, '--noEmit'],
  })),
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
