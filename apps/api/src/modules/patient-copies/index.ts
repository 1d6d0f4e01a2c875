// The patient-copies module's face: what other modules, the app shell and the jobs may use of it.
// Anything not exported here is the module's own (eslint's boundaries rule holds it).
export { issuePatientCopies } from './issue.js';
export { keepCopyPromises } from './promise.js';
export { patientCopyRoutes } from './routes.js';
