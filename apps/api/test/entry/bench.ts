/**
 * `@paperless/api/bench`: what the benchmarks (bench/) call in the API, in one declared place.
 * Bench drives the server's own functions on its own database to time them without HTTP in
 * between; importing them through this file rather than by path keeps a rename inside the API
 * from breaking bench silently (issue 35). Add a name here when a benchmark needs one.
 */

// The database: schema, migrations, reference rows and the embedded driver.
export { loadConfig } from '../../src/config.js';
export { migrateToLatest } from '../../src/db/migrate.js';
export { PGliteDialect } from '../../src/db/pglite-dialect.js';
export { syncReferenceData } from '../../src/db/reference-data.js';
export type { Database } from '../../src/db/schema.js';

// Secrets and sessions, as the server writes them.
export { createCipher, type Cipher } from '../../src/lib/crypto.js';
export { hashPassword } from '../../src/lib/passwords.js';
export { selectSessionUser, toSessionUser } from '../../src/lib/sessions.js';
export { hashToken, newToken } from '../../src/lib/tokens.js';
export { recordCompletePass } from '../../src/modules/key-rotation/pass-record.js';

// The operations bench times.
export { cleanImage } from '../../src/lib/image.js';
export { login } from '../../src/modules/auth/sign-in/service.js';
export { runBilling } from '../../src/modules/billing/run/run.js';
export { listCompanies } from '../../src/modules/companies/service.js';
export { getDashboard } from '../../src/modules/billing/finance/dashboard.js';
export { openLink } from '../../src/modules/links/patient-links/open.js';
export { submitLinkForm } from '../../src/modules/links/patient-links/service.js';
export { runReminderPass } from '../../src/modules/links/reminders/pass.js';
export { listSubmittedForms } from '../../src/modules/submissions/list.js';
export { renderPacketPdf } from '../../src/modules/submissions/packet-pdf.js';
export { renderSubmissionPdf } from '../../src/modules/submissions/pdf/render.js';

// Sample answers and signatures, the same the demo seed fills forms with.
export { sampleSubmission } from '../../src/modules/submissions/pdf/sample-values.js';
export {
  drawnSignature,
  uploadedSignature,
} from '../../src/modules/submissions/pdf/test-images.js';
