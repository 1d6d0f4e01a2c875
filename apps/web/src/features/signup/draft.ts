import type { SignupPayloadInput } from '@paperless/core';

// Stripe may send the browser away to confirm a payment (3-D Secure, bank redirects) and back to
// /signup-success. The form must survive that trip: it waits in this tab's sessionStorage,
// which no other tab or site can read and which closes with the tab; the card never goes in.
// It is removed as soon as the account is created.
const KEY = 'paperless.signup';

export type SignupDraft = Omit<SignupPayloadInput, 'paymentIntentId' | 'paymentMethodId'>;

export function saveDraft(draft: SignupDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the payment still works when no redirect is needed.
  }
}

export function loadDraft(): SignupDraft | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SignupDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
