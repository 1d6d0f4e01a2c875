import { messages } from '@paperless/core';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig, type Config } from '../../config.js';
import { createTransport } from '../outbox/transports.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic } from '#test/factories/clinics.js';
import { createUser } from '#test/factories/users.js';
import { makeLink, templateFormId } from '#test/factories/patient-links.js';
import { DEMO_CARD, signupPayload, solvedSignupProof } from '#test/factories/signup.js';
import { RATE_RULES } from './rules.js';

// A tenth of the production limits keeps these tests short; the factor is the only difference.
const FACTOR = 0.1;
const scaled = (rule: { max: number }) => Math.max(1, Math.round(rule.max * FACTOR));
let n = 0;
/** A fresh address per test, so no test spends another's allowance. */
const newIp = () => `198.51.100.${++n}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: String(FACTOR) });
});
afterAll(() => t.close());

/** Another app instance on the same database (cheap: no new database), with its own limits. */
async function sibling(rateLimit: Partial<Config['rateLimit']>) {
  const config = { ...t.config, rateLimit: { ...t.config.rateLimit, ...rateLimit } };
  const app = await buildApp({ config, db: t.db, transport: createTransport(config) });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, payload: object, ip: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const login = (app: FastifyInstance, email: string, ip: string, password = 'wrong password') =>
  post(app, '/api/login', { email, password }, ip);

function expectLimited(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: messages.tooManyRequests });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
}

describe('sign-in', () => {
  it('limits attempts per address across accounts; other addresses go on', async () => {
    const ip = newIp();
    for (let i = 0; i < scaled(RATE_RULES.loginIp); i++) {
      expect((await login(t.app, `nobody-${i}-${n}@example.com`, ip)).statusCode).toBe(401);
    }
    const user = await createUser(t.db);
    expectLimited(await login(t.app, user.email, ip, user.password));
    expect((await login(t.app, user.email, newIp(), user.password)).statusCode).toBe(200);
  });

  it('limits attempts per e-mail and address; the owner elsewhere is never refused', async () => {
    const user = await createUser(t.db);
    const ip = newIp();
    for (let i = 0; i < scaled(RATE_RULES.loginEmail); i++) {
      expect((await login(t.app, user.email, ip)).statusCode).toBe(401);
    }
    // The same address in other letters is the same account.
    expectLimited(await login(t.app, ` ${user.email.toUpperCase()}`, ip, user.password));
    expect((await login(t.app, user.email, newIp(), user.password)).statusCode).toBe(200);
  });

  it('does not count requests refused by validation', async () => {
    const ip = newIp();
    for (let i = 0; i < scaled(RATE_RULES.loginIp) + 2; i++) {
      expect((await post(t.app, '/api/login', { email: 'not an email' }, ip)).statusCode).toBe(422);
    }
    const user = await createUser(t.db);
    expect((await login(t.app, user.email, ip, user.password)).statusCode).toBe(200);
  });

  it('limits proof-of-work challenges and unlock links per address', async () => {
    const ip = newIp();
    const challenge = () => t.app.inject({ url: '/api/login/challenge', remoteAddress: ip });
    for (let i = 0; i < scaled(RATE_RULES.loginChallengeIp); i++) {
      expect((await challenge()).statusCode).toBe(200);
    }
    expectLimited(await challenge());

    const unlockIp = newIp();
    const unlock = () => post(t.app, '/api/login/unlock', { token: 'never-sent' }, unlockIp);
    for (let i = 0; i < scaled(RATE_RULES.loginUnlockIp); i++) {
      expect((await unlock()).statusCode).toBe(400);
    }
    expectLimited(await unlock());
  });

  it('limits the two-factor step per address', async () => {
    const ip = newIp();
    const step = () =>
      post(
        t.app,
        '/api/login/mfa',
        { challenge: randomBytes(32).toString('base64url'), code: '123456' },
        ip,
      );
    for (let i = 0; i < scaled(RATE_RULES.mfaIp); i++) expect((await step()).statusCode).toBe(401);
    expectLimited(await step());
  });
});

describe('forgot password', () => {
  it('limits requests per e-mail and per address, with the same answer before the limit', async () => {
    const email = `forgot-${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < scaled(RATE_RULES.forgotEmail); i++) {
      expect((await post(t.app, '/api/forgot-password', { email }, newIp())).statusCode).toBe(200);
    }
    expectLimited(await post(t.app, '/api/forgot-password', { email }, newIp()));

    const ip = newIp();
    for (let i = 0; i < scaled(RATE_RULES.forgotIp); i++) {
      const other = `other-${i}-${n}@example.com`;
      expect((await post(t.app, '/api/forgot-password', { email: other }, ip)).statusCode).toBe(
        200,
      );
    }
    expectLimited(await post(t.app, '/api/forgot-password', { email: 'fresh@example.com' }, ip));
  });
});

describe('patient links', () => {
  it('limits submissions per link token, whatever the address', async () => {
    const token = `guess-${randomBytes(8).toString('hex')}`;
    const url = `/api/public/links/${token}/submit`;
    const body = { formId: 1, fields: { a: 1 } };
    for (let i = 0; i < scaled(RATE_RULES.submitToken); i++) {
      expect((await post(t.app, url, body, newIp())).statusCode).toBe(404);
    }
    expectLimited(await post(t.app, url, body, newIp()));
  });

  it('limits every lookup per address at a higher limit than the misses', async () => {
    const clinic = await createClinic(t.app, t.db);
    const { token } = await makeLink(t.db, {
      companyId: clinic.id,
      formId: await templateFormId(t.db, clinic.id, 1),
    });
    const ip = newIp();
    const open = () => t.app.inject({ url: `/api/public/links/${token}`, remoteAddress: ip });
    for (let i = 0; i < scaled(RATE_RULES.linkIp); i++) expect((await open()).statusCode).toBe(200);
    expectLimited(await open());
  });
});

// Security III, finding 4: an IPv6 subscriber picks any of its /64's addresses at will.
describe('an IPv6 client is counted by its /64', () => {
  /** A fresh /64 per call, and an address in it per host number. */
  const newBlock = () => {
    const prefix = `2001:db8:${(++n).toString(16)}:1`;
    return (host: number) => `${prefix}::${host.toString(16)}`;
  };

  it('one address rule: forgot password', async () => {
    const block = newBlock();
    const forgot = (ip: string, i: number) =>
      post(t.app, '/api/forgot-password', { email: `v6-${i}-${n}@example.com` }, ip);
    for (let i = 0; i < scaled(RATE_RULES.forgotIp); i++) {
      expect((await forgot(block(i + 1), i)).statusCode).toBe(200);
    }
    expectLimited(await forgot(block(0xffff), 99));
    expect((await forgot(newBlock()(1), 100)).statusCode).toBe(200);
  });

  it('the e-mail and address rule of sign-in', async () => {
    const user = await createUser(t.db);
    const block = newBlock();
    for (let i = 0; i < scaled(RATE_RULES.loginEmail); i++) {
      expect((await login(t.app, user.email, block(i + 1))).statusCode).toBe(401);
    }
    expectLimited(await login(t.app, user.email, block(0xbeef), user.password));
    expect((await login(t.app, user.email, newBlock()(1), user.password)).statusCode).toBe(200);
  });

  it("patient links' misses", async () => {
    const block = newBlock();
    const miss = (ip: string) =>
      t.app.inject({
        url: `/api/public/links/miss-${randomBytes(8).toString('hex')}`,
        remoteAddress: ip,
      });
    for (let i = 0; i < scaled(RATE_RULES.linkMissIp); i++) {
      expect((await miss(block(i + 1))).statusCode).toBe(404);
    }
    expectLimited(await miss(block(0xcafe)));
    expect((await miss(newBlock()(1))).statusCode).toBe(404);
  });
});

it('limits signup attempts per address, and the e-mail check harder', async () => {
  const ip = newIp();
  // Each with a solved proof, so the request passes validation and is counted.
  const register = async () =>
    post(
      t.app,
      '/api/register-client',
      { ...signupPayload(999_999), ...DEMO_CARD, altcha: await solvedSignupProof(t.app) },
      ip,
    );
  for (let i = 0; i < scaled(RATE_RULES.signupIp); i++) {
    expect((await register()).statusCode).toBe(422);
  }
  expectLimited(await register());

  const checkIp = newIp();
  for (let i = 0; i < scaled(RATE_RULES.signupCheckIp); i++) {
    const probe = { loginEmail: `probe-${i}-${n}@harbor.test` };
    expect((await post(t.app, '/api/signup/check', probe, checkIp)).statusCode).toBe(200);
  }
  expectLimited(await post(t.app, '/api/signup/check', { loginEmail: 'x@harbor.test' }, checkIp));
});

it('is on by default, at the production limits', async () => {
  const defaults = loadConfig({}).rateLimit;
  expect(defaults).toMatchObject({ factor: 1, redisUrl: undefined });
  const plain = await sibling(defaults);
  try {
    const email = `default-${randomBytes(4).toString('hex')}@example.com`;
    const forgot = () => post(plain, '/api/forgot-password', { email }, newIp());
    for (let i = 0; i < RATE_RULES.forgotEmail.max; i++)
      expect((await forgot()).statusCode).toBe(200);
    expectLimited(await forgot());
  } finally {
    await plain.close();
  }
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('SKIPPED: rate limits shared through Redis (set TEST_REDIS_URL)');

describe.skipIf(!redisUrl)('with Redis', () => {
  it('two app instances sharing Redis share the counts', async () => {
    const shared = {
      redisUrl,
      redisPrefix: `paperless-test:${randomBytes(6).toString('hex')}:`,
      factor: FACTOR,
    };
    const [a, b] = await Promise.all([sibling(shared), sibling(shared)]);
    try {
      const email = 'shared@example.com';
      // The e-mail rule counts per e-mail and address (Security II): one address throughout.
      const ip = newIp();
      // Alternate between the two instances: each alone would still allow more.
      expect(scaled(RATE_RULES.loginEmail)).toBeGreaterThan(1);
      for (let i = 0; i < scaled(RATE_RULES.loginEmail); i++) {
        expect((await login(i % 2 === 0 ? a : b, email, ip)).statusCode).toBe(401);
      }
      expectLimited(await login(a, email, ip));
      expectLimited(await login(b, email, ip));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

it('lets requests through, and keeps answering, when Redis is down (fails open)', async () => {
  const down = await sibling({ redisUrl: 'redis://127.0.0.1:1', factor: 0.01 });
  try {
    const ip = newIp();
    // With the limits working, the second attempt would be refused.
    for (let i = 0; i < 3; i++) {
      expect((await login(down, 'nobody@example.com', ip)).statusCode).toBe(401);
    }
  } finally {
    await down.close();
  }
});
