// Signing a clinic up: the wizard (plan, details, agreements, payment), a trial's activation link
// and the success page.
export { fetchPublicPlans } from './signupApi';

/** The signup wizard, its own chunk. */
export const loadSignupPage = () => import('./SignupPage').then((m) => m.SignupPage);
/** A free trial's activation link (Security III), its own chunk. */
export const loadActivateTrialPage = () =>
  import('./ActivateTrialPage').then((m) => m.ActivateTrialPage);
/** The page after signing up, its own chunk. */
export const loadSignupSuccessPage = () =>
  import('./SignupSuccessPage').then((m) => m.SignupSuccessPage);
