/**
 * Lets code outside the router (the API client, the public pages' links) change the page. The
 * app plugs in its router so a move keeps the single-page state; without it (a prerendered page
 * drawn without the router, issue 21) a move is a plain page load.
 */
type RouterNavigate = (to: string, options: { replace: boolean }) => void;

let routerNavigate: RouterNavigate | undefined;

/** The app's router, or none (tests of a page drawn without it). */
export function setNavigator(next: RouterNavigate | undefined): void {
  routerNavigate = next;
}

/** Replaces the page (the API client after a session expiry). */
export function navigateTo(to: string): void {
  if (routerNavigate) routerNavigate(to, { replace: true });
  else window.location.assign(to);
}

/** A link followed inside the app, when the router is here; false: the browser follows it. */
export function followInApp(to: string): boolean {
  if (!routerNavigate) return false;
  routerNavigate(to, { replace: false });
  return true;
}
