import { vi } from 'vitest';

/**
 * Tests stub the network and nothing else: `fetch` answers as the server would, and every module
 * of ours runs for real.
 */
export type FetchHandler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function stubFetch(handler: FetchHandler) {
  const fetchStub = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(new URL(String(input), 'http://localhost'), init)),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** Routes by "METHOD /path"; anything unexpected is a 404 so a test fails loudly. */
export function stubApi(routes: Record<string, (url: URL, init: RequestInit) => Response>) {
  return stubFetch((url, init) => {
    const route = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    return route ? route(url, init) : json(404, { message: `No stub for ${url.pathname}` });
  });
}
