// The notifications module's face: what other modules, the app shell and the jobs may use of it.
// Anything not exported here is the module's own (eslint's boundaries rule holds it).
export { notifyClinicUsers } from './clinic-notice.js';
export { notifyCompletion, notifyRenewalRequest } from './completion.js';
export { runDigestPass } from './digest.js';
export { ACTIVITY_PATH } from './mail.js';
export { notifyPdfFailed } from './pdf-failed.js';
export { notificationRoutes } from './routes.js';
