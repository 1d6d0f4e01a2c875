import { startTransition, useCallback, useEffect, useState } from 'react';

interface State<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
}

/** One keyed answer as a page sees it: loading, failed, or here (and maybe loading again). */
export type Loaded<T> = State<T> & { refetch: () => void };

interface Entry<T> {
  state: State<T>;
  listeners: Set<() => void>;
  inFlight?: AbortController;
}

export interface LoadStore<T> {
  /** The answer for this key, shared by every component that asks for the same key. */
  useLoaded(key: string): Loaded<T>;
  /** Changes a loaded answer in place (the server's reply to a change made on the page). */
  update(key: string, change: (data: T) => T): void;
}

const PENDING = { data: undefined, error: null, isPending: true, isError: false } as const;

/**
 * A keyed, shared load for the patient pages: the few things TanStack Query did for them (one
 * request per key however many components ask, an in-place update, a refetch) without its
 * ~10 KB in the link's first load. The answer lives while a component shows it: once the last
 * one unmounts, the request in flight is aborted and the answer forgotten (a kiosk's next
 * patient, or the next test, starts clean). No retries: a patient link's answers are final.
 */
export function createLoadStore<T>(
  load: (key: string, signal: AbortSignal) => Promise<T>,
): LoadStore<T> {
  const entries = new Map<string, Entry<T>>();

  const entryOf = (key: string): Entry<T> => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { state: PENDING, listeners: new Set() };
      entries.set(key, entry);
    }
    return entry;
  };

  const set = (entry: Entry<T>, state: State<T>) => {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  };

  const start = (key: string, entry: Entry<T>) => {
    entry.inFlight?.abort();
    const controller = new AbortController();
    entry.inFlight = controller;
    // As TanStack Query does: a refetch without an answer yet shows as loading again.
    if (entry.state.data === undefined) set(entry, PENDING);
    load(key, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        entry.inFlight = undefined;
        set(entry, { data, error: null, isPending: false, isError: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        entry.inFlight = undefined;
        set(entry, { data: entry.state.data, error, isPending: false, isError: true });
      },
    );
  };

  const subscribe = (key: string, listener: () => void) => {
    const entry = entryOf(key);
    entry.listeners.add(listener);
    if (entry.state.isPending && !entry.inFlight) start(key, entry);
    return () => {
      entry.listeners.delete(listener);
      // Later, not now: React's StrictMode and a route swap unsubscribe and subscribe again
      // in one go, and that must not cost a second request.
      queueMicrotask(() => {
        if (entry.listeners.size > 0 || entries.get(key) !== entry) return;
        entry.inFlight?.abort();
        entries.delete(key);
      });
    };
  };

  return {
    useLoaded(key) {
      // Its own state, set in a transition, rather than useSyncExternalStore, whose every change
      // is drawn at once in one blocking task: a patient's form arriving was ~30 ms of it on a
      // desktop, ~120 ms on Lighthouse's phone. In a transition React draws it in slices, and a
      // part still loading keeps the skeleton up instead of a spinner.
      const [seen, setSeen] = useState(() => ({ key, state: entryOf(key).state }));
      useEffect(() => {
        const show = () =>
          startTransition(() =>
            setSeen((shown) => {
              const state = entryOf(key).state;
              return shown.key === key && shown.state === state ? shown : { key, state };
            }),
          );
        const unsubscribe = subscribe(key, show);
        // What changed between this render and now (an answer that came meanwhile).
        show();
        return unsubscribe;
      }, [key]);
      const state = seen.key === key ? seen.state : entryOf(key).state;
      const refetch = useCallback(() => start(key, entryOf(key)), [key]);
      return { ...state, refetch };
    },
    update(key, change) {
      const entry = entries.get(key);
      if (entry?.state.data !== undefined)
        set(entry, { ...entry.state, data: change(entry.state.data) });
    },
  };
}
