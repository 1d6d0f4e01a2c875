import { currentAgreementVersions, type SignupPayloadInput } from '@paperless/core';
import type { Db } from '../../db/database.js';
import { unique } from '../../test/factories.js';

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
  } satisfies SignupPayloadInput;
  // Typed as the valid payload: an override of the wrong kind is what a refusal test sends.
  return { ...base, ...overrides } as typeof base;
}

export async function createPlan(db: Db, values: { price?: number; isActive?: boolean } = {}) {
  const plan = await db
    .insertInto('plans')
    .values({
      name: `Plan ${unique()}`,
      price: values.price ?? 79,
      encounter: 500,
      overage_cost: 0.4,
      is_active: values.isActive === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return plan.id;
}
