import {
  publicPlansResponseSchema,
  signupConfigSchema,
  type PaymentIntentResponse,
  type PublicPlan,
  type SignupConfig,
  type SignupPayloadInput,
  type SignupResponse,
} from '@paperless/core';

// The visitor has no session: these calls go without the staff console's API client, so no
// token is sent and no session handling kicks in (as for patient links).
const TIMEOUT_MS = 20_000;

/** The server answered, and not with success: its status, message and messages per field. */
export class SignupFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'SignupFailure';
  }
}

/** Rejects with SignupFailure for an answer, with a plain Error when no answer came. */
async function call<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => undefined)) as
    { message?: unknown; errors?: Record<string, string[]> } | undefined;
  if (!response.ok) {
    const message = typeof answer?.message === 'string' ? answer.message : '';
    throw new SignupFailure(response.status, message, answer?.errors);
  }
  return answer as T;
}

export async function fetchPublicPlans(): Promise<PublicPlan[]> {
  return publicPlansResponseSchema.parse(await call('/api/public/plans')).plans;
}

export async function fetchSignupConfig(): Promise<SignupConfig> {
  return signupConfigSchema.parse(await call('/api/signup/config'));
}

export function createPaymentIntent(planId: number, loginEmail: string) {
  return call<PaymentIntentResponse>('/api/signup/payment-intent', { planId, loginEmail });
}

export function registerClient(payload: SignupPayloadInput) {
  return call<SignupResponse>('/api/register-client', payload);
}
