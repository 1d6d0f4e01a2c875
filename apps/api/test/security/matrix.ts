import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../../src/security/route-table.js';
import { pathFor, ROUTE_CLASSES, type RouteClass, type Targets } from './route-classes.js';
import { hasAny, type Caller, type World } from './world.js';

export const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/**
 * The routes of the API (and the health check). The built web app's files, served one route per
 * file when apps/web is built, are static public content and not part of it.
 */
export function apiRoutes(table: readonly RouteEntry[]): RouteEntry[] {
  return table.filter((r) => r.url.startsWith('/api/') || r.url === '/healthz');
}

/** Routes of the app that no entry of ROUTE_CLASSES describes (each must be classified). */
export function unclassified(table: readonly RouteEntry[]): string[] {
  return apiRoutes(table)
    .map(keyOf)
    .filter((key) => !(key in ROUTE_CLASSES));
}

export interface Classified extends RouteEntry {
  cls: RouteClass;
}

/**
 * Every classified route but the docs, in the order the suites call them: deletions after the
 * rest, then the 'last' ones (session enders) in their order, so none starves the next calls.
 */
export function classifiedRoutes(table: readonly RouteEntry[]): Classified[] {
  const rank = (r: Classified) => (r.cls.last ? 10 + r.cls.last : r.method === 'DELETE' ? 1 : 0);
  return apiRoutes(table)
    .filter((r) => ROUTE_CLASSES[keyOf(r)])
    .map((r) => ({ ...r, cls: ROUTE_CLASSES[keyOf(r)]! }))
    .filter((r) => r.cls.scope !== 'docs')
    .sort((x, y) => rank(x) - rank(y));
}

/** The routes behind a session, in the same order. */
export function guardedRoutes(table: readonly RouteEntry[]): Classified[] {
  return classifiedRoutes(table).filter((r) => r.cls.scope !== 'public');
}

/** One request of a route as a caller sends it, aimed at clinic B. */
export function request(
  app: FastifyInstance,
  route: Classified,
  targets: Targets,
  token: string,
  path = pathFor(route.url, route.cls, targets),
): Promise<LightMyRequestResponse> {
  const query = route.cls.query?.(targets);
  const body = route.cls.body?.(targets);
  return app.inject({
    method: route.method as 'GET',
    url: path,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { payload: body as object } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The callers that must not reach clinic B through a route (besides those entitled to). */
export function matrixCallers(w: World, route: Classified): Caller[] {
  const p = w.providers;
  const lacking = [p.superAdmin, p.subSuperAdmin, p.productAdmin, p.sales2].filter(
    (c) => !hasAny(c, route.permission),
  );
  return [w.clinicA.owner, w.clinicA.staff, p.sales1, ...lacking, p.noPermission, ...w.anonymous];
}

/** Callers allowed to use the route on clinic B, the likeliest first. */
export function entitledCallers(w: World, route: Classified): Caller[] {
  const order =
    route.cls.scope === 'clinic'
      ? [w.clinicB.owner, w.providers.superAdmin, w.clinicB.staff]
      : [w.providers.superAdmin, w.clinicB.owner];
  return order.filter((c) => hasAny(c, route.permission));
}

/** A caller allowed to use the route on clinic B (the positive control of the matrix). */
export function entitledCaller(w: World, route: Classified): Caller | undefined {
  return entitledCallers(w, route)[0];
}

/**
 * Why an answer is a leak, or null. The expectation follows from the route's permission and
 * class, never from a per-route list: without a session or the permission nothing succeeds;
 * with it, a caller who does not reach clinic B may succeed only on what is not B's, and must
 * never see B's data (found by its marker).
 */
export function leakOf(
  route: Classified,
  caller: Caller,
  response: LightMyRequestResponse,
  marker: string,
): string | null {
  const ok = response.statusCode >= 200 && response.statusCode < 300;
  if (!ok) return null;
  if (caller.kind === 'anonymous') return 'answered without a valid session';
  if (!hasAny(caller, route.permission)) return 'answered without the permission';
  const shows = response.body.includes(marker);
  if (shows && !caller.reachesB) return "shows clinic B's data";
  if (route.cls.scope !== 'clinic' || caller.reachesB) return null;
  const targetsB =
    (route.cls.param !== undefined && route.cls.param !== 'filter') || route.cls.namesCompany;
  return targetsB ? "acted on clinic B's data" : null;
}
