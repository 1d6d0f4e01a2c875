/**
 * The browser's copy (issue 19): the copy's token with its expiry, kept in this tab's
 * sessionStorage under the link's token, so a reload of the spent link can still offer the
 * download until it expires. Never the answers, and gone with the tab.
 */
export interface StoredCopy {
  token: string;
  expires_at: string;
}

const keyOf = (linkToken: string) => `paperless.copy.${linkToken}`;

export function rememberCopy(linkToken: string, copy: StoredCopy): void {
  try {
    sessionStorage.setItem(keyOf(linkToken), JSON.stringify(copy));
  } catch {
    // Storage full or disabled: the offer on this screen still works, only a reload loses it.
  }
}

/** The link's copy while it lasts; an expired or unreadable one is removed. */
export function storedCopy(linkToken: string, now = Date.now()): StoredCopy | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(linkToken));
    if (!text) return undefined;
    const copy = JSON.parse(text) as Partial<StoredCopy>;
    if (typeof copy.token === 'string' && typeof copy.expires_at === 'string') {
      if (Date.parse(copy.expires_at) > now)
        return { token: copy.token, expires_at: copy.expires_at };
    }
    sessionStorage.removeItem(keyOf(linkToken));
  } catch {
    // Nothing usable kept.
  }
  return undefined;
}
