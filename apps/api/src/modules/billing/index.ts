// The billing module's face: what other modules, the app shell and the jobs may use of it.
// Anything not exported here is the module's own (eslint's boundaries rule holds it).
export { cardRoutes } from './cards/routes.js';
export { brandOf } from './cards/stripe.js';
export { deliverBillingNotices } from './clinic/receipts.js';
export { clinicBillingRoutes } from './clinic/routes.js';
export { monthAt } from './finance/periods.js';
export type { Month } from './finance/periods.js';
export { financeRoutes } from './finance/routes.js';
export { DEMO_DECLINED_LAST_FOUR } from './run/charge.js';
export { billingRoutes } from './run/routes.js';
export { formatReport, monthOf, runBilling } from './run/run.js';
