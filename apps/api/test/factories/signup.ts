import { ROLE, currentAgreementVersions, type SignupPayloadInput } from '@paperless/core';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { appWorld, type TestApp } from '../support/app.js';
import { outboxTo } from '../support/outbox.js';
import { createPlan } from './plans.js';
import { createUser, unique } from './users.js';

/** The signup tests' world: the $79 plan clinics sign up to (`planId`), and a Super Admin. */
export function signupWorld() {
  return appWorld({}, async ({ db }) => ({
    planId: await createPlan(db, { price: 79 }),
    superAdmin: await createUser(db, ROLE.superAdmin),
  }));
}

/** Demo mode's card as the wizard sends it: number and expiry only (the CVC stays in the browser). */
export const DEMO_CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39' } as const;

/**
 * A complete, valid signup payload with a unique login e-mail and both agreements accepted in
 * their current versions. Overrides may be anything, to send what a browser should not.
 */
export function signupPayload(
  planId: number,
  overrides: Partial<Record<keyof SignupPayloadInput, unknown>> = {},
) {
  const base = {
    planId,
    businessName: `Harbor Clinic ${unique()}`,
    addressStreet1: '12 Harbor Road',
    addressStreet2: 'Suite 4',
    city: 'Portland',
    state: 'Oregon',
    zipCode: '97201',
    firstName: 'Hana',
    lastName: 'Harbor',
    phoneNumber: '(503) 555-0101',
    billingEmail: `billing-${unique()}@harbor.test`,
    loginEmail: `owner-${unique()}@harbor.test`,
    password: 'secret1',
    confirmPassword: 'secret1',
    acceptTerms: true,
    acceptBaa: true,
    ...currentAgreementVersions(),
  } satisfies Omit<SignupPayloadInput, 'altcha'>;
  // Typed as the valid payload: an override of the wrong kind is what a refusal test sends.
  return { ...base, ...overrides } as typeof base;
}

/**
 * What the wizard's widget sends: a challenge from GET /api/signup/challenge, solved. Test apps
 * set a tiny difficulty, so this takes milliseconds.
 */
export async function solvedSignupProof(app: FastifyInstance): Promise<string> {
  // From an address of its own each time: the challenge's rate limit is not what tests count.
  const remoteAddress = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const response = await app.inject({ method: 'GET', url: '/api/signup/challenge', remoteAddress });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode}`);
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A signup through the wizard's route, with a freshly solved proof unless `payload` has one. */
export async function signUp(app: FastifyInstance, payload: object, remoteAddress = '10.0.0.1') {
  const altcha = await solvedSignupProof(app);
  return app.inject({
    method: 'POST',
    url: '/api/register-client',
    payload: { altcha, ...payload },
    remoteAddress,
  });
}

/** A valid signup payload carrying a freshly solved proof (one signup's worth). */
export async function provenSignup(
  app: FastifyInstance,
  planId: number,
  overrides: Partial<Record<keyof SignupPayloadInput, unknown>> = {},
) {
  return { ...signupPayload(planId, overrides), altcha: await solvedSignupProof(app) };
}

/** The token of the activation link e-mailed to a trial's owner, read back from the outbox. */
export async function activationToken(t: Pick<TestApp, 'app' | 'db'>, to: string): Promise<string> {
  const messages = await outboxTo(t, to);
  const link = messages
    .map((m) => /\/activate\/([A-Za-z0-9_-]+)/.exec(m.body_text ?? '')?.[1])
    .findLast((token) => token !== undefined);
  if (!link) throw new Error(`no activation link was mailed to ${to}`);
  return link;
}

/** Opens a held trial as its owner does: the e-mailed link, then its button. */
export async function activateTrialOf(t: Pick<TestApp, 'app' | 'db'>, to: string) {
  const token = await activationToken(t, to);
  return t.app.inject({ method: 'POST', url: '/api/signup/activate', payload: { token } });
}
