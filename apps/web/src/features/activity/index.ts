// The front desk's activity (issue 16): the links sent to patients, their state and what can be
// done with them (resend, extend, files), on its own screen (routes.ts) and on a company's tab.
export { ActivityPanel } from './ActivityPanel';
export { LinkStateBadge } from './LinkStateBadge';
export { LINKS_KEY, VISITS_KEY, useResendLink } from './linksApi';

/** A company's activity tab, loaded when the tab is opened. */
export const loadCompanyActivityTab = () =>
  import('./CompanyActivityTab').then((m) => m.CompanyActivityTab);
