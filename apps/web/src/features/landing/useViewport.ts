import { useBrowserValue } from '../../lib/browserValue';

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const readWidth = () => window.innerWidth;

/** The viewport's width, following resizes (and phone rotations); 1200 in the prerendered page. */
export function useViewportWidth(): number {
  return useBrowserValue(subscribeResize, readWidth, 1200);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const readReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/**
 * True when the visitor asked their system for less motion: nothing moves on its own then. True
 * in the prerendered page, so nothing moves before the browser has said.
 */
export function usePrefersReducedMotion(): boolean {
  return useBrowserValue(subscribeMotion, readReducedMotion, true);
}
