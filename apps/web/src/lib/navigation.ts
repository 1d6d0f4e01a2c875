/**
 * Lets code outside React (the API client) change the page. The app plugs in its router so the
 * move keeps the single-page state; the default is a plain page load.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
