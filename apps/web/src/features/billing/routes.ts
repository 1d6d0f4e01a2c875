// The billing feature's screens, for the app shell (index.ts is what other features use).

/** The billing screen, its own chunk: loaded when first opened. */
export const loadBillingPage = () => import('./BillingPage').then((m) => m.BillingPage);
