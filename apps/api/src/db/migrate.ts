import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001_foundation.js';
import * as m0002 from './migrations/0002_plans.js';
import * as m0003 from './migrations/0003_clients.js';
import * as m0004 from './migrations/0004_clinic_portal.js';
import * as m0005 from './migrations/0005_billing.js';
import * as m0006 from './migrations/0006_audit_chain.js';
import * as m0007 from './migrations/0007_account_security.js';
import * as m0008 from './migrations/0008_key_rotation.js';
import * as m0009 from './migrations/0009_scaling.js';
import * as m0010 from './migrations/0010_email_changes.js';
import * as m0011 from './migrations/0011_outbox_sealing.js';
import * as m0012 from './migrations/0012_phi_at_rest.js';
import * as m0013 from './migrations/0013_login_throttle.js';
import * as m0014 from './migrations/0014_front_desk.js';
import * as m0015 from './migrations/0015_submitted_patients.js';
import * as m0016 from './migrations/0016_link_name_search.js';
import * as m0017 from './migrations/0017_form_uploads.js';
import * as m0018 from './migrations/0018_insurance_template.js';
import * as m0019 from './migrations/0019_signature_evidence.js';
import * as m0020 from './migrations/0020_document_verification.js';
import * as m0021 from './migrations/0021_email_layout.js';
import * as m0022 from './migrations/0022_kiosk.js';
import * as m0023 from './migrations/0023_link_handoff.js';
import * as m0024 from './migrations/0024_link_renewal.js';
import * as m0025 from './migrations/0025_patient_copies.js';
import * as m0026 from './migrations/0026_clinic_billing.js';
import * as m0027 from './migrations/0027_terms_and_trial.js';
import * as m0028 from './migrations/0028_practice_profile.js';
import * as m0029 from './migrations/0029_client_name_walk.js';
import * as m0030 from './migrations/0030_patient_language.js';
import * as m0031 from './migrations/0031_submission_language.js';
import * as m0032 from './migrations/0032_consent_language.js';
import * as m0033 from './migrations/0033_reseal_state.js';
import * as m0034 from './migrations/0034_upload_limits.js';
import * as m0035 from './migrations/0035_proof_and_trial_activation.js';
import * as m0036 from './migrations/0036_login_unlocks.js';
import * as m0037 from './migrations/0037_jobs.js';
import * as m0038 from './migrations/0038_failed_pdfs.js';
import * as m0039 from './migrations/0039_replaced_link_tokens.js';

/** Migrations live in code (bundled with the server) and run at start, in name order. */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_plans': m0002,
  '0003_clients': m0003,
  '0004_clinic_portal': m0004,
  '0005_billing': m0005,
  '0006_audit_chain': m0006,
  '0007_account_security': m0007,
  '0008_key_rotation': m0008,
  '0009_scaling': m0009,
  '0010_email_changes': m0010,
  '0011_outbox_sealing': m0011,
  '0012_phi_at_rest': m0012,
  '0013_login_throttle': m0013,
  '0014_front_desk': m0014,
  '0015_submitted_patients': m0015,
  '0016_link_name_search': m0016,
  '0017_form_uploads': m0017,
  '0018_insurance_template': m0018,
  '0019_signature_evidence': m0019,
  '0020_document_verification': m0020,
  '0021_email_layout': m0021,
  '0022_kiosk': m0022,
  '0023_link_handoff': m0023,
  '0024_link_renewal': m0024,
  '0025_patient_copies': m0025,
  '0026_clinic_billing': m0026,
  '0027_terms_and_trial': m0027,
  '0028_practice_profile': m0028,
  '0029_client_name_walk': m0029,
  '0030_patient_language': m0030,
  '0031_submission_language': m0031,
  '0032_consent_language': m0032,
  '0033_reseal_state': m0033,
  '0034_upload_limits': m0034,
  '0035_proof_and_trial_activation': m0035,
  '0036_login_unlocks': m0036,
  '0037_jobs': m0037,
  '0038_failed_pdfs': m0038,
  '0039_replaced_link_tokens': m0039,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * `schema` names the PostgreSQL schema the bookkeeping tables live in. Kysely looks for them by
 * name in every schema of the database unless told which one, so a database holding several
 * schemas (the tests give each file its own) must say which, or a run sees another schema's
 * lock table, skips making its own and fails.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
