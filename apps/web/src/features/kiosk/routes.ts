// The kiosk's page, for the app shell (index.ts is what other features use).

/** The kiosk's page, its own chunk. */
export const loadKioskPage = () => import('./KioskPage').then((m) => m.KioskPage);
