// One autocannon run on loopback: requests per second, latency percentiles, errors (failed
// connections, timeouts and non-2xx answers). `next` varies each request (a token, a body).
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  meanMs: number;
  errors: number;
  requests: number;
}

export interface LoadSpec {
  base: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Per request: a path and/or a JSON body. */
  next?: () => { path?: string; body?: string };
  seconds: number;
  connections: number;
}

export async function load(spec: LoadSpec): Promise<LoadResult> {
  const headers = { ...(spec.headers ?? {}) };
  if (spec.method === 'POST') headers['content-type'] = 'application/json';
  const next = spec.next;
  const result = await autocannon({
    url: `${spec.base}${spec.path}`,
    method: spec.method ?? 'GET',
    headers,
    duration: spec.seconds,
    connections: spec.connections,
    timeout: 30,
    ...(next
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const { path, body } = next();
                return { ...request, ...(path ? { path } : {}), ...(body ? { body } : {}) };
              },
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    meanMs: result.latency.mean,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** Cycles through a list (tokens, e-mails) so each request takes the next. */
export function cycle<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}
