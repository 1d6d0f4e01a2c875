import { useEffect, useRef, useState } from 'react';
import type { DraftSync } from './HandoffSync';

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
 * A patient's own link also keeps it on the server (issue 19: another device may continue it):
 * at most every few seconds while typing, and at once when the page is hidden or left. In kiosk
 * mode nothing is kept anywhere.
 */
export function useLinkDraft<T>(token: string, options: { keep: boolean }) {
  const [initial] = useState(() => (options.keep ? readDraft<T>(token) : undefined));
  const sync = useServerDraft(token, options.keep);
  return {
    initial,
    keep: (value: T) => {
      if (!options.keep) return;
      writeDraft(token, value);
      if (value && typeof value === 'object') sync.current?.push(value);
    },
    clear: () => {
      sync.current?.stop();
      clearDraft(token);
    },
  };
}

/** The server copy's sender for this page, flushed when the page is hidden or left. */
function useServerDraft(token: string, enabled: boolean) {
  const sync = useRef<DraftSync | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const current = lazyServerDraft(token);
    sync.current = current;
    const onHide = () => {
      if (document.visibilityState === 'hidden') current.flush();
    };
    const onLeave = () => current.flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      current.stop();
      if (sync.current === current) sync.current = undefined;
    };
  }, [token, enabled]);
  return sync;
}

/**
 * The sender loads with the first change, so it stays out of the fill page's first download
 * (the patient pages' budget); changes made meanwhile wait for it.
 */
function lazyServerDraft(token: string): DraftSync {
  let loaded: DraftSync | undefined;
  let loading: Promise<void> | undefined;
  let waiting: object | undefined;
  let stopped = false;
  const load = () =>
    (loading ??= import('./HandoffSync').then(
      ({ serverDraft }) => {
        loaded = serverDraft(token);
        if (stopped) loaded.stop();
        else if (waiting) loaded.push(waiting);
        waiting = undefined;
      },
      () => {
        loading = undefined; // offline: the next change tries again
      },
    ));
  return {
    push(draft) {
      if (stopped) return;
      if (loaded) return loaded.push(draft);
      waiting = draft;
      void load();
    },
    flush: () => loaded?.flush(),
    stop() {
      stopped = true;
      loaded?.stop();
    },
  };
}
