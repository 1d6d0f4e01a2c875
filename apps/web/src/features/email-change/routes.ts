// The e-mail change feature's screen, for the app shell (index.ts is what other features use).

/** The confirmation link's page, its own chunk: opened from a mail, often signed out. */
export const loadEmailChangePage = () => import('./EmailChangePage').then((m) => m.EmailChangePage);
