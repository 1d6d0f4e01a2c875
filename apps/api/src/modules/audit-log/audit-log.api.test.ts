import {
  AUDIT_LOG_CSV_HEADER,
  auditLogMessages,
  ROLE,
  type AuditLogActionsResponse,
  type AuditLogListResponse,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../lib/audit.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs, unique, type TestUser } from '#test/factories/users.js';

let t: TestApp;
let admin: TestUser;
let adminToken: string;
let owner: TestUser;
let ownerToken: string;
let other: TestUser;
const tag = unique();
const action = (name: string) => `test_${tag}.${name}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, ROLE.superAdmin);
  owner = await createUser(t.db, ROLE.clientAdmin, { owner: true });
  other = await createUser(t.db, ROLE.clientAdmin, { owner: true });
  adminToken = (await loginAs(t.app, admin)).token;
  ownerToken = (await loginAs(t.app, owner)).token;
  const actor = (u: TestUser) => ({
    userId: u.id,
    role: 'x',
    companyId: u.companyId,
    ip: '10.1.1.1',
  });
  await writeAudit(t.db, actor(owner), { action: action('own'), targetType: 'form', targetId: 1 });
  await writeAudit(t.db, actor(other), {
    action: action('other'),
    targetType: 'form',
    targetId: 2,
  });
  // Staff acting on the owner's company: the owner sees it in their own log.
  await writeAudit(t.db, actor(admin), {
    action: action('staff'),
    targetType: 'company',
    targetId: owner.companyId!,
    details: { note: 'a "quoted", multi\nline =value' },
  });
});
afterAll(() => t.close());

const list = (token: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/audit-log${query}`,
    headers: token ? bearer(token) : {},
  });
const exportCsv = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/audit-log/export.csv${query}`, headers: bearer(token) });

describe('GET /api/audit-log', () => {
  it('needs a session and the view_audit_log permission', async () => {
    expect((await list(null)).statusCode).toBe(401);
    for (const role of [ROLE.subClientAdmin, ROLE.salesPerson, ROLE.productAdmin]) {
      const user = await createUser(t.db, role);
      const { token } = await loginAs(t.app, user);
      expect((await list(token)).statusCode, role).toBe(403);
      const csv = await exportCsv(token);
      expect(csv.statusCode, role).toBe(403);
      const denied = await t.db
        .selectFrom('audit_log')
        .select(['outcome', 'target_id'])
        .where('action', '=', 'access.denied')
        .where('user_id', '=', user.id)
        .execute();
      expect(denied.map((d) => d.target_id).sort()).toEqual([
        'GET /api/audit-log',
        'GET /api/audit-log/export.csv',
      ]);
    }
  });

  it("shows a clinic owner failed sign-ins to their clinic's accounts", async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: 'not the password' },
    });
    expect(failed.statusCode).toBe(401);
    const rows = (await list(ownerToken, '?action=auth.login')).json<AuditLogListResponse>().data;
    expect(rows[0]).toMatchObject({ outcome: 'failure', user: { id: owner.id } });
  });

  it('shows Super Admin every company, with names, newest first, and audits the read', async () => {
    const response = await list(adminToken, `?action=auth.login&user=${admin.email}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<AuditLogListResponse>();
    expect(body).toMatchObject({ page: 1, per_page: 25, total: 1, total_capped: false });
    expect(body.data[0]).toMatchObject({
      action: 'auth.login',
      outcome: 'success',
      role: ROLE.superAdmin,
      user: { id: admin.id, email: admin.email, name: 'Test SuperAdmin' },
      target_type: 'user',
      target_id: String(admin.id),
      company: null,
    });
    expect(body.data[0]!.ip).toBeTruthy();

    const mine = (
      await list(adminToken, `?action=${action('other')}`)
    ).json<AuditLogListResponse>();
    expect(mine.data.map((r) => r.company?.id)).toEqual([other.companyId]);
    expect(mine.data[0]!.company?.name).toMatch(/^Clinic /);

    const views = await t.db
      .selectFrom('audit_log')
      .select(['details', 'user_id'])
      .where('action', '=', 'audit_log.view')
      .where('user_id', '=', admin.id)
      .orderBy('id', 'desc')
      .execute();
    expect(views[0]!.details).toMatchObject({ action: action('other'), page: 1, count: 1 });
  });

  it('filters by company (its own rows and staff actions on it) and by dates', async () => {
    const byCompany = await list(adminToken, `?company_id=${owner.companyId}&user=`);
    const actions = byCompany.json<AuditLogListResponse>().data.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining([action('own'), action('staff'), 'auth.login']));
    expect(actions).not.toContain(action('other'));

    const today = new Date().toISOString().slice(0, 10);
    const within = await list(adminToken, `?action=${action('own')}&from=${today}&to=${today}`);
    expect(within.json<AuditLogListResponse>().total).toBe(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const later = await list(
      adminToken,
      `?action=${action('own')}&from=${encodeURIComponent(tomorrow)}`,
    );
    expect(later.json<AuditLogListResponse>().total).toBe(0);
  });

  it('pages with a bounded count', async () => {
    for (let i = 0; i < 3; i++) await loginAs(t.app, admin);
    // Sign-ins only: each read adds an audit_log.view row, which would shift the pages.
    const first = (
      await list(adminToken, '?action=auth.login&per_page=2')
    ).json<AuditLogListResponse>();
    const second = (
      await list(adminToken, '?action=auth.login&per_page=2&page=2')
    ).json<AuditLogListResponse>();
    expect(first.data).toHaveLength(2);
    expect(second.data[0]!.id).toBeLessThan(first.data[1]!.id);
    expect(first.total).toBeGreaterThanOrEqual(4);
  });

  it('names the field of a bad filter', async () => {
    const badDate = await list(adminToken, '?from=yesterday');
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors).toEqual({ from: [auditLogMessages.badDate] });
    const reversed = await list(adminToken, '?from=2025-03-05&to=2025-03-04');
    expect(reversed.json().errors).toEqual({ to: [auditLogMessages.toBeforeFrom] });
    const deep = await list(adminToken, '?page=500&per_page=100');
    expect(deep.json().errors).toEqual({ page: [auditLogMessages.pageTooDeep] });
  });

  it("keeps a clinic owner to their own company's log, whatever they ask for", async () => {
    const response = await list(ownerToken, `?company_id=${other.companyId}&per_page=100`);
    expect(response.statusCode).toBe(200);
    const rows = response.json<AuditLogListResponse>().data;
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining([action('own'), action('staff')]));
    expect(actions).not.toContain(action('other'));
    expect(rows.every((r) => r.company?.id === owner.companyId)).toBe(true);
  });
});

describe('GET /api/audit-log/export.csv', () => {
  it('streams quoted CSV with a header row, and audits the export', async () => {
    const response = await exportCsv(adminToken, `?company_id=${owner.companyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(AUDIT_LOG_CSV_HEADER.join(','));
    const staff = response.body.split('\r\n').find((l) => l.includes(action('staff')))!;
    // details JSON: quoted, inner quotes doubled, the line break kept inside the quotes.
    expect(response.body).toContain('"{""note"":""a \\""quoted\\"", multi\\nline =value""}"');
    expect(staff).toContain(`,${admin.email},`);
    expect(response.body).not.toContain(action('other'));

    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'audit_log.export')
      .where('user_id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ company_id: owner.companyId });
  });

  it("gives a clinic owner only their own company's rows", async () => {
    const body = (await exportCsv(ownerToken, `?company_id=${other.companyId}`)).body;
    expect(body).toContain(action('own'));
    expect(body).not.toContain(action('other'));
  });
});

describe('GET /api/audit-log/actions', () => {
  it('lists each action name once, in order', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log/actions',
      headers: bearer(adminToken),
    });
    const { actions } = response.json<AuditLogActionsResponse>();
    expect(actions).toEqual(expect.arrayContaining(['auth.login', action('own')]));
    expect(actions).toEqual([...new Set(actions)].sort());
  });
});
