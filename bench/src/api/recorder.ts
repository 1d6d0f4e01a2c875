// Records the SQL each measured route sends, by calling the route's own service function once
// against the seeded database with statement logging on. The limit server replays exactly these
// statements, so "the same query" stays true when a module changes its queries.
import type { LogEvent } from 'kysely';
import {
  type Cipher,
  getDashboard,
  listCompanies,
  listSubmittedForms,
  loadConfig,
  login,
  openLink,
  selectSessionUser,
  submitLinkForm,
  toSessionUser,
} from '@paperless/api/bench';
import type { LinkPool } from './pools.js';
import { BENCH_PASSWORD, recordsReleaseAnswers, staffEmail, superEmail } from './seed.js';
import type { Opened } from './target.js';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface RecordedRoute {
  statements: Statement[];
  /** Run the statements in one transaction, as the route does. */
  transaction: boolean;
}

export interface Recording {
  signin: RecordedRoute & { passwordHash: string };
  search: RecordedRoute;
  dashboard: RecordedRoute;
  submitted: RecordedRoute;
  open: RecordedRoute;
  /** Replayed with each fresh link's id and token hash in place of these. */
  submit: RecordedRoute & { linkId: string; tokenHash: string };
}

export const SEARCH_TERM = 'family';
const IP = '127.0.0.1';

/** A statement log to pass to openTarget; `take()` returns what was logged since the last take. */
export function statementLog() {
  let statements: Statement[] = [];
  return {
    log(event: LogEvent) {
      if (event.level !== 'query') return;
      const params = event.query.parameters.map((p) => (p instanceof Date ? p.toISOString() : p));
      statements.push({ sql: event.query.sql, params });
    },
    take(): Statement[] {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

export async function recordRoutes(
  opened: Opened,
  log: ReturnType<typeof statementLog>,
  p: {
    cipher: Cipher;
    dataDir: string;
    bigCompanyId: number;
    openPool: LinkPool;
    recordPool: LinkPool;
  },
): Promise<Recording> {
  const { db } = opened;
  const config = loadConfig({ DATA_DIR: p.dataDir, LOG_LEVEL: 'silent' });
  const row = await selectSessionUser(db)
    .where('u.email', '=', superEmail)
    .executeTakeFirstOrThrow();
  const auth = {
    sessionId: 0,
    user: toSessionUser(row),
    permissions: row.permissions,
    companyTimeZone: row.company_time_zone,
  };
  const actor = { userId: row.id, role: row.role, companyId: null, ip: IP };
  log.take();

  const signinEmail = staffEmail(2);
  await login({
    db,
    config,
    cipher: p.cipher,
    email: signinEmail,
    password: BENCH_PASSWORD,
    remember: false,
    ip: IP,
    userAgent: 'bench',
  });
  const signin = {
    statements: log.take(),
    transaction: false,
    passwordHash: row.password_hash ?? '',
  };

  await listCompanies(db, auth, { page: 1, per_page: 25, search: SEARCH_TERM });
  const search = { statements: log.take(), transaction: false };
  await getDashboard(db, auth, { filter: 'All' });
  const dashboard = { statements: log.take(), transaction: false };
  await listSubmittedForms({ db, actor }, p.bigCompanyId, { page: 1, per_page: 10 });
  const submitted = { statements: log.take(), transaction: false };

  // The second open of a link: what nearly every open under load is.
  await openLink({ db, token: p.openPool.tokens[0]!, ip: IP });
  log.take();
  await openLink({ db, token: p.openPool.tokens[0]!, ip: IP });
  const open = { statements: log.take(), transaction: true };

  await submitLinkForm({
    db,
    cipher: p.cipher,
    token: p.recordPool.tokens[0]!,
    payload: { formId: p.recordPool.formIds[0]!, lastForm: false, fields: recordsReleaseAnswers() },
    ip: IP,
  });
  const submit = {
    statements: log.take(),
    transaction: true,
    linkId: p.recordPool.linkIds[0]!,
    tokenHash: p.recordPool.hashes[0]!,
  };
  return { signin, search, dashboard, submitted, open, submit };
}
