// The public site: the landing page with its pricing, and the help, legal and support pages.

/** The landing page, its own chunk. */
export const loadLandingPage = () => import('./LandingPage').then((m) => m.LandingPage);
/** The help, privacy, terms, BAA and support pages: one chunk. */
export const loadInfoPages = () => import('./InfoPages');
