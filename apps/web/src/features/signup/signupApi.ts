import {
  publicPlansResponseSchema,
  signupConfigSchema,
  type PaymentIntentResponse,
  type PublicPlan,
  type SignupConfig,
  type SignupPayloadInput,
  type SignupResponse,
} from '@paperless/core';
import { publicCall } from '../../lib/publicCall';

// The visitor has no session: these calls go without the staff console's API client, so no
// token is sent and no session handling kicks in (as for patient links).
const call = <T>(url: string, body?: unknown): Promise<T> =>
  publicCall<T>(url, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });

export async function fetchPublicPlans(): Promise<PublicPlan[]> {
  return publicPlansResponseSchema.parse(await call('/api/public/plans')).plans;
}

export async function fetchSignupConfig(): Promise<SignupConfig> {
  return signupConfigSchema.parse(await call('/api/signup/config'));
}

export function createPaymentIntent(planId: number, loginEmail: string) {
  return call<PaymentIntentResponse>('/api/signup/payment-intent', { planId, loginEmail });
}

/** Step 2's details and the plan; the payment adds the rest. */
export type SignupDetailsPayload = Omit<
  SignupPayloadInput,
  'paymentMethodId' | 'paymentIntentId' | 'cardNumber' | 'cardExpiry'
>;

export function registerClient(payload: SignupPayloadInput) {
  return call<SignupResponse>('/api/register-client', payload);
}

/** Security III: opens a held trial from its e-mailed link (the page's button, never on load). */
export function activateTrial(token: string) {
  return call<SignupResponse>('/api/signup/activate', { token });
}
