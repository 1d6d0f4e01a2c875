// The activity feature's screens, for the app shell (index.ts is what other features use).

/** The activity screen, its own chunk: loaded when first opened. */
export const loadActivityPage = () => import('./ActivityPage').then((m) => m.ActivityPage);
