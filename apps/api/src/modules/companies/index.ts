// The companies module's face: what other modules, the app shell and the jobs may use of it.
// Anything not exported here is the module's own (eslint's boundaries rule holds it).
export { checkLoginEmailFree } from './checks.js';
export { giveTemplateForms } from './forms.js';
export { storeLogo } from './logo.js';
export { companyRoutes } from './routes.js';
export { TRIAL_DAYS } from './subscription.js';
