// The provider's dashboard: counters, revenue, recent transactions and the setup checklist.

/** The dashboard screen, its own chunk: loaded when first opened. */
export const loadDashboardPage = () => import('./DashboardPage').then((m) => m.DashboardPage);
