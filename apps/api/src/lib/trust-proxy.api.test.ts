import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTransport } from './outbox/transports.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createUser } from '#test/factories/users.js';

/**
 * Security II, finding 6: behind one proxy (TRUST_PROXY=1) the client is the right-most address
 * the proxy did not write for itself; whatever the client puts in X-Forwarded-For to the left of
 * it is never believed, and a value that is not an address is never taken for one.
 */
const PROXY = '10.0.0.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_FACTOR: '0.1' });
});
afterAll(() => t.close());

/** A new user signs in through `app` (the test's by default): the address audited for it. */
async function loginIp(forwardedFor: string | undefined, remoteAddress = PROXY, app = t.app) {
  const user = await createUser(t.db);
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const answer = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
    headers,
    remoteAddress,
  });
  expect(answer.statusCode).toBe(200);
  const row = await t.db
    .selectFrom('audit_log')
    .select('ip')
    .where('user_id', '=', user.id)
    .where('action', '=', 'auth.login')
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  it('audits the right-most address, not the one the client wrote', async () => {
    expect(await loginIp('1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await loginIp('203.0.113.9')).toBe('203.0.113.9');
    expect(await loginIp(undefined)).toBe(PROXY);
  });

  it('never takes a value that is not an address for the client', async () => {
    expect(await loginIp('not-an-ip')).toBe(PROXY);
    // The chain is broken at the bad value: nothing to its left is believed either.
    expect(await loginIp('1.2.3.4, <script>')).toBe(PROXY);
    expect(await loginIp('garbage, 198.51.100.4')).toBe('198.51.100.4');
  });

  it('limits the address the proxy saw, whatever the client prepends', async () => {
    const check = (spoof: string, client = '192.0.2.77') =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup/check',
        payload: { loginEmail: `probe-${spoof}@harbor.test` },
        headers: { 'x-forwarded-for': `${spoof}, ${client}` },
        remoteAddress: PROXY,
      });
    // Whatever the limit is: a new made-up address on the left each time must not reset it.
    let limited = false;
    for (let i = 0; i < 250 && !limited; i++) {
      limited = (await check(`1.1.1.${i}`)).statusCode === 429;
    }
    expect(limited).toBe(true);
    expect((await check('9.9.9.9')).statusCode).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await check('9.9.9.9', '192.0.2.78')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY with proxy addresses', () => {
  it('skips the listed proxies and stops at the first address not listed', async () => {
    // Another app on the same database, configured as TRUST_PROXY would be.
    const config = {
      ...t.config,
      trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.1' }).trustProxy,
    };
    const listed = await buildApp({ config, db: t.db, transport: createTransport(config) });
    try {
      expect(await loginIp('6.6.6.6, 1.2.3.4, 172.16.0.1', '10.1.2.3', listed)).toBe('1.2.3.4');
    } finally {
      await listed.close();
    }
  });
});

describe('the TRUST_PROXY setting', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('reads a hop count, a list of addresses, or nothing', () => {
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.1 , 192.168.0.0/16,::1 ')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });

  it('refuses what is neither, naming the setting', () => {
    for (const bad of ['all', '10.0.0.300', '10.0.0.0/33', '-1', '1.5', '10.0.0.1,']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
