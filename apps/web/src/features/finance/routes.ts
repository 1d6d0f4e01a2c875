// The finance feature's screens, for the app shell (index.ts is what other features use).

/** The transactions screen, its own chunk: loaded when first opened. */
export const loadFinancePage = () => import('./FinancePage').then((m) => m.FinancePage);
