// The key-rotation module's face: what other modules, the app shell and the jobs may use of it.
// Anything not exported here is the module's own (eslint's boundaries rule holds it).
export { ENV_KEY_STEPS, formatStatus, formatTotals } from './report.js';
export { resealAll } from './reseal.js';
export type { ResealCount } from './reseal.js';
export { countByKey, notUnderPrimary } from './sealed-data.js';
export { createResealWorker } from './worker.js';
export type { ResealWorker } from './worker.js';
