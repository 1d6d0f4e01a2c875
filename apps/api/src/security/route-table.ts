import type { FastifyInstance, RouteOptions } from 'fastify';

/** One registered route as the security checks see it: its method, full URL and access config. */
export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permission: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after collectRoutes ran; read by the isolation and fuzz tests. */
    routeTable: RouteEntry[];
  }
}

/**
 * Records each route's method, URL and access config as it is registered, so the security
 * evidence tests walk the real route list (and fail on a route nobody classified).
 */
export function collectRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { public?: boolean; permission?: string | string[] };
    const permission =
      config.permission === undefined
        ? []
        : typeof config.permission === 'string'
          ? [config.permission]
          : [...config.permission];
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET; it runs the same handler.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({ method, url: route.url, public: config.public === true, permission });
    }
  });
}
