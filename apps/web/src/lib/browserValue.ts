import { startTransition, useEffect, useState } from 'react';

// True while React takes over a prerendered page's HTML (main.tsx), until that first render's
// effects have run (StaticPageRoot).
let hydrating = false;

/** main.tsx, before it hydrates a prerendered page. */
export const startHydration = () => {
  hydrating = true;
};

/** In the hydrated root: once its first render is committed, components read the browser. */
export function useHydrationDone() {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/**
 * A value only the browser knows (the viewport's width, a media query), which the prerendered
 * HTML had to guess as `prerendered`. While React hydrates that HTML the value is the guess, as
 * React requires; the browser's value follows in a transition, in slices a phone can answer taps
 * between. useSyncExternalStore would do the same at once, in one blocking task: on /landing,
 * ~50 ms after hydration on a desktop, ~200 ms of Lighthouse's blocking time. Drawn anywhere else
 * (not hydrating), the browser's value comes in the first render. Changes (a resize, a rotation)
 * come in transitions too.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  prerendered: T,
): T {
  const [value, setValue] = useState(() =>
    hydrating || typeof window === 'undefined' ? prerendered : read(),
  );
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
