import type { Insertable, Selectable } from 'kysely';
import type {
  EmailChangesTable,
  LoginAttemptsTable,
  LoginUnlocksTable,
  LoginThrottleTable,
  PendingSignupsTable,
  SpentChallengesTable,
  MfaChallengesTable,
  PasswordTokensTable,
  PermissionsTable,
  RecoveryCodesTable,
  RolePermissionsTable,
  RolesTable,
  SessionsTable,
  UsersTable,
} from './schema/accounts.js';
import type {
  CardsTable,
  CompaniesTable,
  CompanySendDaysTable,
  InvoicesTable,
  PlanChangeRequestsTable,
  PlansTable,
  SubscriptionsTable,
  TermsAcceptancesTable,
} from './schema/companies.js';
import type {
  BucketFormsTable,
  BucketsTable,
  EncountersTable,
  FormLinksTable,
  ReplacedLinkTokensTable,
  KioskDevicesTable,
  LinkHandoffsTable,
  PatientCopiesTable,
  CopyPromisesTable,
  FormUploadsTable,
  FormVersionsTable,
  FormsTable,
  LinkStepsTable,
  SmsOptOutsTable,
  SubmissionsTable,
  SubmittedPatientsTable,
} from './schema/intake.js';
import type {
  AuditLogTable,
  CompanyMonthsTable,
  DashboardMonthsTable,
  JobsTable,
  KeyResealStateTable,
  NotificationsTable,
  OutboxTable,
} from './schema/records.js';

export * from './schema/accounts.js';
export * from './schema/companies.js';
export * from './schema/intake.js';
export * from './schema/records.js';

/**
 * The database as Kysely sees it, its tables by feature in ./schema. Timestamps are timestamptz
 * (UTC); soft-deleted rows keep a deleted_at. Keep in step with the migrations in ./migrations.
 */
export interface Database {
  dashboard_months: DashboardMonthsTable;
  company_months: CompanyMonthsTable;
  submitted_patients: SubmittedPatientsTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  plans: PlansTable;
  companies: CompaniesTable;
  forms: FormsTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  encounters: EncountersTable;
  submissions: SubmissionsTable;
  form_versions: FormVersionsTable;
  buckets: BucketsTable;
  bucket_forms: BucketFormsTable;
  form_links: FormLinksTable;
  replaced_link_tokens: ReplacedLinkTokensTable;
  sms_opt_outs: SmsOptOutsTable;
  link_steps: LinkStepsTable;
  kiosk_devices: KioskDevicesTable;
  link_handoffs: LinkHandoffsTable;
  patient_copies: PatientCopiesTable;
  copy_promises: CopyPromisesTable;
  form_uploads: FormUploadsTable;
  cards: CardsTable;
  plan_change_requests: PlanChangeRequestsTable;
  terms_acceptances: TermsAcceptancesTable;
  users: UsersTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  password_tokens: PasswordTokensTable;
  email_changes: EmailChangesTable;
  login_attempts: LoginAttemptsTable;
  login_throttle: LoginThrottleTable;
  login_unlocks: LoginUnlocksTable;
  spent_challenges: SpentChallengesTable;
  pending_signups: PendingSignupsTable;
  outbox: OutboxTable;
  company_send_days: CompanySendDaysTable;
  audit_log: AuditLogTable;
  notifications: NotificationsTable;
  key_reseal_state: KeyResealStateTable;
  jobs: JobsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OutboxRow = Selectable<OutboxTable>;
