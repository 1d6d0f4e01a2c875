// The users module's face: what other modules, the app shell and the jobs may use of it.
// Anything not exported here is the module's own (eslint's boundaries rule holds it).
export { companyUserRoutes } from './company/routes.js';
export { checkEmailFree, loadAccount } from './email-change/apply.js';
export { pendingChange } from './email-change/queries.js';
export { emailInUse } from './queries.js';
export { emailChangeRoutes } from './email-change/routes.js';
export { cancelPendingChange, startEmailChange } from './email-change/service.js';
export { staffToNotify } from './staff/queries.js';
export { staffUserRoutes } from './staff/routes.js';
