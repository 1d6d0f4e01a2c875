import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY (Security II, finding 6): which X-Forwarded-For hops are our own proxies.
 * - unset, `0`, `false`: none; the client is the socket's address.
 * - a count (`1` = one proxy in front; `true` is read as `1`, as before it meant "behind a proxy"):
 *   that many hops from the right are trusted.
 * - a comma-separated list of proxy addresses or CIDRs: hops from those addresses are trusted.
 * Fastify (through @fastify/proxy-addr) then takes the right-most untrusted hop as request.ip;
 * a client can prepend what it likes, but never reach past our proxies' own entries.
 */
export type TrustProxy = false | number | string[];

function isCidrOrIp(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = (value ?? '').trim();
    if (text === '' || text === '0' || text === 'false') return false;
    if (text === 'true') return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((e) => e.trim());
    if (entries.every(isCidrOrIp)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'a hop count (1 = one proxy in front) or comma-separated proxy addresses/CIDRs',
    });
    return z.NEVER;
  });

/**
 * Fastify's own option for `trustProxy`. A count becomes a function: Fastify 5.12 reads a bare
 * number as "trust nothing" (a hop count cannot check who the immediate peer is), but the server
 * listens on 127.0.0.1 by default, so only the proxy in front reaches it. An installation
 * reachable directly should list its proxies' addresses instead (README, decisions).
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * A hop that is not an IP address cannot have been written by a proxy of ours, so the chain
 * ends there: it and everything the client wrote to its left are dropped before Fastify reads
 * the header. Without this, such a value could become request.ip (the audit log's and the rate
 * limiter's address) whenever it sits where a client address is expected.
 */
export function keepForwardedForValid(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const hops = (Array.isArray(value) ? value.join(',') : value).split(',').map((h) => h.trim());
  let firstValid = hops.length;
  while (firstValid > 0 && isIP(hops[firstValid - 1]!) !== 0) firstValid--;
  const kept = hops.slice(firstValid);
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/** Cleans X-Forwarded-For before anything reads request.ip (the first hook of the app). */
export function installForwardedForGuard(app: FastifyInstance, trust: TrustProxy): void {
  if (trust === false) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    const kept = keepForwardedForValid(headers['x-forwarded-for']);
    if (kept === undefined) delete headers['x-forwarded-for'];
    else headers['x-forwarded-for'] = kept;
    done();
  });
}
