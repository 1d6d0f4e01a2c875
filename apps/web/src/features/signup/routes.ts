// The signup feature's pages, for the app shell (index.ts is what other features use).

/** The signup wizard, its own chunk. */
export const loadSignupPage = () => import('./SignupPage').then((m) => m.SignupPage);
/** A free trial's activation link (Security III), its own chunk. */
export const loadActivateTrialPage = () =>
  import('./ActivateTrialPage').then((m) => m.ActivateTrialPage);
/** The page after signing up, its own chunk. */
export const loadSignupSuccessPage = () =>
  import('./SignupSuccessPage').then((m) => m.SignupSuccessPage);
