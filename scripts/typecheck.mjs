// `npm run typecheck`: every TypeScript project, two at a time (tsc uses one core).
import { runSideBySide } from './testing/side-by-side.mjs';

const PROJECTS = ['packages/core', 'apps/api', 'apps/web', 'e2e', 'bench'];
const results = await runSideBySide(
  PROJECTS.map((project) => ({
    name: `tsc -p ${project}`,
    command: 'npx',
    args: ['tsc', '-p', project, '--noEmit'],
  })),
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
