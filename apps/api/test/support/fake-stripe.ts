import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One request to the stand-in for Stripe's REST API, its form body parsed. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

/** What the stand-in answers: a status, a JSON body, and any headers Stripe would add. */
export interface StripeReply {
  status: number;
  body: object;
  headers?: Record<string, string>;
}

/**
 * A stand-in for Stripe's REST API on a loopback port, started before a test file's tests and
 * closed after them. It refuses any secret key but its own, as Stripe does, and `reply` answers
 * the rest. `env()` points an app at it with its keys, once it listens.
 */
export function fakeStripeForFile(
  keys: { secret: string; publishable: string },
  reply: (request: StripeRequest) => StripeReply,
) {
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    const listening = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const answer =
          req.headers.authorization === `Bearer ${keys.secret}`
            ? reply({
                method: req.method ?? '',
                path: req.url ?? '',
                headers: req.headers,
                form: Object.fromEntries(new URLSearchParams(raw)),
              })
            : { status: 401, body: { error: {} } };
        res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    server = listening;
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );
  return {
    env: () => ({
      STRIPE_SECRET_KEY: keys.secret,
      STRIPE_PUBLISHABLE_KEY: keys.publishable,
      STRIPE_API_BASE: base,
    }),
  };
}
