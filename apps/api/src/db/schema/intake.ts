// The tables of what a clinic sends and gets back: forms and their versions, buckets, sent links
// and their steps, SMS opt-outs, encounters and submissions, the submitted patients, the files
// patients upload.
import type { ColumnType, Generated } from 'kysely';
import type { PatientLanguage } from '@paperless/core';
import type { CreatedAt, UpdatedAt, Timestamp, DateOnly } from './columns.js';

export interface FormsTable {
  id: Generated<number>;
  company_id: number;
  /** 1 to 10 for a form made from a template; null for a clinic's own form. */
  template_id: number | null;
  raw: ColumnType<string, string | undefined, string>;
  title: string;
  description: string | null;
  status: ColumnType<number, number | undefined, number>;
  fields: ColumnType<unknown, string | null | undefined, string | null>;
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export interface FormVersionsTable {
  id: Generated<number>;
  form_id: number;
  version: number;
  title: string;
  description: string | null;
  fields: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface BucketsTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export interface BucketFormsTable {
  bucket_id: number;
  form_id: number;
  position: number;
}

export interface FormLinksTable {
  id: Generated<string>;
  company_id: number;
  /** sha256 (hex) of the random token in the link; the token itself is never stored. */
  token_hash: string;
  form_id: number | null;
  bucket_id: number | null;
  /** 'kiosk' (issue 19): filled on the clinic's tablet; no recipient, never reminded. */
  channel: 'email' | 'sms' | 'kiosk';
  /** The e-mail address or phone number the link was sent to, sealed (lib/crypto.ts encryptJson). */
  recipient: string;
  created_by: number | null;
  created_at: CreatedAt;
  last_sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
  send_count: ColumnType<number, number | undefined, number>;
  opened_at: Timestamp | null;
  submitted_at: Timestamp | null;
  expires_at: Timestamp;
  /** Migration 0014 (issue 16): the front desk's view of a link. */
  patient_name: string | null;
  visit_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancelled_by: number | null;
  last_opened_at: Timestamp | null;
  /** A bucket's first saved form. */
  progress_at: Timestamp | null;
  reminders_sent: ColumnType<number, number | undefined, number>;
  last_reminded_at: Timestamp | null;
  /** When the next reminder is due; null: none is. */
  next_reminder_at: Timestamp | null;
  reminders_stopped_at: Timestamp | null;
  /** The token sealed (cipher.encryptJson) while reminders may need it; null once finished. */
  token_sealed: string | null;
  /** cipher.mac of the normalised recipient: exact search and STOP's lookup. */
  recipient_mac: string | null;
  /** Migration 0019 (issue 18): the patient's acceptance of the e-sign disclosure. */
  consent_accepted_at: Timestamp | null;
  /** ESIGN_DISCLOSURE_VERSION of the text accepted. */
  consent_version: string | null;
  /** Migration 0032 (issue 21): the language the disclosure was shown in when accepted. */
  consent_language: PatientLanguage | null;
  /** Migration 0022 (issue 19): the kiosk device a kiosk link was started on. */
  kiosk_device_id: ColumnType<
    string | null,
    string | number | null | undefined,
    string | number | null
  >;
  /** Migration 0023: the patient's draft (the browser's draft object, sealed), for hand-offs. */
  draft: string | null;
  draft_saved_at: Timestamp | null;
  /** Migration 0024: the patient's latest "Ask for a new link" (at most one notice a day). */
  renewal_requested_at: Timestamp | null;
  /** Migration 0030 (issue 21): the language the patient reads the link, its e-mails and SMS in. */
  language: ColumnType<PatientLanguage, PatientLanguage | undefined, PatientLanguage>;
}

/** A clinic's tablet in kiosk mode (migration 0022): a credential for one company's kiosk. */
export interface KioskDevicesTable {
  id: Generated<string>;
  company_id: number;
  /** sha256 (hex) of the device's random token; the token lives only on the tablet. */
  token_hash: string;
  /** argon2id of the clinic's PIN that ends kiosk mode on this device. */
  pin_hash: string;
  label: string;
  allow_patient_start: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp | null;
  pin_failures: ColumnType<number, number | undefined, number>;
  pin_locked_until: Timestamp | null;
  ended_at: Timestamp | null;
  ended_by: number | null;
}

/** "Continue on another device" (migration 0023): a short-lived code behind a birth date. */
export interface LinkHandoffsTable {
  id: Generated<string>;
  link_id: string | number;
  company_id: number;
  /** sha256 (hex) of the normalised code. */
  code_hash: string;
  /** The link's token, sealed (cipher.encryptJson): what the claiming device opens. */
  token_sealed: string;
  /** cipher.mac of the birth date (YYYY-MM-DD) the patient confirmed on the first device. */
  dob_mac: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  failures: ColumnType<number, number | undefined, number>;
  locked_at: Timestamp | null;
  claimed_at: Timestamp | null;
}

/** A patient's copy of an encounter's PDFs (migration 0025). */
export interface PatientCopiesTable {
  id: Generated<string>;
  company_id: number;
  encounter_id: string | number;
  /** 'download': 30 minutes in the browser that submitted; 'email': 7 days behind the birth date. */
  kind: 'download' | 'email';
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  failures: ColumnType<number, number | undefined, number>;
  locked_at: Timestamp | null;
  last_viewed_at: Timestamp | null;
}

/**
 * Migration 0038 (issue 39): the patient was told their copy will follow by the link's channel
 * once the visit's PDFs are made; `kept_at` when it was queued.
 */
export interface CopyPromisesTable {
  encounter_id: string | number;
  company_id: number;
  channel: 'email' | 'sms';
  promised_at: CreatedAt;
  kept_at: Timestamp | null;
}

/**
 * Migration 0039 (issue 36): a token a resend replaced, kept as its hash so the older e-mail's
 * URL still says whom to call and can ask for the current link again.
 */
export interface ReplacedLinkTokensTable {
  token_hash: string;
  /** bigint: read as a string, like form_links.id. */
  link_id: ColumnType<string, string | number, string | number>;
  replaced_at: CreatedAt;
}

/** An inbound STOP: no more SMS from that clinic to that number (migration 0014). */
export interface SmsOptOutsTable {
  company_id: number;
  phone_mac: string;
  opted_out_at: CreatedAt;
}

export interface LinkStepsTable {
  link_id: string | number;
  form_id: number;
  form_version: number;
  /** Encrypted like submissions.answers. */
  answers: string;
  created_at: CreatedAt;
  /** Migration 0019: when this form was sent, and the signer (sealed, as submissions.signer). */
  signed_at: Timestamp | null;
  signer: string | null;
  /** Migration 0031 (issue 21): the language the patient sent this form in. */
  language: ColumnType<PatientLanguage, PatientLanguage | undefined, PatientLanguage>;
}

export interface EncountersTable {
  id: Generated<string>;
  company_id: number;
  patient_first_name: string;
  patient_last_name: string;
  patient_dob: DateOnly | null;
  /** HMAC of the normalised name and birth date (store/patient-key.ts); groups a patient. */
  patient_key: string;
  /** The keyring key patient_key was made under; null: an unkeyed sha256 made before 0012. */
  patient_key_id: ColumnType<string | null, string | null | undefined, string | null>;
  completed_at: CreatedAt;
  /** The link whose completion this encounter is (null for encounters made before links). */
  link_id: string | number | null;
}

export interface SubmissionsTable {
  id: Generated<string>;
  encounter_id: string | number;
  company_id: number;
  form_id: number;
  form_version: number;
  form_name: string;
  pdf_key: string | null;
  pdf_name: string | null;
  created_at: CreatedAt;
  link_id: string | number | null;
  /** AES-256-GCM of the answers' JSON; null only for rows made before encryption. */
  answers: string | null;
  pdf_status: 'pending' | 'ready' | 'failed' | null;
  pdf_sha256: string | null;
  /** The key that sealed the PDF file (migration 0008); null: a file stored in clear. */
  pdf_key_id: ColumnType<string | null, string | null | undefined, string | null>;
  pdf_attempts: ColumnType<number, number | undefined, number>;
  pdf_lease_until: Timestamp | null;
  /** Migration 0038 (issue 39): how many times its PDF gave up (each failure is told once). */
  pdf_failures: ColumnType<number, number | undefined, number>;
  /** Migration 0019 (issue 18): when the patient sent this form; null before it. */
  signed_at: Timestamp | null;
  /** The signer's IP address and user agent, sealed (store/signer.ts); null before 0019. */
  signer: string | null;
  /** Migration 0031 (issue 21): the language the patient filled this form in. */
  language: ColumnType<PatientLanguage, PatientLanguage | undefined, PatientLanguage>;
}

/** A clinic's patients with their latest submission (migration 0015; triggers on encounters). */
export interface SubmittedPatientsTable {
  company_id: number;
  patient_key: string;
  last_submitted_at: Date;
}

/** A file a patient uploaded to a file question through a link (migration 0017). */
export interface FormUploadsTable {
  /** crypto.randomUUID(), made by the server. */
  id: string;
  link_id: string | number;
  company_id: number;
  /** The link's form that asks the question (the first, when forms of a bucket share a key). */
  form_id: number;
  /** The question's answer key. */
  field: string;
  /** What was kept: a re-encoded JPEG or PNG, or a rebuilt PDF. */
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: number;
  width: number | null;
  height: number | null;
  pages: number | null;
  /** sha256 (hex) of the kept plain bytes; checked when the file is opened. */
  sha256: string;
  /** lib/storage.ts key of the sealed file. */
  storage_key: string;
  /** The keyring key that sealed the file (a rotation re-seals and updates it). */
  key_id: string;
  /** Set when the submission answering with it is stored; null until then. */
  submission_id: string | number | null;
  created_at: CreatedAt;
}
