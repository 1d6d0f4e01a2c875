// A thread started from the TypeScript sources (vitest, `tsx`; runner.ts decides): a worker
// thread does not inherit the parent's loader, so this registers tsx, then loads the thread's
// source, whose URL the runner passes as the last argument. The built server (dist/) starts
// dist/<thread>.js instead.
import { register } from 'tsx/esm/api';

register();
await import(process.argv.at(-1));
