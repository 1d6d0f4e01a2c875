import { useState } from 'react';

/**
 * What the patient typed, kept in this tab's sessionStorage per link so a reload or an
 * accidental back loses nothing. sessionStorage ends with the tab, and the draft is removed as
 * soon as the link is submitted.
 */
const keyOf = (token: string) => `paperless.fill.${token}`;

export function readDraft<T>(token: string): T | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(token));
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(token: string, draft: unknown): void {
  try {
    sessionStorage.setItem(keyOf(token), JSON.stringify(draft));
  } catch {
    // Full (large signature images) or disabled storage: the form still works without a draft.
  }
}

export function clearDraft(token: string): void {
  try {
    sessionStorage.removeItem(keyOf(token));
  } catch {
    // Nothing to clear.
  }
}

/**
 * A link's draft for a page: what this tab kept (the fast path), and ways to keep and clear it.
 * In kiosk mode nothing is kept anywhere.
 */
export function useLinkDraft<T>(token: string, options: { keep: boolean }) {
  const [initial] = useState(() => (options.keep ? readDraft<T>(token) : undefined));
  return {
    initial,
    keep: (value: T) => {
      if (options.keep) writeDraft(token, value);
    },
    clear: () => clearDraft(token),
  };
}
