// The render thread when the server runs from its TypeScript sources (vitest, `tsx`): a worker
// thread does not inherit the parent's loader, so it registers tsx itself before loading the
// thread. The built server (dist/) starts dist/pdf-render-thread.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./render-thread.ts');
