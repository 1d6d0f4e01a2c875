// The uploads module's face: what other modules, the app shell and the jobs may use of it.
// Anything not exported here is the module's own (eslint's boundaries rule holds it).
export { fileFieldsOf } from './file-fields.js';
export { openUpload } from './open.js';
export { cleanUpload } from './clean.js';
export { submissionUploadRoutes } from './staff-routes.js';
export { sweepUnboundUploads } from './sweep.js';
