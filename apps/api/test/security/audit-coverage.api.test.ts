import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeLink, recordsRelease } from '../factories/patient-links.js';
import { fileForm, gpsJpeg, upload } from '../factories/uploads.js';
import { makeAndClaim } from '../factories/link-handoff.js';
import { viewFreshCopy } from '../factories/patient-copies.js';
import { reportFigures } from './report.js';
import { entitledCaller, keyOf, request, type Classified } from './matrix.js';
import { ROUTE_CLASSES, type Targets } from './route-classes.js';
import { buildWorld, type World } from './world.js';

/**
 * Audit coverage (issue 7, evidence): every route classified as touching patient data, called
 * successfully, leaves a new audit row naming the caller, clinic B and the outcome.
 */
let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);
afterAll(() => w?.t.close());

interface AuditRow {
  id: number;
  user_id: number | null;
  company_id: number | null;
  action: string;
  outcome: string;
  details: unknown;
}

async function rowsAfter(id: number): Promise<AuditRow[]> {
  return (await w.t.db
    .selectFrom('audit_log')
    .select(['id', 'user_id', 'company_id', 'action', 'outcome', 'details'])
    .where('id', '>', id)
    .orderBy('id')
    .execute()) as AuditRow[];
}

async function lastId(): Promise<number> {
  const row = await w.t.db
    .selectFrom('audit_log')
    .select(({ fn }) => fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The company a row is about: the actor's, or the one named in its details. */
function companyOf(row: AuditRow): number | null {
  if (row.company_id !== null) return Number(row.company_id);
  const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
  const named = (details as { company_id?: unknown } | null)?.company_id;
  return named === undefined || named === null ? null : Number(named);
}

/**
 * A public link route needs a link of its own: opening is fine, a submission uses one up. An
 * upload needs a form that asks for a file.
 */
async function publicTargets(route: Classified): Promise<Targets> {
  if (route.cls.scope !== 'public') return w.targets;
  const formId = route.url.endsWith('/uploads')
    ? await fileForm(w.t.db, w.targets.companyId)
    : w.targets.templateFormId;
  const link = await makeLink(w.t.db, { companyId: w.targets.companyId, formId });
  return { ...w.targets, linkToken: link.token };
}

it('audits every read and change of patient data', async () => {
  const routes: Classified[] = w.t.app.routeTable
    .filter((r) => ROUTE_CLASSES[keyOf(r)]?.patientData)
    .map((r) => ({ ...r, cls: ROUTE_CLASSES[keyOf(r)]! }));
  const missing: string[] = [];
  for (const route of routes) {
    const caller = route.cls.scope === 'public' ? undefined : entitledCaller(w, route);
    const targets = await publicTargets(route);
    const before = await lastId();
    const submitBody = { fields: recordsRelease(), formId: w.targets.templateFormId };
    const response =
      route.url === '/api/public/links/:token/submit'
        ? await w.t.app.inject({
            method: 'POST',
            url: `/api/public/links/${targets.linkToken}/submit`,
            payload: submitBody,
          })
        : route.url === '/api/public/links/:token/uploads'
          ? await upload(w.t.app, targets.linkToken, 'card_front', await gpsJpeg(), 'image/jpeg')
          : route.url === '/api/public/handoffs/claim'
            ? await makeAndClaim(w.t.app, targets.linkToken)
            : route.url === '/api/public/copies/:token/pdf'
              ? await viewFreshCopy(w.t.app, targets.linkToken, w.targets.templateFormId)
              : await request(w.t.app, route, targets, caller?.token ?? '');
    expect(response.statusCode, `${keyOf(route)}: ${response.body}`).toBeLessThan(300);
    const rows = await rowsAfter(before);
    const fits = rows.filter(
      (row) =>
        row.outcome === 'success' &&
        (caller ? Number(row.user_id) === caller.userId : row.user_id === null) &&
        (route.cls.scope === 'provider' || companyOf(row) === w.targets.companyId),
    );
    if (fits.length === 0) {
      missing.push(`${keyOf(route)} (rows: ${JSON.stringify(rows.map((r) => r.action))})`);
    }
  }
  const figures = {
    patientDataRoutes: routes.length,
    audited: routes.length - missing.length,
    missing,
  };
  reportFigures('audit-coverage', figures);
  console.warn(`audit coverage: ${JSON.stringify(figures)}`);
  expect(missing).toEqual([]);
  expect(routes.length).toBeGreaterThanOrEqual(9);
});
